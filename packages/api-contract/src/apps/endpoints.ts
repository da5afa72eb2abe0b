import { z } from 'zod/mini';
import {
  appAvailabilityAnswerSchema,
  appAvailabilityQuerySchema,
  appInstallInputSchema,
  catalogueAppDetailSchema,
  catalogueAppSchema,
  companyDefaultRoleInputSchema,
  companyDefaultRoleSchema,
  exposedAppSchema,
} from './schemas';
import { access, defineEndpoint } from '../endpoint';
import { dataOf } from '../data-of';
import { builtOnFirstUse } from '../built-on-first-use';

// The company's default role per app: the owner or a holder of can_edit_company_apps (spec §6, ADR 0017).
const companyApps = access.currentCompany({ company: ['can_edit_company_apps'] });
const companyAppParams = builtOnFirstUse(() => z.object({ company: z.uuid(), app: z.uuid() }));
/** An app named by its id or its internal name. */
const appParams = builtOnFirstUse(() => z.object({ app: z.string().check(z.minLength(1), z.maxLength(200)) }));

/**
 * The app catalogue of the signed-in account (spec §2 /apps, /apps/{app}, /app-not-installed; §7
 * available-apps, installed-apps, exposed-apps, app-instructions, company-default-role). Which apps an
 * account sees and may install follows appVisibleTo and appAvailability.
 */
export const appsEndpoints = {
  /** Every app the account sees, by display name. */
  listAvailableApps: defineEndpoint({
    method: 'GET',
    path: '/api/available-apps',
    response: dataOf(z.array(catalogueAppSchema)),
    access: access.ownAccount(),
  }),
  /** One app by id or internal name; 404 for one the account does not see. */
  showAvailableApp: defineEndpoint({
    method: 'GET',
    path: '/api/available-apps/:app',
    params: appParams,
    response: dataOf(catalogueAppDetailSchema),
    access: access.ownAccount(),
  }),
  /**
   * Installs an app for the account: for a personal user for themselves, in a company for the company
   * (the owner or can_edit_company_apps; 403 otherwise), every member getting its default role. 409 for
   * an admin_only or already installed app, or one without a role to give.
   */
  installApp: defineEndpoint({
    method: 'POST',
    path: '/api/installed-apps',
    body: appInstallInputSchema,
    response: dataOf(catalogueAppDetailSchema),
    access: access.ownAccount(),
    errors: [403, 404, 409],
  }),
  /** Uninstalls an app for the account (the same callers); 409 for an always-installed, admin_only or not installed app. */
  uninstallApp: defineEndpoint({
    method: 'DELETE',
    path: '/api/installed-apps/:app',
    params: appParams,
    response: dataOf(catalogueAppDetailSchema),
    access: access.ownAccount(),
    errors: [403, 409],
  }),
  /** What /app-not-installed says about an app, by internal name (spec §4). */
  showAppAvailability: defineEndpoint({
    method: 'GET',
    path: '/api/app-availability',
    query: appAvailabilityQuerySchema,
    response: dataOf(appAvailabilityAnswerSchema),
    access: access.ownAccount(),
  }),
  /** An app's public data, by internal name, for the apps of the platform (spec §7 exposed apps index). */
  showExposedApp: defineEndpoint({
    method: 'GET',
    path: '/api/exposed-apps',
    query: appAvailabilityQuerySchema,
    response: dataOf(exposedAppSchema),
    access: access.ownAccount(),
    errors: [404],
  }),
  /** The apps anyone may see (visibility `visible`), by display name: a signed-out catalogue (spec §7 public-apps). */
  listPublicApps: defineEndpoint({
    method: 'GET',
    path: '/api/public-apps',
    response: dataOf(z.array(exposedAppSchema)),
    access: access.public(),
  }),
  showCompanyDefaultRole: defineEndpoint({
    method: 'GET',
    path: '/api/companies/:company/apps/:app/company-default-role',
    params: companyAppParams,
    response: dataOf(companyDefaultRoleSchema),
    access: companyApps,
  }),
  /** 422 for a role that is not one of the app's company roles. */
  setCompanyDefaultRole: defineEndpoint({
    method: 'PUT',
    path: '/api/companies/:company/apps/:app/company-default-role',
    params: companyAppParams,
    body: companyDefaultRoleInputSchema,
    response: dataOf(companyDefaultRoleSchema),
    access: companyApps,
  }),
  /** Back to the app's default company role. */
  deleteCompanyDefaultRole: defineEndpoint({
    method: 'DELETE',
    path: '/api/companies/:company/apps/:app/company-default-role',
    params: companyAppParams,
    response: dataOf(companyDefaultRoleSchema),
    access: companyApps,
  }),
} as const;
