import type { IntlConfig } from 'react-intl';
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
};
const partLoaders: Record<MessagePart, Record<SupportedLocale, Loader>> = {
  account: { en_GB: () => import('./en.account.json'), de_DE: () => import('./de.account.json') },
  admin: { en_GB: () => import('./en.admin.json'), de_DE: () => import('./de.admin.json') },
  company: { en_GB: () => import('./en.company.json'), de_DE: () => import('./de.company.json') },
  apps: { en_GB: () => import('./en.apps.json'), de_DE: () => import('./de.apps.json') },
  // The dashboard's own texts: the sign-in page, the other first screen, does without them.
  dashboard: { en_GB: () => import('./en.dashboard.json'), de_DE: () => import('./de.dashboard.json') },
  // The sign-in page's steps beyond the form (issue 30): loaded when one opens (WithMessagePart).
  'sign-in-steps': {
    en_GB: () => import('./en.sign-in-steps.json'),
    de_DE: () => import('./de.sign-in-steps.json'),
  },
};

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
    const tracked: TrackedPromise = Promise.all(loads).then(
      (modules) => Object.assign({}, ...modules.map((module) => module.default)) as Messages,
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
