-- State of the embedded OpenID Provider, shared by every instance of the portal.

-- oidc-provider's stored models (sessions, interactions, grants, codes, refresh tokens, ...), one row
-- per model and id. The payload is the provider's own; the other columns are its lookup keys.
create table oidc_models (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  -- Null for models without expiry; expired rows are invisible and removed by a periodic sweep.
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (model, id)
);
create index oidc_models_grant_id_idx on oidc_models (grant_id) where grant_id is not null;
create index oidc_models_uid_idx on oidc_models (uid) where uid is not null;
create index oidc_models_user_code_idx on oidc_models (user_code) where user_code is not null;
create index oidc_models_expires_at_idx on oidc_models (expires_at) where expires_at is not null;

-- Secrets generated once by whichever instance starts first: the signing keys (private JWKs) and the
-- keys that sign the provider's cookies.
create table oidc_secrets (
  name text primary key constraint oidc_secrets_name_check check (name in ('jwks', 'cookie_keys')),
  value jsonb not null,
  created_at timestamptz not null default now()
);

-- Failed sign-in attempts within the throttling window, per normalized email and per client address.
create table sign_in_failures (
  scope text not null constraint sign_in_failures_scope_check check (scope in ('account', 'address')),
  subject text not null,
  failed_at timestamptz not null
);
create index sign_in_failures_subject_idx on sign_in_failures (scope, subject, failed_at);
create index sign_in_failures_failed_at_idx on sign_in_failures (failed_at);
