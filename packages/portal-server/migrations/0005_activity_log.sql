-- The activity log: one row per change the spec lists as an event (and the account changes of
-- changes/activity-events.ts), written in the transaction of the change itself.
create table activity_log (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  -- Null for changes made through a mailed link, and once the actor's account is deleted: the event
  -- stays, the person goes.
  actor_user_id uuid references users (id) on delete set null,
  -- The company whose log shows the event; null for events about a person only. Set null rather than
  -- cascade: the platform view keeps the history of a company that was removed.
  company_id uuid references companies (id) on delete set null,
  event_type text not null,
  object_type text not null,
  -- Text, as not every object has a uuid (static pages are named by type and locale).
  object_id text not null,
  details jsonb not null default '{}'
);
create index activity_log_company_idx on activity_log (company_id, occurred_at desc) where company_id is not null;
create index activity_log_occurred_at_idx on activity_log (occurred_at desc);
create index activity_log_object_idx on activity_log (object_type, object_id);
