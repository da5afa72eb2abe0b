import {
  adminAppsMessages,
  appScreenshotRules,
  endpoints,
  type AdminApp,
  type AppInput,
  type ValidationMessageKey,
} from '@eventsuite/api-contract';
import type { FastifyRequest } from 'fastify';
import type { Area, AreaDeps } from '../../area';
import { runChange, type Change } from '../../changes/change';
import type { Database } from '../../db/index';
import { hasSqlState, sqlState } from '../../db/errors';
import { identityOf, registerEndpoint } from '../../http/endpoint';
import { FieldValidationError, HttpError, notFoundMessage } from '../../http/errors';
import { registerUploadScope } from '../../http/upload';
import { messageLanguageOf } from '../../http/validation-messages';
import { portalAppName } from './portal-app';
import type { ImageFiles } from '../../images/image-files';
import { imageFilesOf } from '../../images/routes';
import { preparePicture } from '../../images/square-image';
import { receiveImage, receiveSquareImage, removeReplacedImage } from '../../images/upload';
import { registerAppSignIn } from './sign-in-routes';
import { appColumns, changedFields, toAdminApp, toAdminAppSummary } from './mapping';
import {
  allApps,
  deleteApp,
  deleteScreenshot,
  insertApp,
  insertScreenshot,
  loadApp,
  reorderScreenshots,
  rolesOf,
  screenshotsOf,
  setDefaultRole,
  takenNames,
  updateApp,
  type RoleRow,
} from './queries';

const logoRefusals = { type: 'logo_type', dimensions: 'logo_dimensions' } as const;
const screenshotRefusals = { type: 'screenshot_type', dimensions: 'screenshot_dimensions' } as const;

/** The two default roles of an app (spec §6): one personal, one company role, each a role of the app. */
const defaultRoleKinds = [
  { isPersonal: true, field: 'default_personal_role', refusal: 'personal_role_of_app', kind: 'personal' },
  { isPersonal: false, field: 'default_company_role', refusal: 'company_role_of_app', kind: 'company' },
] as const;

/** The app as the contract shows it, or 404. */
async function adminAppOf(db: Database, appId: string, options?: { lock: boolean }): Promise<AdminApp> {
  const app = await loadApp(db, appId, options);
  if (!app) throw new HttpError(404, notFoundMessage);
  return toAdminApp(app, await screenshotsOf(db, appId), await rolesOf(db, appId));
}

/**
 * Every rule of an input the schema cannot state, as one 422: unique names, the portal's fixed internal
 * name, and default roles that are roles of this app of the right kind.
 */
async function checkInput(db: Database, input: AppInput, before: AdminApp | undefined, roles: readonly RoleRow[]) {
  const errors: Record<string, ValidationMessageKey[]> = {};
  if (before?.is_portal && input.internal_name !== portalAppName) errors.internal_name = ['portal_internal_name'];
  const taken = await takenNames(
    db,
    { internalName: input.internal_name, technicalName: input.technical_name || null },
    before?.id,
  );
  if (taken.internalName) errors.internal_name = ['unique'];
  if (taken.technicalName) errors.technical_name = ['unique'];
  for (const { isPersonal, field, refusal } of defaultRoleKinds) {
    const roleId = input[field];
    if (roleId !== null && !roles.some((role) => role.id === roleId && role.isPersonal === isPersonal)) {
      errors[field] = [refusal];
    }
  }
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
}

/** Moves the app's default roles to the input's, logging each set, changed or removed default. */
async function moveDefaultRoles(change: Change, app: AdminApp, input: AppInput, roles: readonly RoleRow[]) {
  const nameOf = (roleId: string) => roles.find((role) => role.id === roleId)?.displayName ?? '';
  for (const { isPersonal, field, kind } of defaultRoleKinds) {
    const previous = app[field];
    const next = input[field];
    if (previous === next) continue;
    await setDefaultRole(change.tx, app.id, isPersonal, next);
    const type =
      previous === null ? 'default_role_set' : next === null ? 'default_role_deleted' : 'default_role_updated';
    await change.log({
      type,
      object: { type: 'role', id: (next ?? previous)! },
      details: {
        app_id: app.id,
        kind,
        ...(previous === null ? {} : { from_role: nameOf(previous) }),
        ...(next === null ? {} : { to_role: nameOf(next) }),
      },
    });
  }
}

/** The constraint a database error names (PGlite's and node-postgres' errors carry it, Drizzle wraps them). */
function violatedConstraint(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { constraint } = error as { constraint?: unknown };
  return typeof constraint === 'string' ? constraint : violatedConstraint(error.cause);
}

/** A unique name another change took between the check and the write: the same 422 as the check's. */
async function withUniqueNames<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!hasSqlState(error, sqlState.uniqueViolation)) throw error;
    const technical = violatedConstraint(error) === 'apps_technical_name_key';
    throw new FieldValidationError(technical ? { technical_name: ['unique'] } : { internal_name: ['unique'] });
  }
}

const logUpdate = (change: Change, app: AdminApp, fields: string[]) =>
  change.log({ type: 'app_updated', object: { type: 'app', id: app.id }, details: { fields } });

/** Sets the app's logo file name, or none; the replaced file is removed after the commit. */
async function replaceLogo(
  deps: AreaDeps,
  files: ImageFiles,
  request: FastifyRequest,
  appId: string,
  name: string | null,
) {
  return runChange(deps, { userId: identityOf(request).user.id }, async (change) => {
    const before = await adminAppOf(change.tx, appId, { lock: true });
    await updateApp(change.tx, appId, { logo: name });
    if (removeReplacedImage(change, files, request.log, before.logo, name)) await logUpdate(change, before, ['logo']);
    return adminAppOf(change.tx, appId);
  });
}

/**
 * The platform's administration of apps (issue 14 §3): every field of spec §3, the default roles, the
 * logo and screenshots. Viewing needs admin_can_view_apps, changing admin_can_edit_apps; every change
 * logs its event in its transaction (no company: the platform's log). Each app's OpenID client is
 * administered here too (sign-in-routes.ts).
 */
export const adminAppsArea: Area = {
  name: 'admin-apps',
  async register(app, deps) {
    const { db } = deps;
    const files = imageFilesOf(deps.config);

    registerEndpoint(app, endpoints.listApps, async () => ({ data: (await allApps(db)).map(toAdminAppSummary) }));

    registerEndpoint(app, endpoints.showApp, async (request) => ({
      data: await adminAppOf(db, request.params.app),
    }));

    registerEndpoint(app, endpoints.createApp, async (request) => {
      const input = request.body;
      const data = await withUniqueNames(() =>
        runChange(deps, { userId: identityOf(request).user.id }, async (change) => {
          await checkInput(change.tx, input, undefined, []);
          const appId = await insertApp(change.tx, appColumns(input));
          await change.log({
            type: 'app_created',
            object: { type: 'app', id: appId },
            details: { internal_name: input.internal_name, display_name: input.display_name },
          });
          return adminAppOf(change.tx, appId);
        }),
      );
      return { data };
    });

    registerEndpoint(app, endpoints.updateApp, async (request) => {
      const input = request.body;
      const appId = request.params.app;
      const data = await withUniqueNames(() =>
        runChange(deps, { userId: identityOf(request).user.id }, async (change) => {
          const before = await adminAppOf(change.tx, appId, { lock: true });
          const roles = await rolesOf(change.tx, appId);
          await checkInput(change.tx, input, before, roles);
          await updateApp(change.tx, appId, appColumns(input));
          await moveDefaultRoles(change, before, input, roles);
          const after = await adminAppOf(change.tx, appId);
          const fields = changedFields(before, after);
          if (fields.length > 0) await logUpdate(change, after, fields);
          return after;
        }),
      );
      return { data };
    });

    registerEndpoint(app, endpoints.deleteApp, async (request) => {
      await runChange(deps, { userId: identityOf(request).user.id }, async (change) => {
        const before = await adminAppOf(change.tx, request.params.app, { lock: true });
        if (before.is_portal) {
          const language = messageLanguageOf(request.headers['accept-language']);
          throw new HttpError(409, adminAppsMessages.portalNotDeletable[language]);
        }
        await deleteApp(change.tx, before.id);
        await change.log({
          type: 'app_deleted',
          object: { type: 'app', id: before.id },
          details: { internal_name: before.internal_name, display_name: before.display_name },
        });
        for (const file of [before.logo, ...before.screenshots.map((screenshot) => screenshot.file)]) {
          if (file !== null) change.afterCommit(() => files.remove(file, request.log));
        }
      });
      return { data: { deleted: true as const } };
    });

    await registerUploadScope(app, (upload) => {
      registerEndpoint(upload, endpoints.uploadAppLogo, async (request, reply) => {
        const data = await receiveSquareImage(request as FastifyRequest, reply, files, logoRefusals, (name) =>
          replaceLogo(deps, files, request as FastifyRequest, request.params.app, name),
        );
        return { data };
      });

      registerEndpoint(upload, endpoints.uploadAppScreenshot, async (request, reply) => {
        const appId = request.params.app;
        const prepare = (bytes: Buffer) => preparePicture(bytes, appScreenshotRules.minSidePixels, screenshotRefusals);
        const data = await receiveImage(request as FastifyRequest, reply, files, prepare, (name) =>
          runChange(deps, { userId: identityOf(request).user.id }, async (change) => {
            const before = await adminAppOf(change.tx, appId, { lock: true });
            if (before.screenshots.length >= appScreenshotRules.maxCount) {
              throw new FieldValidationError({ file: ['screenshot_count'] });
            }
            await insertScreenshot(change.tx, appId, name);
            await logUpdate(change, before, ['screenshots']);
            return adminAppOf(change.tx, appId);
          }),
        );
        return { data };
      });
    });

    registerEndpoint(app, endpoints.deleteAppLogo, async (request) => ({
      data: await replaceLogo(deps, files, request, request.params.app, null),
    }));

    registerEndpoint(app, endpoints.deleteAppScreenshot, async (request) => {
      const { app: appId, screenshot: screenshotId } = request.params;
      const data = await runChange(deps, { userId: identityOf(request).user.id }, async (change) => {
        const before = await adminAppOf(change.tx, appId, { lock: true });
        const screenshot = before.screenshots.find((shot) => shot.id === screenshotId);
        if (!screenshot) throw new HttpError(404, notFoundMessage);
        await deleteScreenshot(change.tx, appId, screenshotId);
        change.afterCommit(() => files.remove(screenshot.file, request.log));
        await logUpdate(change, before, ['screenshots']);
        return adminAppOf(change.tx, appId);
      });
      return { data };
    });

    registerEndpoint(app, endpoints.reorderAppScreenshots, async (request) => {
      const appId = request.params.app;
      const order = request.body.screenshots;
      const data = await runChange(deps, { userId: identityOf(request).user.id }, async (change) => {
        const before = await adminAppOf(change.tx, appId, { lock: true });
        const current = new Set(before.screenshots.map((screenshot) => screenshot.id));
        const permutation = order.length === current.size && new Set(order).size === order.length;
        if (!permutation || order.some((id) => !current.has(id))) {
          throw new FieldValidationError({ screenshots: ['screenshot_order'] });
        }
        await reorderScreenshots(change.tx, appId, order);
        const after = await adminAppOf(change.tx, appId);
        if (changedFields(before, after).length > 0) await logUpdate(change, after, ['screenshots']);
        return after;
      });
      return { data };
    });

    registerAppSignIn(app, deps);
  },
};
