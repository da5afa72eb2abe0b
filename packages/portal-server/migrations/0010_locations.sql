-- Locations of a company (spec §3 Location): a name, an address and the headquarters flag. Migration
-- 0002 made the table with at most one headquarters per company; this adds the rest of the address, a
-- name unique within the company, and the rules that make the headquarters' address the company's.

alter table company_locations
  add column region text,
  add column state_abbr text,
  add column updated_at timestamptz not null default now();

-- Two locations of one company are told apart by their names.
create unique index company_locations_name_key on company_locations (company_id, lower(name));

-- Until now the company's address was the one kept: its headquarters take it over, and a company without
-- any location gets its headquarters from it.
update company_locations l
  set street = c.street, house_number = c.house_number, postal_code = c.postal_code, city = c.city,
      region = c.region, state_abbr = c.state_abbr, country = c.country
  from companies c
  where l.company_id = c.id and l.is_headquarters;
insert into company_locations (company_id, name, street, house_number, postal_code, city, region, state_abbr, country,
                               is_headquarters)
  select c.id, c.name, c.street, c.house_number, c.postal_code, c.city, c.region, c.state_abbr, c.country, true
  from companies c
  where not exists (select from company_locations l where l.company_id = c.id);

-- A company with locations has exactly one headquarters. At most one: the partial unique index of 0002.
-- At least one: checked at commit, so that the flag can move from one location to another in one
-- transaction. A company without any location (all removed with the company itself) passes.
create function company_locations_check_headquarters() returns trigger language plpgsql as $$
declare
  checked_company uuid := case tg_op when 'DELETE' then old.company_id else new.company_id end;
begin
  if exists (select from company_locations where company_id = checked_company)
     and not exists (select from company_locations where company_id = checked_company and is_headquarters) then
    raise exception 'company % has locations but no headquarters', checked_company
      using errcode = 'check_violation', constraint = 'company_locations_headquarters_required';
  end if;
  return null;
end;
$$;
create constraint trigger company_locations_headquarters_required
  after insert or update of is_headquarters or delete on company_locations
  deferrable initially deferred
  for each row execute function company_locations_check_headquarters();

-- The company's address is its headquarters' address (spec §7: the locations answer names the company as
-- the headquarters). Whichever side changes, the other follows in the same statement; each update only
-- writes what differs, so the two triggers stop after one round.
create function company_locations_copy_headquarters_address() returns trigger language plpgsql as $$
begin
  update companies
    set street = new.street, house_number = new.house_number, postal_code = new.postal_code, city = new.city,
        region = new.region, state_abbr = new.state_abbr, country = new.country, updated_at = now()
    where id = new.company_id
      and (street, house_number, postal_code, city, region, state_abbr, country)
        is distinct from (new.street, new.house_number, new.postal_code, new.city, new.region, new.state_abbr, new.country);
  return null;
end;
$$;
create trigger company_locations_headquarters_address
  after insert or update on company_locations
  for each row when (new.is_headquarters)
  execute function company_locations_copy_headquarters_address();

create function companies_copy_address_to_headquarters() returns trigger language plpgsql as $$
begin
  update company_locations
    set street = new.street, house_number = new.house_number, postal_code = new.postal_code, city = new.city,
        region = new.region, state_abbr = new.state_abbr, country = new.country, updated_at = now()
    where company_id = new.id and is_headquarters
      and (street, house_number, postal_code, city, region, state_abbr, country)
        is distinct from (new.street, new.house_number, new.postal_code, new.city, new.region, new.state_abbr, new.country);
  return null;
end;
$$;
create trigger companies_headquarters_address
  after update of street, house_number, postal_code, city, region, state_abbr, country on companies
  for each row execute function companies_copy_address_to_headquarters();
