import type { AppSummary } from '@eventsuite/api-contract';
import type { AppRow } from './queries';

export const toAppSummary = (app: AppRow): AppSummary => ({
  id: app.id,
  internal_name: app.internalName,
  name: app.name,
  description: app.description,
  logo: app.logo,
});
