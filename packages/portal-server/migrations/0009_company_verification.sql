-- Company verification (spec §3, §4): a company asks Eventsuite to check it; a platform administrator
-- accepts or declines the request, with a result per checklist item and reasons; the owner may
-- withdraw a request still open; an administrator may recall a verification later. One row per request,
-- closed by exactly one of withdrawal or decision. The company's state is that of its latest request
-- (company-verification/state-machine.ts): none, withdrawn or recalled is not_validated, open is
-- requested, then validated or declined.
--
-- Ownership needs no table: companies.owner_id (not null, 0002) names exactly one owner, who must be a
-- member (companies_owner_membership_fkey, checked at commit). A transfer updates that one column.

create table validation_requests (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  -- The people are kept apart from the request: a deleted account leaves the history as it was.
  requested_by uuid references users (id) on delete set null,
  requested_at timestamptz not null default now(),
  withdrawn_by uuid references users (id) on delete set null,
  withdrawn_at timestamptz,
  decision text constraint validation_requests_decision_check check (decision in ('validated', 'declined')),
  decided_by uuid references users (id) on delete set null,
  decided_at timestamptz,
  -- The administrator's result per checklist item (address, email, name, owner_authorized, phone,
  -- vat_number): true passed, false failed.
  checks jsonb not null default '{}' constraint validation_requests_checks_check check (jsonb_typeof(checks) = 'object'),
  -- Why it was declined or recalled, in the administrator's words: a JSON array of texts.
  reasons jsonb not null default '[]' constraint validation_requests_reasons_check check (jsonb_typeof(reasons) = 'array'),
  recalled_by uuid references users (id) on delete set null,
  recalled_at timestamptz,
  constraint validation_requests_decided_check check ((decision is null) = (decided_at is null)),
  constraint validation_requests_closed_once_check check (withdrawn_at is null or decision is null),
  constraint validation_requests_decline_reasons_check check (decision is distinct from 'declined' or jsonb_array_length(reasons) > 0),
  constraint validation_requests_recall_check check (recalled_at is null or decision = 'validated')
);
-- The company's history, newest first; its latest request gives its state.
create index validation_requests_company_idx on validation_requests (company_id, requested_at desc, id desc);
-- At most one open request, and at most one standing verification, per company.
create unique index validation_requests_one_open on validation_requests (company_id)
  where decision is null and withdrawn_at is null;
create unique index validation_requests_one_verification on validation_requests (company_id)
  where decision = 'validated' and recalled_at is null;
