-- The company profile of spec §3: an optional second name, VAT number, website, phone (country, country
-- code and number, each an empty string when not given). The address, email and logo (column avatar)
-- came with migration 0002; region holds the canton, state or region. The verification state is read
-- from the company's latest verification request (migration 0009).
alter table companies
  add column optional_name text not null default '',
  add column vat_number text not null default '',
  add column website text not null default '',
  add column phone_country text not null default ''
    constraint companies_phone_country_check check (phone_country ~ '^([A-Z]{2})?$'),
  add column phone_country_code text not null default ''
    constraint companies_phone_country_code_check check (phone_country_code ~ '^(\+[0-9]{1,4})?$'),
  add column phone_number text not null default '';

alter table companies
  add constraint companies_name_check check (btrim(name) <> ''),
  add constraint companies_country_check check (country ~ '^[A-Z]{2}$');
