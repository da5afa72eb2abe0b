-- Profile fields, email changes, the mail outbox and notifications with crew inquiries.

-- Mobile number and home address of a person. The region column that applies depends on the country:
-- canton (Switzerland), state_abbr (United States), int_state (anywhere else).
alter table users
  add column mobile_number text,
  add column country text constraint users_country_check check (country ~ '^[A-Z]{2}$'),
  add column canton text,
  add column state_abbr text,
  add column int_state text,
  add column city text,
  add column street text,
  add column house_number text,
  add column postal_code text;

-- An email change waits here until the link sent to the new address is followed. The old address gets
-- a notice whose link revokes the change, before or after its confirmation. Only hashes of the mailed
-- tokens are stored, so a database reader cannot follow the links.
create table email_changes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  old_email text not null,
  new_email text not null,
  confirm_token_hash text not null constraint email_changes_confirm_token_key unique,
  revoke_token_hash text not null constraint email_changes_revoke_token_key unique,
  confirm_expires_at timestamptz not null,
  revoke_expires_at timestamptz not null,
  confirmed_at timestamptz,
  -- Set when the user withdraws the change, a newer change replaces it, or the old address revokes it.
  cancelled_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
-- At most one change per user waits for confirmation.
create unique index email_changes_one_pending on email_changes (user_id)
  where confirmed_at is null and cancelled_at is null and revoked_at is null;

-- Every mail the portal sends is written here in the transaction of the change that causes it, then
-- delivered over SMTP when one is configured; without SMTP the local mailbox page shows the outbox.
create table mail_outbox (
  id uuid primary key default gen_random_uuid(),
  recipient text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  attempts integer not null default 0,
  last_error text
);
create index mail_outbox_unsent_idx on mail_outbox (created_at) where sent_at is null;

create table notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  type text not null constraint notifications_type_check
    check (type in ('crew_inquiry', 'app_installed', 'role_changed', 'ownership_transferred')),
  -- Values the app words the notification with, e.g. {"app_name": "Crew Planner"}.
  params jsonb not null default '{}',
  read_at timestamptz,
  -- Delivered elsewhere (e-mail); the top-bar widget lists only notifications not yet sent.
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
create index notifications_user_created_idx on notifications (user_id, created_at desc, id);

-- A company asks a crew member whether they can work at an event.
create table crew_inquiries (
  notification_id uuid primary key references notifications (id) on delete cascade,
  company_id uuid references companies (id) on delete set null,
  -- Kept as sent, so the inquiry still reads right if the company is renamed or removed.
  company_name text not null,
  event_name text not null,
  position text not null,
  location text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  offered_hourly_wage numeric(10, 2),
  currency text not null constraint crew_inquiries_currency_check check (currency in ('EUR', 'USD')),
  constraint crew_inquiries_period_check check (ends_at > starts_at)
);

-- The crew member's answer; answering again replaces it.
create table crew_inquiry_replies (
  notification_id uuid primary key references crew_inquiries (notification_id) on delete cascade,
  answer text not null constraint crew_inquiry_replies_answer_check
    check (answer in ('available', 'not_available', 'consultation')),
  wage_expectation numeric(10, 2) constraint crew_inquiry_replies_wage_check check (wage_expectation >= 0),
  employment_type text constraint crew_inquiry_replies_employment_check
    check (employment_type in ('employed', 'freelance')),
  comment text not null default '',
  replied_at timestamptz not null default now(),
  constraint crew_inquiry_replies_available_check
    check (answer <> 'available' or (wage_expectation is not null and employment_type is not null))
);
