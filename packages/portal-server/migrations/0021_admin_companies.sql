-- Company administration (issue 26, ADR 0027).

-- A declined request names a reason per failed checklist item: {"phone": "The number does not answer."}.
-- `reasons` (0009) keeps the reasons not tied to an item (a recall's). A decline needs one or the other.
alter table validation_requests
  add column check_reasons jsonb not null default '{}'
    constraint validation_requests_check_reasons_check check (jsonb_typeof(check_reasons) = 'object');
alter table validation_requests drop constraint validation_requests_decline_reasons_check;
alter table validation_requests add constraint validation_requests_decline_reasons_check
  check (decision is distinct from 'declined' or jsonb_array_length(reasons) > 0 or check_reasons <> '{}'::jsonb);
-- Waiting verifications, oldest first: /admin's figure and the list's filter.
create index validation_requests_open_idx on validation_requests (requested_at)
  where decision is null and withdrawn_at is null;

-- The owner hears of an administrator's decision in the bell.
alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check
  check (type in ('crew_inquiry', 'app_installed', 'role_changed', 'ownership_transferred', 'company_validation_decided'));

-- What /admin/companies sorts and searches by, kept by the database whatever code writes: the name in
-- lower case, and the text a search looks in (name, VAT number, city, the owner's name), lower-cased. A
-- table of its own, not columns of companies: any change of companies tells every server to forget
-- every session user (migration 0007), and a renamed owner would change companies rows.
create table company_search (
  company_id uuid primary key references companies (id) on delete cascade,
  name_key text not null,
  search_text text not null
);

-- The one definition of both (admin-companies/queries.ts searches with `like '%word%'`).
create function company_search_refresh(ids uuid[]) returns void language sql as $$
  insert into company_search (company_id, name_key, search_text)
  select c.id, lower(c.name),
         lower(c.name || ' ' || c.vat_number || ' ' || coalesce(c.city, '') || ' ' || u.given_name || ' ' || u.family_name)
    from companies c join users u on u.id = c.owner_id
   where c.id = any (ids)
  on conflict (company_id) do update set name_key = excluded.name_key, search_text = excluded.search_text
$$;

create function companies_copy_to_search() returns trigger language plpgsql as $$
begin
  perform company_search_refresh(array[new.id]);
  return null;
end;
$$;
create trigger companies_copy_to_search after insert or update of name, vat_number, city, owner_id on companies
  for each row execute function companies_copy_to_search();

create function users_copy_to_company_search() returns trigger language plpgsql as $$
begin
  perform company_search_refresh(array(select id from companies where owner_id = new.id));
  return null;
end;
$$;
create trigger users_copy_to_company_search after update of given_name, family_name on users
  for each row
  when (old.given_name is distinct from new.given_name or old.family_name is distinct from new.family_name)
  execute function users_copy_to_company_search();

select company_search_refresh(array(select id from companies));

-- The list's order: the first page is the first 25 entries of this index.
create index company_search_name_order_idx on company_search (name_key, company_id);
-- A search: the trigrams of each word find the companies whose text contains it (pg_trgm, migration 0011).
create index company_search_text_idx on company_search using gin (search_text gin_trgm_ops);
