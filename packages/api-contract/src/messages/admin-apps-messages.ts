import type { Wording } from './languages';

/** Why the Eventsuite app stays, worded once: the app says it up front, the server's 409 says it again. */
export const adminAppsMessages = {
  portalNotDeletable: {
    en: 'The Eventsuite app is the portal itself and cannot be deleted.',
    de: 'Die Eventsuite-App ist das Portal selbst und kann nicht gelöscht werden.',
    fr: 'L’application Eventsuite est le portail lui-même et ne peut pas être supprimée.',
  },
} as const satisfies Record<string, Wording>;
export type AdminAppsMessageKey = keyof typeof adminAppsMessages;
