-- Static pages' history and the System Settings (issue 27, ADR 0029).

-- Who saved a page's current text last; their name goes with their account.
alter table static_pages add column updated_by uuid references users (id) on delete set null;

-- Every saved text of a page, a restored one too: rows are only ever added.
create table static_page_versions (
  id bigint generated always as identity primary key,
  type text not null,
  locale text not null,
  title text not null,
  html text not null,
  saved_at timestamptz not null default now(),
  saved_by uuid references users (id) on delete set null,
  restored_from bigint references static_page_versions (id) on delete set null,
  foreign key (type, locale) references static_pages (type, locale) on delete cascade
);
create index static_page_versions_page_idx on static_page_versions (type, id desc);

-- What an installation already has becomes each page's first version.
insert into static_page_versions (type, locale, title, html, saved_at)
  select type, locale, title, html, updated_at from static_pages order by type, locale;

-- The one row of settings an administrator changes (the rest comes from the environment): the languages
-- people may choose, English always among them, and the Eventsuite role of a company's owner (null: the
-- default company role, as before). The personal and member roles are the Eventsuite app's default roles.
create table system_settings (
  id boolean primary key default true constraint system_settings_one_row check (id),
  supported_languages jsonb not null default '["en", "de"]'
    constraint system_settings_languages_check
    check (jsonb_typeof(supported_languages) = 'array' and supported_languages @> '["en"]'
           and supported_languages <@ '["en", "de"]'),
  company_owner_role_id uuid references roles (id) on delete set null
);
insert into system_settings default values;

-- Installations whose administrators exist already: who may change users may see and change the settings.
insert into permissions (name) values ('eventsuite.admin_can_view_settings'), ('eventsuite.admin_can_edit_settings')
  on conflict do nothing;
insert into role_permissions (role_id, permission)
  select role_id, p.name from role_permissions
    cross join (values ('eventsuite.admin_can_view_settings'), ('eventsuite.admin_can_edit_settings')) as p (name)
   where permission = 'eventsuite.admin_can_edit_users'
  on conflict do nothing;
