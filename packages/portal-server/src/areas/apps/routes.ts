import {
  appAvailability,
  appCatalogueMessages,
  appVisibleTo,
  endpoints,
  isPlatformAdmin,
  type AppCatalogueMessageKey,
  type CatalogueAppDetail,
  type CatalogueViewer,
  type MessageLanguage,
} from '@eventsuite/api-contract';
import type { Area } from '../../area';
import { companyDefaultRoleOf, installedAppIdsOf } from './installed-apps';
import { runChange } from '../../changes/change';
import type { Database } from '../../db/index';
import { currentCompanyIdOf } from '../../http/company-scope';
import { identityOf, permissionDeniedMessage, registerEndpoint } from '../../http/endpoint';
import { FieldValidationError, HttpError, notFoundMessage } from '../../http/errors';
import { messageLanguageOf } from '../../http/validation-messages';
import type { Identity } from '../../authentication/caller';
import { toCatalogueApp, toCatalogueAppDetail, toCompanyDefaultRole, toExposedApp, type AppStanding } from './mapping';
import {
  appDefaultRole,
  chosenCompanyDefaultRole,
  companyRolesOf,
  everyApp,
  findApp,
  installForCompany,
  installForUser,
  publicApps,
  removeCompanyDefaultRole,
  roleNames,
  roleNamesOf,
  saveCompanyDefaultRole,
  screenshotsOf,
  uninstallForCompany,
  uninstallForUser,
  type CatalogueAccount,
  type CatalogueAppRow,
} from './queries';

type LanguageRequest = { headers: { 'accept-language'?: string } };

const languageOf = (request: LanguageRequest): MessageLanguage => messageLanguageOf(request.headers['accept-language']);

const refusal = (request: LanguageRequest, key: AppCatalogueMessageKey) =>
  new HttpError(409, appCatalogueMessages[key][languageOf(request)]);

/** Who looks at the catalogue, and whether they install for their account (ADR 0017). */
interface Viewer extends CatalogueViewer {
  account: CatalogueAccount;
  canInstall: boolean;
}

function viewerOf({ user }: Identity): Viewer {
  const inCompany = user.companyId !== null;
  return {
    account: { userId: user.id, companyId: user.companyId },
    inCompany,
    isPlatformAdmin: isPlatformAdmin(user.permissions),
    canInstall: inCompany
      ? user.isOwner || user.permissions.has('can_edit_company_apps')
      : user.accountType === 'personal',
  };
}

/** What the account knows about its apps: which are installed for it and its role in each. */
async function accountFacts(db: Database, viewer: Viewer) {
  const [installed, roles] = await Promise.all([
    installedAppIdsOf(db, viewer.account),
    roleNamesOf(db, viewer.account),
  ]);
  return (app: CatalogueAppRow): AppStanding => ({
    availability: appAvailability({ app, installed: installed.has(app.id), viewer }),
    canChange: viewer.canInstall && !app.adminOnly && !app.alwaysInstalled,
    role: roles.get(app.id) ?? null,
  });
}

/** One app in full as the account sees it. */
async function detailOf(
  db: Database,
  viewer: Viewer,
  app: CatalogueAppRow,
  language: MessageLanguage,
): Promise<CatalogueAppDetail> {
  const [standing, screenshots] = await Promise.all([accountFacts(db, viewer), screenshotsOf(db, app.id)]);
  return toCatalogueAppDetail(app, standing(app), language, {
    screenshots,
    setsCompanyDefaultRole: viewer.inCompany && viewer.canInstall,
  });
}

/** The app by id or internal name, when the account sees it; 404 otherwise, as for a missing one. */
async function visibleApp(db: Pick<Database, 'select'>, viewer: Viewer, idOrName: string): Promise<CatalogueAppRow> {
  const app = await findApp(db, idOrName);
  if (!app || !appVisibleTo(app.visibility, viewer)) throw new HttpError(404, notFoundMessage);
  return app;
}

/** The company's default role in an app as the owner sees it. */
async function companyDefaultRoleAnswer(db: Database, companyId: string, appId: string) {
  const [chosen, appDefault, roles] = await Promise.all([
    chosenCompanyDefaultRole(db, companyId, appId),
    appDefaultRole(db, appId, false),
    companyRolesOf(db, appId),
  ]);
  return { data: toCompanyDefaultRole(chosen, appDefault, roles) };
}

/**
 * The app catalogue of the signed-in account (spec §2 /apps, /apps/{app}, /app-not-installed, ADR 0017):
 * the apps it sees by appVisibleTo, installing and uninstalling them for the account (a personal user for
 * themselves, in a company the owner or can_edit_company_apps for the company), the company's default
 * role per app, and an app's public data for the platform's other apps.
 */
export const appsArea: Area = {
  name: 'apps',
  register(app, deps) {
    const { db } = deps;

    registerEndpoint(app, endpoints.listAvailableApps, async (request) => {
      const viewer = viewerOf(identityOf(request));
      const language = languageOf(request);
      const [rows, standing] = await Promise.all([everyApp(db), accountFacts(db, viewer)]);
      return {
        data: rows
          .filter((row) => appVisibleTo(row.visibility, viewer))
          .map((row) => toCatalogueApp(row, standing(row), language)),
      };
    });

    registerEndpoint(app, endpoints.showAvailableApp, async (request) => {
      const viewer = viewerOf(identityOf(request));
      const found = await visibleApp(db, viewer, request.params.app);
      return { data: await detailOf(db, viewer, found, languageOf(request)) };
    });

    registerEndpoint(app, endpoints.installApp, async (request) => {
      const viewer = viewerOf(identityOf(request));
      const { userId, companyId } = viewer.account;
      const found = await visibleApp(db, viewer, request.body.app);
      if (!viewer.canInstall) throw new HttpError(403, permissionDeniedMessage);
      if (found.adminOnly) throw refusal(request, 'adminOnly');
      await runChange(deps, { userId }, async (change) => {
        const installed = (await installedAppIdsOf(change.tx, viewer.account)).has(found.id);
        if (installed || found.alwaysInstalled) throw refusal(request, 'alreadyInstalled');
        if (companyId === null) {
          const role = await appDefaultRole(change.tx, found.id, true);
          if (!role) throw refusal(request, 'noDefaultRole');
          await installForUser(change.tx, userId, found.id, role);
          await change.log({
            type: 'user_app_installed',
            object: { type: 'app', id: found.id },
            details: { app: found.displayName },
          });
          return;
        }
        const role = await companyDefaultRoleOf(change.tx, companyId, found.id);
        if (!role) throw refusal(request, 'noDefaultRole');
        const members = await installForCompany(change.tx, companyId, found.id, role);
        await change.log({
          type: 'team_member_app_installed',
          object: { type: 'app', id: found.id },
          companyId,
          details: { app: found.displayName, members: String(members) },
        });
      });
      return { data: await detailOf(db, viewer, found, languageOf(request)) };
    });

    registerEndpoint(app, endpoints.uninstallApp, async (request) => {
      const viewer = viewerOf(identityOf(request));
      const { userId, companyId } = viewer.account;
      const found = await visibleApp(db, viewer, request.params.app);
      if (!viewer.canInstall) throw new HttpError(403, permissionDeniedMessage);
      if (found.alwaysInstalled) throw refusal(request, 'alwaysInstalled');
      if (found.adminOnly) throw refusal(request, 'adminOnly');
      await runChange(deps, { userId }, async (change) => {
        if (companyId === null) {
          if (!(await uninstallForUser(change.tx, userId, found.id))) throw refusal(request, 'notInstalled');
          await change.log({
            type: 'user_app_uninstalled',
            object: { type: 'app', id: found.id },
            details: { app: found.displayName },
          });
          return;
        }
        const { removed, members } = await uninstallForCompany(change.tx, companyId, found.id);
        if (!removed) throw refusal(request, 'notInstalled');
        await change.log({
          type: 'team_member_app_removed',
          object: { type: 'app', id: found.id },
          companyId,
          details: { app: found.displayName, members: String(members) },
        });
      });
      return { data: await detailOf(db, viewer, found, languageOf(request)) };
    });

    registerEndpoint(app, endpoints.showAppAvailability, async (request) => {
      const viewer = viewerOf(identityOf(request));
      const found = await findApp(db, request.query.app);
      if (!found) return { data: { availability: 'not_found' as const, app: null } };
      const detail = await detailOf(db, viewer, found, languageOf(request));
      const visible = appVisibleTo(found.visibility, viewer);
      return { data: { availability: detail.availability, app: visible ? detail : null } };
    });

    registerEndpoint(app, endpoints.showExposedApp, async (request) => {
      const found = await findApp(db, request.query.app);
      if (!found) throw new HttpError(404, notFoundMessage);
      return { data: toExposedApp(found, languageOf(request)) };
    });

    registerEndpoint(app, endpoints.listPublicApps, async (request) => {
      const language = languageOf(request);
      return { data: (await publicApps(db)).map((row) => toExposedApp(row, language)) };
    });

    registerEndpoint(app, endpoints.showCompanyDefaultRole, async (request) => {
      const viewer = viewerOf(identityOf(request));
      const companyId = currentCompanyIdOf(request);
      const found = await visibleApp(db, viewer, request.params.app);
      return companyDefaultRoleAnswer(db, companyId, found.id);
    });

    registerEndpoint(app, endpoints.setCompanyDefaultRole, async (request) => {
      const viewer = viewerOf(identityOf(request));
      const companyId = currentCompanyIdOf(request);
      const found = await visibleApp(db, viewer, request.params.app);
      const chosen = (await companyRolesOf(db, found.id)).find((role) => role.id === request.body.role);
      if (!chosen) throw new FieldValidationError({ role: ['app_company_role'] });
      await runChange(deps, { userId: viewer.account.userId }, async (change) => {
        const previous = await saveCompanyDefaultRole(change.tx, companyId, found.id, chosen.id);
        const previousName = previous ? (await roleNames(change.tx, [previous])).get(previous) : undefined;
        await change.log({
          type: previous === null ? 'company_default_role_set' : 'company_default_role_updated',
          object: { type: 'app', id: found.id },
          companyId,
          details: {
            app: found.displayName,
            role: chosen.displayName,
            ...(previousName ? { from_role: previousName } : {}),
          },
        });
      });
      return companyDefaultRoleAnswer(db, companyId, found.id);
    });

    registerEndpoint(app, endpoints.deleteCompanyDefaultRole, async (request) => {
      const viewer = viewerOf(identityOf(request));
      const companyId = currentCompanyIdOf(request);
      const found = await visibleApp(db, viewer, request.params.app);
      await runChange(deps, { userId: viewer.account.userId }, async (change) => {
        const removed = await removeCompanyDefaultRole(change.tx, companyId, found.id);
        if (removed === null) return;
        const removedName = (await roleNames(change.tx, [removed])).get(removed);
        await change.log({
          type: 'company_default_role_deleted',
          object: { type: 'app', id: found.id },
          companyId,
          details: { app: found.displayName, ...(removedName ? { role: removedName } : {}) },
        });
      });
      return companyDefaultRoleAnswer(db, companyId, found.id);
    });
  },
};
