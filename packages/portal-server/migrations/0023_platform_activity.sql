-- The platform's activity log (issue 27 §3, ADR 0030).

-- Its right, granted where the starter seed already ran: to every role that lets its holders view the
-- platform's companies (the Platform administrator's). A new database gets it from the seed instead.
insert into permissions (name) values ('eventsuite.admin_can_view_activity') on conflict do nothing;
insert into role_permissions (role_id, permission)
  select role_id, 'eventsuite.admin_can_view_activity'
    from role_permissions
   where permission = 'eventsuite.admin_can_view_companies'
on conflict do nothing;

-- The filters of the platform's and the company's views, each read newest first: by actor, by target
-- (0005's object index leads with the object's type, which the filter does not name) and by type.
create index activity_log_actor_idx on activity_log (actor_user_id, occurred_at desc) where actor_user_id is not null;
create index activity_log_target_idx on activity_log (object_id, occurred_at desc);
create index activity_log_type_idx on activity_log (event_type, occurred_at desc);
