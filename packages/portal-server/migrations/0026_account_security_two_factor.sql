-- Two-factor sign-in (issue 30 §4, ADR 0033): an authenticator app (TOTP), single-use recovery codes,
-- passkeys, the second step of a sign-in in progress, and a company's requirement of a second factor.

-- The authenticator app: its secret encrypted with the server's two-factor key (oidc_secrets), unconfirmed
-- until a first code proves the app has it. `last_used_step` is the last time step a code was accepted
-- for: a code of that step or an earlier one is refused, so a code seen once cannot be replayed.
create table two_factor_totp (
  user_id uuid primary key references users (id) on delete cascade,
  secret_ciphertext text not null,
  confirmed_at timestamptz,
  last_used_step bigint,
  created_at timestamptz not null default now()
);

-- Ten single-use recovery codes per person, stored only as SHA-256 hashes (they are random, 50 bits each).
create table two_factor_recovery_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  constraint two_factor_recovery_codes_unique unique (user_id, code_hash)
);

-- Passkeys (WebAuthn credentials). `passwordless` marks those the person also signs in with alone.
create table passkeys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  credential_id text not null constraint passkeys_credential_id_unique unique,
  public_key text not null,
  counter bigint not null default 0,
  transports jsonb not null default '[]',
  name text not null constraint passkeys_name_check check (char_length(name) between 1 and 100),
  passwordless boolean not null default false,
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index passkeys_user_idx on passkeys (user_id, created_at);

-- A passkey registration under way: the challenge the person's browser must sign, one per person.
create table passkey_registrations (
  user_id uuid primary key references users (id) on delete cascade,
  challenge text not null,
  expires_at timestamptz not null
);

-- The second step of a sign-in: the provider's interaction whose password was right (user_id), or whose
-- passwordless passkey challenge is out (user_id null). `setup_required`: the person's company requires a
-- second factor they do not have yet; `setup_secret` the authenticator secret offered to them meanwhile.
create table two_factor_sign_ins (
  interaction_uid text primary key,
  user_id uuid references users (id) on delete cascade,
  setup_required boolean not null default false,
  setup_secret text,
  webauthn_challenge text,
  expires_at timestamptz not null
);
create index two_factor_sign_ins_expiry_idx on two_factor_sign_ins (expires_at);

-- A company whose owner requires every member to sign in with a second factor.
create table company_two_factor_requirements (
  company_id uuid primary key references companies (id) on delete cascade,
  required_by uuid references users (id) on delete set null,
  required_at timestamptz not null default now()
);

-- Wrong second-step codes are throttled like passwords, on counters of their own (ADR 0023).
alter table sign_in_failures drop constraint sign_in_failures_purpose_check;
alter table sign_in_failures
  add constraint sign_in_failures_purpose_check check (purpose in ('sign_in', 'current_password', 'password_reset', 'sign_up', 'second_factor'));

-- The key that encrypts authenticator secrets, made once and shared by every instance.
alter table oidc_secrets drop constraint oidc_secrets_name_check;
alter table oidc_secrets
  add constraint oidc_secrets_name_check
  check (name in ('jwks', 'cookie_keys', 'device_cookie_key', 'two_factor_key'));
