-- French is a complete third language (spec §9): static pages may have a French text, and the System
-- Settings may offer French, which they now do by default.

alter table static_pages drop constraint static_pages_locale_check;
alter table static_pages add constraint static_pages_locale_check check (locale in ('en', 'de', 'fr'));

alter table system_settings drop constraint system_settings_languages_check;
alter table system_settings add constraint system_settings_languages_check
  check (jsonb_typeof(supported_languages) = 'array' and supported_languages @> '["en"]'
         and supported_languages <@ '["en", "de", "fr"]');
alter table system_settings alter column supported_languages set default '["en", "de", "fr"]';

-- An installation still offering exactly English and German (the old default) offers French as well; one
-- whose administrator chose otherwise keeps that choice. The administrator can still remove French.
update system_settings set supported_languages = '["en", "de", "fr"]'
 where supported_languages @> '["en", "de"]' and supported_languages <@ '["en", "de"]';
