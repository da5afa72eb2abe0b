import type { Wording } from './languages';

/** Why a change of a user by the platform administration is refused (409): the server answers, the app shows. */
export const adminUserMessages = {
  notYourself: {
    en: 'You cannot lock, demote or delete yourself.',
    de: 'Sie können sich nicht selbst sperren, herabstufen oder löschen.',
  },
  lastPlatformAdmin: {
    en: 'This is the last platform administrator. Make someone else one first.',
    de: 'Dies ist die letzte Plattform-Administration. Ernennen Sie zuerst eine weitere Person.',
  },
  ownsCompany: {
    en: 'This user owns a company. Transfer its ownership before deleting the user.',
    de: 'Diese Person ist Inhaber einer Firma. Übertragen Sie zuerst die Inhaberschaft, bevor Sie sie löschen.',
  },
  appAlreadyInstalled: {
    en: 'The user already has this app.',
    de: 'Die Person hat diese App bereits.',
  },
  appWithoutRole: {
    en: 'This app has no role to give in this account yet.',
    de: 'Diese App hat in diesem Konto noch keine Rolle, die vergeben werden kann.',
  },
  appAlwaysInstalled: {
    en: 'This app is always installed and cannot be taken away.',
    de: 'Diese App ist immer installiert und kann nicht entfernt werden.',
  },
} as const satisfies Record<string, Wording>;
export type AdminUserMessageKey = keyof typeof adminUserMessages;
