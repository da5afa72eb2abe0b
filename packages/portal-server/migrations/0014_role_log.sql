-- The log of an app's roles (issue 14, /admin/roles): the events about roles carry their app's id in
-- their details, and the roles response reads the newest of them by it.
create index activity_log_role_app_idx on activity_log ((details ->> 'app_id'), occurred_at desc)
  where object_type = 'role';
