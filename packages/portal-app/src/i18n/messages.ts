import type { IntlConfig } from 'react-intl';
import type { SupportedLocale } from './locale';

type Messages = NonNullable<IntlConfig['messages']>;

/**
 * The parts of the message catalogue beyond the core (message-parts.json, ADR 0014). A route names the
 * parts its screen needs (`messages` in the route table); its loader loads them with the screen.
 */
export type MessagePart = 'account' | 'admin' | 'apps' | 'company' | 'dashboard' | 'sign-in-steps';

export type Loader = () => Promise<{ default: Messages }>;

// Each catalogue is its own chunk: a visitor downloads only the language they read, and only the core.
const coreLoaders: Record<SupportedLocale, Loader> = {
  en_GB: () => import('./en.json'),
  de_DE: () => import('./de.json'),
  fr_FR: () => import('./fr.json'),
};
export type PartLoaders = Partial<Record<MessagePart, Record<SupportedLocale, Loader>>>;

// The sign-in page needs only its steps' part. The app's router adds its parts (app-message-parts.ts), so
// that the sign-in page's first screen does without their loaders.
const partLoaders: PartLoaders = {
  // The sign-in page's steps beyond the form (issue 30): loaded when one opens (WithMessagePart).
  'sign-in-steps': {
    en_GB: () => import('./en.sign-in-steps.json'),
    de_DE: () => import('./de.sign-in-steps.json'),
    fr_FR: () => import('./fr.sign-in-steps.json'),
  },
};

/** Adds the loaders of the app's catalogue parts (app-message-parts.ts). */
export function addPartLoaders(loaders: PartLoaders): void {
  Object.assign(partLoaders, loaders);
}

/**
 * The catalogue, answering its own "Translation is missing" (spec §8, `i18n.translationMissing`, declared
 * in common-messages.ts; this module is the boot step's and imports nothing of react-intl's) for an id it
 * lacks, rather than the bare id the built app would show (its descriptors keep only their ids). The
 * catalogue check in CI keeps this from ever showing; it is the fallback, not a way of working.
 */
export function withMissingMessageText(messages: Messages): Messages {
  const text = messages['i18n.translationMissing'];
  const lacks = (id: string | symbol) => typeof id === 'string' && !Object.hasOwn(messages, id);
  return new Proxy(messages, {
    get: (target, id) => (lacks(id) ? text : target[id as string]),
    // react-intl asks whether the catalogue has an id before it reads it.
    getOwnPropertyDescriptor: (target, id) =>
      lacks(id) ? { value: text, configurable: true } : Reflect.getOwnPropertyDescriptor(target, id),
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
    // An app part's loader is there once the router has loaded app-message-parts.ts, before any route asks.
    const loads = [coreLoaders[locale], ...wanted.map((part) => partLoaders[part]![locale])].map((load) => load());
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
