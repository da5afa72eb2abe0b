-- Single logout with the company's IdP (issue 28 §2, ADR 0031), and the key the portal signs its SAML
-- requests with. A SAML sign-in keeps what the IdP said of it (name id, its format, the IdP's session
-- index) with the provider session it started, so that signing out of the portal can ask the IdP to end
-- its session too; the logout request we send waits in saml_requests like a sign-in request, with where
-- the browser goes once the IdP has answered.
alter table saml_requests drop constraint saml_requests_purpose_check;
alter table saml_requests add constraint saml_requests_purpose_check check (purpose in ('sign_in', 'test', 'logout'));
alter table saml_requests
  add column name_id text,
  add column name_id_format text,
  add column session_index text,
  add column return_to text;

-- One row per provider session (oidc_models' Session uid) that a SAML sign-in started.
create table saml_sessions (
  session_uid text primary key,
  company_id uuid not null references companies (id) on delete cascade,
  name_id text not null,
  name_id_format text,
  session_index text,
  created_at timestamptz not null default now()
);
-- The IdP names a session by name id and session index when it asks us to end it.
create index saml_sessions_name_id_idx on saml_sessions (company_id, name_id);

-- The key and self-signed certificate the portal signs its SAML requests with (AuthnRequest, LogoutRequest),
-- made once like the provider's keys and published in every company's SP metadata.
alter table oidc_secrets drop constraint oidc_secrets_name_check;
alter table oidc_secrets
  add constraint oidc_secrets_name_check
  check (name in ('jwks', 'cookie_keys', 'device_cookie_key', 'two_factor_key', 'saml_signing_key'));
