import type { Wording } from './languages';

/** Why the headquarters stays, worded once: the app says it up front, the server's 409 says it again. */
export const locationMessages = {
  headquartersNotDeletable: {
    en: 'The headquarters cannot be deleted. Make another location the headquarters first.',
    de: 'Der Hauptsitz kann nicht gelöscht werden. Machen Sie zuerst einen anderen Standort zum Hauptsitz.',
    fr: 'Le siège ne peut pas être supprimé. Faites d’abord d’un autre site le siège.',
  },
  headquartersRequired: {
    en: 'A company always has a headquarters. Make another location the headquarters instead.',
    de: 'Eine Firma hat immer einen Hauptsitz. Machen Sie stattdessen einen anderen Standort zum Hauptsitz.',
    fr: 'Une entreprise a toujours un siège. Faites plutôt d’un autre site le siège.',
  },
} as const satisfies Record<string, Wording>;
export type LocationMessageKey = keyof typeof locationMessages;
