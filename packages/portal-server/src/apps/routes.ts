import { endpoints, type AppSummary } from '@eventsuite/api-contract';
import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/index';
import { apps, installations } from '../db/schema';
import { identityOf, registerEndpoint } from '../http/endpoint';

export function registerAppRoutes(app: FastifyInstance, db: Database): void {
  /**
   * The apps of the current account: always-installed ones and those installed for its company (or,
   * for a personal account, for the user). Hidden apps, like the portal itself, are never listed.
   */
  registerEndpoint(app, endpoints.listInstalledApps, async (request) => {
    const { user } = identityOf(request);
    const installedForAccount =
      user.companyId === null ? eq(installations.userId, user.id) : eq(installations.companyId, user.companyId);
    const rows = await db
      .selectDistinct({
        id: apps.id,
        internal_name: apps.internalName,
        name: apps.name,
        description: apps.description,
        logo: apps.logo,
      })
      .from(apps)
      .leftJoin(installations, and(eq(installations.appId, apps.id), installedForAccount))
      .where(and(ne(apps.visibility, 'hidden'), or(eq(apps.alwaysInstalled, true), eq(installations.appId, apps.id))))
      .orderBy(asc(apps.name), asc(apps.id));
    return { data: rows satisfies AppSummary[] };
  });
}
