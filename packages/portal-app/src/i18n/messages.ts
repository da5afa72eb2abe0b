import { defineMessage, type IntlConfig } from 'react-intl';
import type { SupportedLocale } from './locale';

type Messages = NonNullable<IntlConfig['messages']>;

/**
 * The parts of the message catalogue beyond the core (message-parts.json, ADR 0014). A route names the
 * parts its screen needs (`messages` in the route table); its loader loads them with the screen.
 */
export type MessagePart = 'account' | 'admin' | 'apps' | 'company' | 'dashboard' | 'sign-in-steps';

type Loader = () => Promise<{ default: Messages }>;

// Each catalogue is its own chunk: a visitor downloads only the language they read, and only the core.
const coreLoaders: Record<SupportedLocale, Loader> = {
  en_GB: () => import('./en.json'),
  de_DE: () => import('./de.json'),
  fr_FR: () => import('./fr.json'),
};
const partLoaders: Record<MessagePart, Record<SupportedLocale, Loader>> = {
  account: {
    en_GB: () => import('./en.account.json'),
    de_DE: () => import('./de.account.json'),
    fr_FR: () => import('./fr.account.json'),
  },
  admin: {
    en_GB: () => import('./en.admin.json'),
    de_DE: () => import('./de.admin.json'),
    fr_FR: () => import('./fr.admin.json'),
  },
  company: {
    en_GB: () => import('./en.company.json'),
    de_DE: () => import('./de.company.json'),
    fr_FR: () => import('./fr.company.json'),
  },
  apps: {
    en_GB: () => import('./en.apps.json'),
    de_DE: () => import('./de.apps.json'),
    fr_FR: () => import('./fr.apps.json'),
  },
  // The dashboard's own texts: the sign-in page, the other first screen, does without them.
  dashboard: {
    en_GB: () => import('./en.dashboard.json'),
    de_DE: () => import('./de.dashboard.json'),
    fr_FR: () => import('./fr.dashboard.json'),
  },
  // The sign-in page's steps beyond the form (issue 30): loaded when one opens (WithMessagePart).
  'sign-in-steps': {
    en_GB: () => import('./en.sign-in-steps.json'),
    de_DE: () => import('./de.sign-in-steps.json'),
    fr_FR: () => import('./fr.sign-in-steps.json'),
  },
};

const missingMessage = defineMessage({ id: 'i18n.translationMissing', defaultMessage: 'Translation is missing' });

/**
 * The catalogue, answering "Translation is missing" (spec §8) for an id it lacks, in its own language,
 * rather than the bare id the built app would show (its descriptors keep only their ids). The catalogue
 * check in CI keeps this from ever showing; it is the fallback, not a way of working.
 */
export function withMissingMessageText(messages: Messages): Messages {
  const text = messages[missingMessage.id] ?? missingMessage.defaultMessage;
  const lacks = (id: string | symbol) => typeof id === 'string' && !Object.hasOwn(messages, id);
  return new Proxy(messages, {
    get: (target, id, receiver) => (lacks(id) ? text : Reflect.get(target, id, receiver)),
    // react-intl asks whether the catalogue has an id before it reads it.
    getOwnPropertyDescriptor: (target, id) =>
      lacks(id)
        ? { value: text, writable: false, enumerable: false, configurable: true }
        : Reflect.getOwnPropertyDescriptor(target, id),
    has: (target, id) => lacks(id) || Reflect.has(target, id),
  });
}

/** A promise React's `use()` reads at once once it has settled, without suspending again. */
type TrackedPromise = Promise<Messages> & { status?: 'fulfilled'; value?: Messages };

const cache = new Map<string, TrackedPromise>();

/**
 * The core catalogue of `locale` merged with `parts`: the same promise for the same locale and parts,
 * so React's `use()` can suspend on it, and marked fulfilled once loaded, so that after a route's
 * loader has awaited it the page renders without suspending again.
 */
export function messagesFor(locale: SupportedLocale, parts: readonly MessagePart[] = []): Promise<Messages> {
  const wanted = [...new Set(parts)].sort();
  const key = [locale, ...wanted].join(' ');
  let pending = cache.get(key);
  if (!pending) {
    const loads = [coreLoaders[locale], ...wanted.map((part) => partLoaders[part][locale])].map((load) => load());
    const tracked: TrackedPromise = Promise.all(loads).then((modules) =>
      withMissingMessageText(Object.assign({}, ...modules.map((module) => module.default)) as Messages),
    );
    void tracked.then((messages) => {
      tracked.status = 'fulfilled';
      tracked.value = messages;
    });
    pending = tracked;
    cache.set(key, pending);
  }
  return pending;
}
