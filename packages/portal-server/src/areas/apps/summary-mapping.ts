import type { AdminAppSummary, AppSummary } from '@eventsuite/api-contract';
import type { AdminAppRow, AppRow } from './installed-apps';

export const toAppSummary = (app: AppRow): AppSummary => ({
  id: app.id,
  internal_name: app.internalName,
  name: app.name,
  description: app.description,
  logo: app.logo,
});

export const toAdminAppSummary = (app: AdminAppRow): AdminAppSummary => ({
  id: app.id,
  internal_name: app.internalName,
  display_name: app.displayName,
  logo: app.logo,
  visibility: app.visibility,
  always_installed: app.alwaysInstalled,
  admin_only: app.adminOnly,
});
