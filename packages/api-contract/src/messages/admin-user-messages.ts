import type { Wording } from './languages';

/** Why a change of a user by the platform administration is refused (409): the server answers, the app shows. */
export const adminUserMessages = {
  notYourself: {
    en: 'You cannot lock, demote or delete yourself.',
    de: 'Sie können sich nicht selbst sperren, herabstufen oder löschen.',
    fr: 'Vous ne pouvez pas vous bloquer, vous rétrograder ni vous supprimer vous-même.',
  },
  lastPlatformAdmin: {
    en: 'This is the last platform administrator. Make someone else one first.',
    de: 'Dies ist die letzte Plattform-Administration. Ernennen Sie zuerst eine weitere Person.',
    fr: 'Il s’agit du dernier administrateur de la plateforme. Nommez d’abord une autre personne administrateur.',
  },
  ownsCompany: {
    en: 'This user owns a company. Transfer its ownership before deleting the user.',
    de: 'Diese Person ist Inhaber einer Firma. Übertragen Sie zuerst die Inhaberschaft, bevor Sie sie löschen.',
    fr: 'Cette personne est propriétaire d’une entreprise. Transférez-en d’abord la propriété avant de la supprimer.',
  },
  appAlreadyInstalled: {
    en: 'The user already has this app.',
    de: 'Die Person hat diese App bereits.',
    fr: 'Cette personne dispose déjà de cette application.',
  },
  appWithoutRole: {
    en: 'This app has no role to give in this account yet.',
    de: 'Diese App hat in diesem Konto noch keine Rolle, die vergeben werden kann.',
    fr: 'Cette application n’a pas encore de rôle pouvant être attribué dans ce compte.',
  },
  appAlwaysInstalled: {
    en: 'This app is always installed and cannot be taken away.',
    de: 'Diese App ist immer installiert und kann nicht entfernt werden.',
    fr: 'Cette application est toujours installée et ne peut pas être retirée.',
  },
} as const satisfies Record<string, Wording>;
export type AdminUserMessageKey = keyof typeof adminUserMessages;
