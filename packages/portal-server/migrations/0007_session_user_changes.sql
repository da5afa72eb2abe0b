-- The session user (identity/queries.ts, ADR 0010) is what every authenticated request acts as: the user
-- row, their current company and the permissions of their roles there. Any change to one of these
-- notifies the channel `session_user_changed` at commit, with the user's id, or '*' when it may concern
-- many users, whatever code or person made it. A server that keeps session users in memory (PGlite, whose
-- database lives in the server's own process) forgets them on the notification, before the statement
-- that caused it returns.
create function notify_session_user_changed() returns trigger language plpgsql as $$
begin
  if tg_argv[0] = '*' then
    perform pg_notify('session_user_changed', '*');
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    perform pg_notify('session_user_changed', to_jsonb(old) ->> tg_argv[0]);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform pg_notify('session_user_changed', to_jsonb(new) ->> tg_argv[0]);
  end if;
  return null;
end;
$$;

-- A lock, a company switch, a profile or settings change (the claims).
create trigger users_session_user_changed after update or delete on users
  for each row execute function notify_session_user_changed('id');
-- Joining or leaving a company, the location there.
create trigger company_memberships_session_user_changed after insert or update or delete on company_memberships
  for each row execute function notify_session_user_changed('user_id');
-- A role given, changed or taken away.
create trigger user_app_roles_session_user_changed after insert or update or delete on user_app_roles
  for each row execute function notify_session_user_changed('user_id');
-- What a role grants, a company's name or owner, an app's name: possibly every user.
create trigger role_permissions_session_user_changed after insert or update or delete on role_permissions
  for each statement execute function notify_session_user_changed('*');
create trigger companies_session_user_changed after update or delete on companies
  for each statement execute function notify_session_user_changed('*');
create trigger apps_session_user_changed after update or delete on apps
  for each statement execute function notify_session_user_changed('*');
