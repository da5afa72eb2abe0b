-- Account security (issue 30 §1–3, ADR 0032): forgotten passwords, private sign-ups confirmed by mail,
-- and the person's sessions. Mailed links are stored only as SHA-256 hashes of their tokens.

-- One live reset link per person: a new request replaces the row (the old link is dead), using it
-- deletes it.
create table password_resets (
  user_id uuid primary key references users (id) on delete cascade,
  token_hash text not null constraint password_resets_token_hash_key unique,
  expires_at timestamptz not null
);

-- Sign-ups waiting for their confirmation: no account exists until the link is followed, so nobody
-- can sign in with an address they do not own. Several may wait for one address (each only its own
-- link makes the account); confirming one removes the others.
create table sign_ups (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  given_name text not null,
  family_name text not null,
  password_hash text not null,
  language text not null,
  token_hash text not null constraint sign_ups_token_hash_key unique,
  terms_accepted_at timestamptz not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index sign_ups_email_idx on sign_ups (lower(email), created_at);
create index sign_ups_expires_at_idx on sign_ups (expires_at);

-- A one-time ticket that signs the browser in right after a reset or a confirmation: its token sits in
-- an HttpOnly cookie for the provider's interaction path and is used once, within minutes.
create table sign_in_tickets (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  expires_at timestamptz not null
);

-- What the provider's sessions do not hold: the browser (user agent), the address and the last activity,
-- keyed by the session's uid (oidc-provider's `sid`).
create table account_sessions (
  session_uid text primary key,
  user_id uuid not null references users (id) on delete cascade,
  user_agent text not null default '',
  address text not null default '',
  signed_in_at timestamptz not null default now(),
  last_active_at timestamptz not null default now()
);
create index account_sessions_user_id_idx on account_sessions (user_id);

-- Sessions ended by the person (or a reset): the API refuses access tokens issued in them at once,
-- on every instance. A row matters only as long as an access token lives; the sweep removes older ones.
create table ended_sessions (
  session_uid text primary key,
  user_id uuid not null references users (id) on delete cascade,
  ended_at timestamptz not null default now()
);
create index ended_sessions_user_id_idx on ended_sessions (user_id, ended_at);
-- Every server keeps a user's ended sessions with the session user's channel (migration 0007).
create trigger ended_sessions_session_user_changed after insert or delete on ended_sessions
  for each row execute function notify_session_user_changed('user_id');

-- Reset requests and sign-ups are throttled like sign-ins, on counters of their own.
alter table sign_in_failures drop constraint sign_in_failures_purpose_check;
alter table sign_in_failures add constraint sign_in_failures_purpose_check
  check (purpose in ('sign_in', 'current_password', 'password_reset', 'sign_up'));

-- A sign-in from a browser the account had not used before is told in the bell.
alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check
  check (type in ('crew_inquiry', 'app_installed', 'role_changed', 'ownership_transferred', 'company_validation_decided',
    'new_sign_in'));
