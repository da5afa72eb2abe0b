import type { Wording } from './languages';

/** Why a change of a person's second factors is refused (409): the server answers, the app shows. */
export const twoFactorMessages = {
  totpAlreadySetUp: {
    en: 'An authenticator app is already set up. Remove it first to set up another one.',
    de: 'Eine Authenticator-App ist bereits eingerichtet. Entfernen Sie sie zuerst, um eine andere einzurichten.',
    fr: 'Une application d’authentification est déjà configurée. Supprimez-la d’abord pour en configurer une autre.',
  },
  noTotpSetup: {
    en: 'Start the setup of the authenticator app again.',
    de: 'Beginnen Sie die Einrichtung der Authenticator-App erneut.',
    fr: 'Recommencez la configuration de l’application d’authentification.',
  },
  noSecondFactor: {
    en: 'Set up an authenticator app or a passkey first.',
    de: 'Richten Sie zuerst eine Authenticator-App oder einen Passkey ein.',
    fr: 'Configurez d’abord une application d’authentification ou une clé d’accès.',
  },
} as const satisfies Record<string, Wording>;
export type TwoFactorMessageKey = keyof typeof twoFactorMessages;
