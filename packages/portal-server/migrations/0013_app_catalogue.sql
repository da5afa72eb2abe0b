-- The app catalogue (issue 14): what the app list, an app's page and the app administration show, and the
-- role a company gives its members in an app. Migration 0002 made apps, roles, permissions and
-- installations; this adds the fields of spec §3 it lacked.

-- The display name is what people read; `name` stays the administrator's name for it and
-- `technical_name` the name the app's own code and logs use. Descriptions and instructions in English
-- and German (the portal's two interface languages); French readers get English.
alter table apps
  add column technical_name text,
  add column display_name text not null default '',
  add column description_de text not null default '',
  add column instructions text not null default '',
  add column instructions_de text not null default '';
update apps set display_name = name where display_name = '';
alter table apps add constraint apps_technical_name_key unique (technical_name);

-- Screenshots of an app, shown on its page in this order.
create table app_screenshots (
  id uuid primary key default gen_random_uuid(),
  app_id uuid not null references apps (id) on delete cascade,
  -- File name in the upload folder, like apps.logo.
  file text not null,
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);
create index app_screenshots_app_idx on app_screenshots (app_id, sort_order);

-- The company role a company's members get in an app (spec §7 company-default-role); without a row, the
-- app's own default company role. Only a company role of that app (checked where it is set: a foreign
-- key cannot see is_personal).
create table company_default_roles (
  company_id uuid not null references companies (id) on delete cascade,
  app_id uuid not null references apps (id) on delete cascade,
  role_id uuid not null,
  primary key (company_id, app_id),
  constraint company_default_roles_role_fkey foreign key (role_id, app_id) references roles (id, app_id) on delete cascade
);
