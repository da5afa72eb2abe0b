-- Invitations to join a company (issue 13): a mail with a link that works for 7 days. Only the sha256
-- of the link's random token is stored, so a database reader cannot follow it. A resent invitation is
-- a new row; the one it replaces keeps its row, so its old link can say what happened to it.
create table invitations (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  email text not null,
  first_name text not null default '',
  last_name text not null default '',
  position text not null default '',
  location_id uuid,
  -- A company role of the portal app; null (or once the role is deleted): the company's default role.
  role_id uuid references roles (id) on delete set null,
  token_hash text not null constraint invitations_token_hash_key unique,
  invited_by uuid references users (id) on delete set null,
  sent_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_user_id uuid references users (id) on delete set null,
  revoked_at timestamptz,
  -- Set with revoked_at when a resent invitation takes this one's place.
  replaced_by_id uuid references invitations (id) on delete set null,
  constraint invitations_location_fkey foreign key (location_id, company_id)
    references company_locations (id, company_id) on delete set null (location_id),
  -- The user who accepted goes (set null) when their account is deleted; the acceptance stays.
  constraint invitations_accepted_check check (accepted_user_id is null or accepted_at is not null)
);
-- At most one open (not accepted, not revoked) invitation per company and address.
create unique index invitations_one_open on invitations (company_id, lower(email))
  where accepted_at is null and revoked_at is null;
create index invitations_company_idx on invitations (company_id, sent_at desc);
