-- A company's SAML single sign-on (issue 28, ADR 0031).

-- One row per company that has started its setup (spec §3 SSO settings). Certificates are the PEM texts of
-- the IdP's signing certificates: one, or two during a rotation. Secrets stay here and are never sent back.
create table company_saml_settings (
  company_id uuid primary key references companies (id) on delete cascade,
  active boolean not null default false,
  source text not null default 'none' check (source in ('none', 'metadata', 'metadata_url', 'manual')),
  metadata_url text not null default '',
  metadata text not null default '',
  idp_entity_id text not null default '',
  login_url text not null default '',
  logout_url text not null default '',
  certificates jsonb not null default '[]'
    check (jsonb_typeof(certificates) = 'array' and jsonb_array_length(certificates) <= 2),
  redirect_url text not null default '',
  auth_path text not null default '',
  comeback_path text not null default '',
  email_attribute text not null default 'email',
  first_name_attribute text not null default 'givenName',
  last_name_attribute text not null default 'sn',
  is_encrypted boolean not null default false,
  encryption_private_key text not null default '',
  encryption_key_password text not null default '',
  encryption_certificate text not null default '',
  data_encryption_algorithm text not null default 'http://www.w3.org/2009/xmlenc11#aes256-gcm',
  key_encryption_algorithm text not null default 'http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p',
  secret_key text not null default '',
  allow_idp_initiated boolean not null default false,
  members_may_use_password boolean not null default true,
  -- Set by a passed test of the settings as they are; any change of the settings clears it.
  test_passed_at timestamptz,
  last_test jsonb,
  updated_at timestamptz not null default now(),
  -- Active only with a tested IdP.
  constraint company_saml_settings_active_check check (not active or test_passed_at is not null)
);

-- Email domains a company proves it holds (DNS TXT record). A domain sends its people to one company's IdP:
-- a verified domain belongs to one company only.
create table company_saml_domains (
  company_id uuid not null references companies (id) on delete cascade,
  domain text not null check (domain = lower(domain)),
  token text not null,
  verified_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (company_id, domain)
);
create unique index company_saml_domains_verified_idx on company_saml_domains (domain) where verified_at is not null;

-- Our AuthnRequests, so a response's InResponseTo names one we sent (to this company, for this purpose),
-- on whichever server the response arrives; consumed once.
create table saml_requests (
  id text primary key,
  company_id uuid not null references companies (id) on delete cascade,
  purpose text not null check (purpose in ('sign_in', 'test')),
  -- The provider's interaction that waits for the sign-in; null for a test.
  interaction_uid text,
  created_at timestamptz not null default now(),
  consumed_at timestamptz,
  -- Whom a verified answer signed in, until the interaction takes it (once) on the provider's path.
  account_id uuid references users (id) on delete cascade,
  completed_at timestamptz
);
create index saml_requests_created_idx on saml_requests (created_at);

-- Assertion ids already used: one use each, across servers (replay). Kept until the assertion expires.
create table saml_used_assertions (
  company_id uuid not null references companies (id) on delete cascade,
  assertion_id text not null,
  expires_at timestamptz not null,
  primary key (company_id, assertion_id)
);
create index saml_used_assertions_expires_idx on saml_used_assertions (expires_at);
