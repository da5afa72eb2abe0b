-- People, companies and what they may do. Portal permissions are the `eventsuite.` permissions of a
-- user's roles in the Eventsuite app, in their current company (or personally, for personal accounts).

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  -- scrypt hash in PHC-like form; null for accounts that cannot sign in with a password.
  password_hash text,
  given_name text not null default '',
  family_name text not null default '',
  gender text constraint users_gender_check check (gender in ('female', 'male')),
  phone_number text,
  position text,
  employment text constraint users_employment_check check (employment in ('employed', 'freelance')),
  avatar text,
  account_type text not null constraint users_account_type_check check (account_type in ('business', 'personal')),
  language text not null default 'en' constraint users_language_check check (language in ('de', 'en', 'fr')),
  locale text not null default 'en_GB' constraint users_locale_check check (locale ~ '^[a-z]{2}_[A-Z]{2}$'),
  date_format text not null default 'dmY' constraint users_date_format_check check (date_format in ('Ymd', 'dmY', 'mdY')),
  time_format text not null default '24' constraint users_time_format_check check (time_format in ('24', '12')),
  first_weekday smallint not null default 1 constraint users_first_weekday_check check (first_weekday between 0 and 6),
  currency text not null default 'EUR' constraint users_currency_check check (currency in ('EUR', 'USD')),
  thousand_separator text not null default 'apostrophe'
    constraint users_thousand_separator_check check (thousand_separator in ('apostrophe', 'comma', 'none', 'point', 'space')),
  decimal_separator text not null default 'point'
    constraint users_decimal_separator_check check (decimal_separator in ('apostrophe', 'comma', 'none', 'point', 'space')),
  system_of_measurement text not null default 'metric'
    constraint users_system_of_measurement_check check (system_of_measurement in ('imperial', 'metric')),
  -- Subject of this person at an external OpenID provider, when one is configured.
  external_subject text constraint users_external_subject_key unique,
  locked_at timestamptz,
  current_company_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));

create table companies (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  -- Companies of one group (e.g. subsidiaries) share this id.
  company_group_id uuid not null default gen_random_uuid(),
  -- Every company has exactly one owner, who must be one of its members (checked at commit).
  owner_id uuid not null references users (id) on delete restrict,
  email text,
  avatar text,
  street text,
  house_number text,
  postal_code text,
  city text,
  region text,
  state_abbr text,
  country text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index companies_owner_idx on companies (owner_id);

create table company_locations (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  name text not null,
  street text,
  house_number text,
  postal_code text,
  city text,
  country text,
  is_headquarters boolean not null default false,
  created_at timestamptz not null default now(),
  constraint company_locations_id_company_key unique (id, company_id)
);
create unique index company_locations_one_headquarters on company_locations (company_id) where is_headquarters;

create table apps (
  id uuid primary key default gen_random_uuid(),
  -- Stable technical name; the prefix of the app's permissions (e.g. `eventsuite`).
  internal_name text not null constraint apps_internal_name_key unique
    constraint apps_internal_name_check check (internal_name ~ '^[a-z][a-z0-9_-]*$'),
  name text not null,
  description text not null default '',
  logo text,
  visibility text not null default 'visible' constraint apps_visibility_check
    check (visibility in ('admin', 'admin_company', 'admin_personal', 'company', 'hidden', 'personal', 'visible')),
  always_installed boolean not null default false,
  admin_only boolean not null default false,
  auth_path text,
  comeback_path text,
  redirect_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table roles (
  id uuid primary key default gen_random_uuid(),
  app_id uuid not null references apps (id) on delete cascade,
  display_name text not null,
  -- A personal role is held by personal accounts; a company role within a company.
  is_personal boolean not null,
  is_default boolean not null default false,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  constraint roles_id_app_key unique (id, app_id)
);
-- One default personal and one default company role per app.
create unique index roles_one_default on roles (app_id, is_personal) where is_default;

create table permissions (
  name text primary key constraint permissions_name_check check (name ~ '^[a-z][a-z0-9_-]*\.[a-z][a-z0-9_]*$'),
  description text not null default ''
);

create table role_permissions (
  role_id uuid not null references roles (id) on delete cascade,
  permission text not null references permissions (name) on delete cascade on update cascade,
  primary key (role_id, permission)
);

create table company_memberships (
  company_id uuid not null references companies (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  location_id uuid,
  joined_at timestamptz not null default now(),
  primary key (company_id, user_id),
  constraint company_memberships_location_fkey foreign key (location_id, company_id)
    references company_locations (id, company_id) on delete set null (location_id)
);
create index company_memberships_user_idx on company_memberships (user_id);

-- The owner must be a member, and a user's current company must be one of theirs. Deferred, so a
-- company and its owner's membership can be created in one transaction.
alter table companies add constraint companies_owner_membership_fkey foreign key (id, owner_id)
  references company_memberships (company_id, user_id) deferrable initially deferred;
alter table users add constraint users_current_company_fkey foreign key (current_company_id, id)
  references company_memberships (company_id, user_id) on delete set null (current_company_id);

-- A user's role in an app: per company for business accounts, personal (company null) otherwise.
create table user_app_roles (
  user_id uuid not null references users (id) on delete cascade,
  app_id uuid not null references apps (id) on delete cascade,
  company_id uuid references companies (id) on delete cascade,
  role_id uuid not null,
  constraint user_app_roles_role_fkey foreign key (role_id, app_id) references roles (id, app_id) on delete cascade,
  constraint user_app_roles_one_role unique nulls not distinct (user_id, app_id, company_id)
);
create index user_app_roles_role_idx on user_app_roles (role_id);

-- An app installed for a company (all its members) or for one personal user.
create table installations (
  id uuid primary key default gen_random_uuid(),
  app_id uuid not null references apps (id) on delete cascade,
  company_id uuid references companies (id) on delete cascade,
  user_id uuid references users (id) on delete cascade,
  installed_at timestamptz not null default now(),
  constraint installations_one_holder check ((company_id is null) <> (user_id is null)),
  constraint installations_once unique nulls not distinct (app_id, company_id, user_id)
);
