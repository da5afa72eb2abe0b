import type {
  AppAvailability,
  CatalogueApp,
  CatalogueAppDetail,
  CompanyDefaultRole,
  ExposedApp,
  MessageLanguage,
} from '@eventsuite/api-contract';
import type { CatalogueAppRow } from './queries';

/**
 * A text in the caller's language: German where the app has one, English otherwise. Apps keep their
 * descriptions and instructions in English and German only, so French readers get the English text.
 */
const worded = (language: MessageLanguage, english: string, german: string) =>
  language === 'de' && german.trim() !== '' ? german : english;

/**
 * Where "Open" goes: the app's auth_path on its redirect URL's origin. Null when either is missing, when
 * the redirect URL is not http(s), or when the path would leave that origin.
 */
export function openHrefOf(app: Pick<CatalogueAppRow, 'authPath' | 'redirectUrl'>): string | null {
  if (!app.redirectUrl || !app.authPath) return null;
  try {
    const base = new URL(app.redirectUrl);
    const target = new URL(app.authPath, base);
    if (base.protocol !== 'http:' && base.protocol !== 'https:') return null;
    return target.origin === base.origin ? target.href : null;
  } catch {
    return null;
  }
}

/** What the account can do about one app, decided by the routes (appAvailability). */
export interface AppStanding {
  availability: AppAvailability;
  canChange: boolean;
  role: string | null;
}

export const toCatalogueApp = (
  app: CatalogueAppRow,
  standing: AppStanding,
  language: MessageLanguage,
): CatalogueApp => ({
  id: app.id,
  internal_name: app.internalName,
  display_name: app.displayName,
  description: worded(language, app.description, app.descriptionDe),
  logo: app.logo,
  installed: standing.availability === 'installed',
  always_installed: app.alwaysInstalled,
  availability: standing.availability,
  can_change: standing.canChange,
  role: standing.role,
});

export const toCatalogueAppDetail = (
  app: CatalogueAppRow,
  standing: AppStanding,
  language: MessageLanguage,
  extra: { screenshots: string[]; setsCompanyDefaultRole: boolean },
): CatalogueAppDetail => ({
  ...toCatalogueApp(app, standing, language),
  instructions: worded(language, app.instructions, app.instructionsDe),
  screenshots: extra.screenshots,
  open_href: openHrefOf(app),
  sets_company_default_role: extra.setsCompanyDefaultRole,
});

export const toExposedApp = (app: CatalogueAppRow, language: MessageLanguage): ExposedApp => ({
  internal_name: app.internalName,
  display_name: app.displayName,
  description: worded(language, app.description, app.descriptionDe),
  logo: app.logo,
  open_href: openHrefOf(app),
});

export const toCompanyDefaultRole = (
  chosen: string | null,
  appDefault: string | null,
  roles: { id: string; displayName: string }[],
): CompanyDefaultRole => ({
  role_id: chosen,
  app_default_role_id: appDefault,
  roles: roles.map((role) => ({ id: role.id, display_name: role.displayName })),
});
