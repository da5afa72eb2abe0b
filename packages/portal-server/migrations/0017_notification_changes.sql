-- What a user's notification bell and the first page of their list show (notifications/routes.ts, ADR
-- 0010) is kept in memory by each server: their notifications, the crew inquiries among them and the
-- replies. Any change to one of these notifies the channel `notifications_changed` at commit with the id
-- of the user the notification is for, whatever code or person made it (a new notification, one read or
-- sent, a reply, a user's notifications deleted with them), and the servers forget what they kept of that
-- user, as they forget session users on migration 0007's `session_user_changed`.
create function notify_notifications_changed() returns trigger language plpgsql as $$
declare
  ids uuid[];
begin
  if tg_table_name = 'notifications' then
    if tg_op in ('UPDATE', 'DELETE') then
      perform pg_notify('notifications_changed', old.user_id::text);
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      perform pg_notify('notifications_changed', new.user_id::text);
    end if;
    return null;
  end if;
  -- A crew inquiry or a reply: the user of its notification (when that row itself goes, its own trigger
  -- above tells).
  if tg_op in ('UPDATE', 'DELETE') then
    ids := ids || (to_jsonb(old) ->> 'notification_id')::uuid;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    ids := ids || (to_jsonb(new) ->> 'notification_id')::uuid;
  end if;
  perform pg_notify('notifications_changed', user_id::text) from notifications where id = any (ids);
  return null;
end;
$$;

create trigger notifications_changed after insert or update or delete on notifications
  for each row execute function notify_notifications_changed();
create trigger crew_inquiries_changed after insert or update or delete on crew_inquiries
  for each row execute function notify_notifications_changed();
create trigger crew_inquiry_replies_changed after insert or update or delete on crew_inquiry_replies
  for each row execute function notify_notifications_changed();
