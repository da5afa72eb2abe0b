import { addPartLoaders, type Loader, type MessagePart } from './messages';
import type { SupportedLocale } from './locale';

// The catalogue parts of the app's routes (ADR 0014), which the app's router adds when it loads: the sign-in
// page, which needs none of them, does without their loaders on its first screen.
addPartLoaders({
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
} satisfies Record<Exclude<MessagePart, 'sign-in-steps'>, Record<SupportedLocale, Loader>>);
