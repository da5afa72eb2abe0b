import {
  messageLanguages,
  validationMessages,
  type AccountMessageKey,
  type AdminAppsMessageKey,
  type LabelledField,
  type LocationMessageKey,
  type MessageLanguage,
  type ValidationMessageKey,
} from '@eventsuite/api-contract';
import { createIntl, createIntlCache, type PrimitiveType } from 'react-intl';
import { catalogueIn } from '../i18n/catalogue';
import { storyCatalogues } from './story-catalogues';

/** The interface languages of the Storybook toolbar's Language global. */
export type StoryLocale = MessageLanguage;

/** A message id of the app's react-intl catalogue, e.g. 'profile.save'. */
export type MessageId = keyof typeof storyCatalogues.en;

/** The toolbar's language of a story (`context.globals`): 'de' or 'fr', English otherwise. */
export function storyLocaleOf(globals: Record<string, unknown>): StoryLocale {
  return messageLanguages.find((language) => language === globals.locale) ?? 'en';
}

const catalogues: Record<StoryLocale, Record<string, string>> = storyCatalogues;
/** The react-intl locale the app decorator renders each language in. */
const intlLocales: Record<StoryLocale, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

/** Every rich-text tag of the catalogues (e.g. `<hidden>`) reads as its text, as assistive technology hears it. */
const richTextAsText = Object.fromEntries(
  [
    ...new Set(
      Object.values(catalogues)
        .flatMap((catalogue) => Object.values(catalogue))
        .flatMap((text) => [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]!)),
    ),
  ].map((tag) => [tag, (chunks: unknown[]) => chunks.join('')]),
);

export interface StoryText {
  /**
   * The text of a message id in the story's language, formatted with `values` as the app formats it,
   * e.g. `t('dashboard.greeting', { firstName: 'Pia' })`. An id the catalogue lacks throws.
   */
  (id: MessageId, values?: Record<string, PrimitiveType>): string;
  readonly locale: StoryLocale;
  /** The locale the app formats dates, numbers and names in ('en-GB', 'de-DE'). */
  readonly intlLocale: string;
  /** A field's label from the contract's catalogue, e.g. `t.field('first_name')`. */
  field(field: LabelledField): string;
  /** A validation message of the contract's catalogue, naming the field if the message names one. */
  validation(key: ValidationMessageKey, field?: LabelledField): string;
  /** An account message of the contract's catalogue (which the server's 409s also send). */
  account(key: AccountMessageKey): string;
  /** A location message of the contract's catalogue (which the server's 409s also send). */
  location(key: LocationMessageKey): string;
  /** An app administration message of the contract's catalogue (which the server's 409s also send). */
  adminApps(key: AdminAppsMessageKey): string;
  /** A country's name in the story's language, as the country select names it (e.g. 'CH'). */
  country(code: string): string;
  /** A language's name in the story's language (e.g. 'fr'), as the settings name it. */
  language(code: string): string;
  /** A currency's name in the story's language (e.g. 'CHF'), as the settings name it. */
  currency(code: string): string;
  /** A weekday's name in the story's language, 0 Sunday to 6 Saturday ('Monday', short 'Mon'). */
  weekday(day: number, width?: 'long' | 'short'): string;
}

const cache = createIntlCache();

/**
 * Texts for play functions in the story's active language, so that a story passes whichever
 * language the toolbar (or `globals: { locale }`) renders it in:
 *
 *     play: async ({ canvasElement, globals }) => {
 *       const t = storyText(globals);
 *       await userEvent.click(within(canvasElement).getByRole('button', { name: t('profile.save') }));
 *     }
 */
export function storyText(globals: Record<string, unknown>): StoryText {
  const locale = storyLocaleOf(globals);
  const messages = catalogues[locale];
  const intlLocale = intlLocales[locale];
  const intl = createIntl(
    {
      locale: intlLocale,
      defaultLocale: intlLocales.en,
      messages,
      onError: (error) => {
        throw error;
      },
    },
    cache,
  );
  const catalogue = catalogueIn(locale);
  const names = (type: Intl.DisplayNamesType) => {
    const displayNames = new Intl.DisplayNames([intlLocale], { type, fallback: 'code' });
    return (code: string) => displayNames.of(code) ?? code;
  };

  const text = (id: MessageId, values?: Record<string, PrimitiveType>): string => {
    if (!Object.hasOwn(messages, id)) throw new Error(`storyText: no message '${id}' in the ${locale} catalogue.`);
    const formatted: unknown = intl.formatMessage({ id }, { ...richTextAsText, ...values });
    const text = Array.isArray(formatted) ? formatted.join('') : String(formatted);
    // French numbers come from Intl with a narrow no-break space ("1 000"). Testing Library's text
    // matchers read every space of an element's text as a plain one but take the expected text as given.
    return locale === 'fr' ? text.replace(/\u202f/g, ' ') : text;
  };
  return Object.assign(text, {
    locale,
    intlLocale,
    field: catalogue.fieldLabel,
    validation: (key: ValidationMessageKey, field?: LabelledField) => {
      if (!field && validationMessages[key][locale].includes('{field}')) {
        throw new Error(`storyText: the validation message '${key}' names a field; pass it.`);
      }
      return catalogue.validationMessage(key, field ? catalogue.fieldLabel(field) : '');
    },
    account: catalogue.accountMessage,
    location: catalogue.locationMessage,
    adminApps: catalogue.adminAppsMessage,
    country: names('region'),
    language: names('language'),
    currency: names('currency'),
    // 1 January 2023 was a Sunday.
    weekday: (day: number, width: 'long' | 'short' = 'long') =>
      new Intl.DateTimeFormat(intlLocale, { weekday: width, timeZone: 'UTC' }).format(
        new Date(Date.UTC(2023, 0, 1 + day, 12)),
      ),
  });
}

/**
 * A pattern for text that contains `text` verbatim, for a matcher that takes a RegExp: e.g.
 * `toHaveAccessibleDescription(containing(t.validation('file_too_large')))` when a hint precedes it.
 */
export function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
