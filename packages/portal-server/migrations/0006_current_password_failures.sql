-- Wrong current passwords (typed to confirm a password change or an account deletion) count apart from
-- sign-in failures: a few of them, e.g. from a stolen access token, must not lock a person out of
-- signing in. Existing rows are sign-in failures; every new row names its purpose.
alter table sign_in_failures
  add column purpose text not null default 'sign_in'
    constraint sign_in_failures_purpose_check check (purpose in ('sign_in', 'current_password'));
alter table sign_in_failures alter column purpose drop default;
drop index sign_in_failures_subject_idx;
create index sign_in_failures_subject_idx on sign_in_failures (purpose, scope, subject, failed_at);
