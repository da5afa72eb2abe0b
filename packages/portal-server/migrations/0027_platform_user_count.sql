-- The platform's user list at scale (issue 26 §4, ADR 0028): the number of users, kept in the transaction
-- that changes it, so the list's first page does not count 100 000 rows on every read; and the locked
-- users in name order, so the locked-users list does not walk every user to find the few locked ones.
-- One row; statement-level triggers change it once per statement, however many users a statement adds or
-- removes (a cascade included). Updating a user leaves it alone.
create table user_counts (
  singleton boolean primary key default true check (singleton),
  users integer not null check (users >= 0)
);

create function user_counts_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update user_counts set users = users + (select count(*) from added);
  else
    update user_counts set users = users - (select count(*) from removed);
  end if;
  return null;
end;
$$;
create trigger user_counts_insert after insert on users
  referencing new table as added for each statement execute function user_counts_change();
create trigger user_counts_delete after delete on users
  referencing old table as removed for each statement execute function user_counts_change();

insert into user_counts (users) select count(*) from users;

create index users_admin_locked_name_order_idx on users (lower(family_name), lower(given_name), id)
  where locked_at is not null;
