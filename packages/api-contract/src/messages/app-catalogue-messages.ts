import type { Wording } from './languages';

/** The refusals of the app catalogue that are not field errors (ADR 0017), in every catalogue language. */
export const appCatalogueMessages = {
  alwaysInstalled: {
    en: 'This app is always installed and cannot be uninstalled.',
    de: 'Diese App ist immer installiert und kann nicht deinstalliert werden.',
    fr: 'Cette application est toujours installée et ne peut pas être désinstallée.',
  },
  adminOnly: {
    en: 'Only an administrator can install or uninstall this app.',
    de: 'Nur ein Administrator kann diese App installieren oder deinstallieren.',
    fr: 'Seul un administrateur peut installer ou désinstaller cette application.',
  },
  alreadyInstalled: {
    en: 'This app is installed already.',
    de: 'Diese App ist bereits installiert.',
    fr: 'Cette application est déjà installée.',
  },
  notInstalled: {
    en: 'This app is not installed.',
    de: 'Diese App ist nicht installiert.',
    fr: 'Cette application n’est pas installée.',
  },
  noDefaultRole: {
    en: 'This app has no role to give yet. Ask an administrator to set its default role.',
    de: 'Diese App hat noch keine Rolle zu vergeben. Bitten Sie einen Administrator, ihre Standardrolle festzulegen.',
    fr: 'Cette application n’a pas encore de rôle à attribuer. Demandez à un administrateur de définir son rôle par défaut.',
  },
} as const satisfies Record<string, Wording>;
export type AppCatalogueMessageKey = keyof typeof appCatalogueMessages;
