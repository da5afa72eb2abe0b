-- Legal and information pages shown in the footer modals, one row per page type and language.
create table static_pages (
  type text not null constraint static_pages_type_check check (type in ('terms', 'privacy', 'imprint', 'about')),
  locale text not null constraint static_pages_locale_check check (locale in ('en', 'de')),
  title text not null,
  html text not null,
  updated_at timestamptz not null default now(),
  primary key (type, locale)
);
