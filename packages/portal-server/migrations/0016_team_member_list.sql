-- The team-member list of a big company (issue 13, ADR 0021): a page without a search is a range of one
-- index and its total a kept number; a search reads one table. Migration 0011 indexed the people
-- (users), so every page had to probe each candidate's membership and every total counted the members.

-- What the list sorts and searches by, copied from the member's user row into each membership: the keys of
-- the list's order (family name, given name, then the user id) and the text a search looks in (given name,
-- family name, email, position), lower-cased. The database keeps the copies, whatever code writes.
alter table company_memberships
  add column family_key text not null default '',
  add column given_key text not null default '',
  add column search_text text not null default '';

-- The one definition of the search text (team-members/queries.ts searches it with `like '%word%'`).
create function team_member_search_text(u users) returns text language sql stable as $$
  select lower(u.given_name || ' ' || u.family_name || ' ' || u.email || ' ' || coalesce(u.position, ''))
$$;

create function company_memberships_copy_user() returns trigger language plpgsql as $$
begin
  select lower(u.family_name), lower(u.given_name), team_member_search_text(u)
    into new.family_key, new.given_key, new.search_text
    from users u where u.id = new.user_id;
  return new;
end;
$$;
create trigger company_memberships_copy_user before insert or update of user_id on company_memberships
  for each row execute function company_memberships_copy_user();

create function users_copy_to_memberships() returns trigger language plpgsql as $$
begin
  update company_memberships
     set family_key = lower(new.family_name), given_key = lower(new.given_name),
         search_text = team_member_search_text(new)
   where user_id = new.id;
  return null;
end;
$$;
create trigger users_copy_to_memberships after update of given_name, family_name, email, position on users
  for each row
  when (old.given_name is distinct from new.given_name or old.family_name is distinct from new.family_name
    or old.email is distinct from new.email or old.position is distinct from new.position)
  execute function users_copy_to_memberships();

update company_memberships m
   set family_key = lower(u.family_name), given_key = lower(u.given_name), search_text = team_member_search_text(u)
  from users u where u.id = m.user_id;

-- A company's members in the list's order: the first page is the first 25 entries of the company's range.
create index company_memberships_name_order_idx on company_memberships (company_id, family_key, given_key, user_id);
-- A search: the trigrams of each word find the memberships whose text contains it (pg_trgm, migration 0011).
create index company_memberships_search_idx on company_memberships using gin (search_text gin_trgm_ops);
-- Migration 0011's indexes of the people served only the list.
drop index users_team_member_search_idx;
drop index users_name_order_idx;

-- How many members each company has, kept in the transaction that adds or removes them (a statement
-- trigger per change, so a statement that adds or removes many, or a cascade, changes the number once). A
-- table of its own, not a column of companies: any change of companies tells every server to forget every
-- session user (migration 0007). A company without a row has no members.
create table company_member_counts (
  company_id uuid primary key references companies (id) on delete cascade,
  members integer not null check (members >= 0)
);

create function company_member_counts_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into company_member_counts (company_id, members)
      select company_id, count(*) from added group by company_id
    on conflict (company_id) do update set members = company_member_counts.members + excluded.members;
  elsif tg_op = 'DELETE' then
    update company_member_counts c set members = c.members - r.n
      from (select company_id, count(*) as n from removed group by company_id) r
     where c.company_id = r.company_id;
  else
    -- Only a membership moved to another company (nothing does that today) changes a number; a new
    -- location or a renamed member leaves the rows alone. Where members left, the row exists (and a
    -- negative number may not be inserted, not even to meet a conflict): a plain update.
    update company_member_counts c set members = c.members + d.n
      from (select company_id, sum(delta) as n
              from (select company_id, 1 as delta from added union all select company_id, -1 from removed) m
             group by company_id) d
     where c.company_id = d.company_id and d.n < 0;
    insert into company_member_counts (company_id, members)
      select company_id, sum(delta)
        from (select company_id, 1 as delta from added union all select company_id, -1 from removed) m
       group by company_id having sum(delta) > 0
    on conflict (company_id) do update set members = company_member_counts.members + excluded.members;
  end if;
  return null;
end;
$$;
create trigger company_member_counts_insert after insert on company_memberships
  referencing new table as added for each statement execute function company_member_counts_change();
create trigger company_member_counts_delete after delete on company_memberships
  referencing old table as removed for each statement execute function company_member_counts_change();
create trigger company_member_counts_update after update on company_memberships
  referencing old table as removed new table as added for each statement
  execute function company_member_counts_change();

insert into company_member_counts (company_id, members)
  select company_id, count(*) from company_memberships group by company_id;
