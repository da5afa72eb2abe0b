import type { Wording } from './languages';

/** The refusals of the app catalogue that are not field errors (ADR 0017), in English and German. */
export const appCatalogueMessages = {
  alwaysInstalled: {
    en: 'This app is always installed and cannot be uninstalled.',
    de: 'Diese App ist immer installiert und kann nicht deinstalliert werden.',
  },
  adminOnly: {
    en: 'Only an administrator can install or uninstall this app.',
    de: 'Nur ein Administrator kann diese App installieren oder deinstallieren.',
  },
  alreadyInstalled: {
    en: 'This app is installed already.',
    de: 'Diese App ist bereits installiert.',
  },
  notInstalled: {
    en: 'This app is not installed.',
    de: 'Diese App ist nicht installiert.',
  },
  noDefaultRole: {
    en: 'This app has no role to give yet. Ask an administrator to set its default role.',
    de: 'Diese App hat noch keine Rolle zu vergeben. Bitten Sie einen Administrator, ihre Standardrolle festzulegen.',
  },
} as const satisfies Record<string, Wording>;
export type AppCatalogueMessageKey = keyof typeof appCatalogueMessages;
