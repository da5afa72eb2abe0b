import type { AdminApp, AdminAppSummary, AppInput } from '@eventsuite/api-contract';
import { portalAppName } from './portal-app';
import type { AdminAppRow, AppColumns, AppRecord, RoleRow, ScreenshotRow } from './queries';

const emptyAsNull = (value: string): string | null => (value === '' ? null : value);

/** The app with its screenshots and roles, as the administration shows it; absent paths read as empty. */
export function toAdminApp(app: AppRecord, screenshots: readonly ScreenshotRow[], roles: readonly RoleRow[]): AdminApp {
  const defaultOf = (isPersonal: boolean) =>
    roles.find((role) => role.isPersonal === isPersonal && role.isDefault)?.id ?? null;
  return {
    id: app.id,
    name: app.name,
    internal_name: app.internalName,
    technical_name: app.technicalName ?? '',
    display_name: app.displayName,
    description: app.description,
    description_de: app.descriptionDe,
    instructions: app.instructions,
    instructions_de: app.instructionsDe,
    logo: app.logo,
    screenshots: screenshots.map(({ id, file }) => ({ id, file })),
    visibility: app.visibility,
    always_installed: app.alwaysInstalled,
    admin_only: app.adminOnly,
    auth_path: app.authPath ?? '',
    comeback_path: app.comebackPath ?? '',
    redirect_url: app.redirectUrl ?? '',
    roles: roles.map((role) => ({
      id: role.id,
      display_name: role.displayName,
      is_personal: role.isPersonal,
      is_default: role.isDefault,
    })),
    default_personal_role: defaultOf(true),
    default_company_role: defaultOf(false),
    is_portal: app.internalName === portalAppName,
  };
}

/** The columns of the apps table an input sets (the default roles are set on the roles). */
export function appColumns(input: AppInput): AppColumns {
  return {
    name: input.name,
    internalName: input.internal_name,
    technicalName: emptyAsNull(input.technical_name),
    displayName: input.display_name,
    description: input.description,
    descriptionDe: input.description_de,
    instructions: input.instructions,
    instructionsDe: input.instructions_de,
    visibility: input.visibility,
    alwaysInstalled: input.always_installed,
    adminOnly: input.admin_only,
    authPath: emptyAsNull(input.auth_path),
    comebackPath: emptyAsNull(input.comeback_path),
    redirectUrl: emptyAsNull(input.redirect_url),
  };
}

/** The fields of the contract's app that differ between two states of it (for the activity log). */
export function changedFields(before: AdminApp, after: AdminApp): string[] {
  return (Object.keys(after) as (keyof AdminApp)[]).filter(
    (field) => field !== 'roles' && JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}

export const toAdminAppSummary = (app: AdminAppRow): AdminAppSummary => ({
  id: app.id,
  internal_name: app.internalName,
  display_name: app.displayName,
  logo: app.logo,
  visibility: app.visibility,
  always_installed: app.alwaysInstalled,
  admin_only: app.adminOnly,
});
