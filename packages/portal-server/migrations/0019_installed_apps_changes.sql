-- The apps of an account (GET /api/installed-apps, asked on every dashboard load) are kept in memory by
-- each server (identity/routes.ts, ADR 0026), per account: a company's or a personal user's. Any change
-- to what that answer shows notifies the channel `installed_apps_changed` at commit, whatever code or
-- person made it: an installation added, changed or removed, with the id of the company or user it is
-- for; any change to an app (its name, description, logo, visibility, always installed, a new or deleted
-- app) with '*', every account. The servers forget what they kept of that account, as they forget
-- session users on migration 0007's `session_user_changed`.
create function notify_installed_apps_changed() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'apps' then
    perform pg_notify('installed_apps_changed', '*');
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    perform pg_notify('installed_apps_changed', coalesce(old.company_id, old.user_id)::text);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform pg_notify('installed_apps_changed', coalesce(new.company_id, new.user_id)::text);
  end if;
  return null;
end;
$$;

create trigger installations_installed_apps_changed after insert or update or delete on installations
  for each row execute function notify_installed_apps_changed();
create trigger apps_installed_apps_changed after insert or update or delete on apps
  for each statement execute function notify_installed_apps_changed();
