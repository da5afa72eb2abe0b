-- Apps sign in through the portal (issue 14 §1b, ADR 0018): an app's OpenID client of the embedded
-- provider. Its redirect URI and logout URI are the app's own redirect_url and comeback_path, read with
-- the client on every request, so an edit of the app (or its deletion, which takes the client along)
-- counts at once.
create table app_oidc_clients (
  app_id uuid primary key references apps (id) on delete cascade,
  -- Made once, never changed: apps keep it in their configuration.
  client_id text not null constraint app_oidc_clients_client_id_key unique,
  client_type text not null constraint app_oidc_clients_client_type_check
    check (client_type in ('public', 'confidential')),
  -- A confidential client's secret as SHA-256 (base64url); the secret itself is shown once and never
  -- stored. A public client has none.
  secret_hash text,
  secret_created_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint app_oidc_clients_secret_check
    check ((client_type = 'confidential') = (secret_hash is not null and secret_created_at is not null))
);
