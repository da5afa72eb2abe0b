import type { Wording } from './languages';

/** Why an app's sign-in cannot be changed, worded once: the app says it up front, the server's 409 again. */
export const appSignInMessages = {
  portalClientFixed: {
    en: 'The portal signs in with the client of its configuration, which cannot be changed here.',
    de: 'Das Portal meldet sich mit dem Client aus seiner Konfiguration an, der hier nicht geändert werden kann.',
    fr: 'Le portail se connecte avec le client de sa configuration, qui ne peut pas être modifié ici.',
  },
  noSecretToRotate: {
    en: 'Only a confidential client has a secret. Make the client confidential to give it one.',
    de: 'Nur ein vertraulicher Client hat ein Geheimnis. Machen Sie den Client vertraulich, um ihm eines zu geben.',
    fr: 'Seul un client confidentiel possède un secret. Rendez le client confidentiel pour lui en attribuer un.',
  },
} as const satisfies Record<string, Wording>;
export type AppSignInMessageKey = keyof typeof appSignInMessages;
