import { endpoints, type TeamMemberAvailableApp, type TeamMemberInstalledApp } from '@eventsuite/api-contract';
import type { FastifyRequest } from 'fastify';
import type { Area } from '../../area';
import type { Database } from '../../db/index';
import { companyDefaultRoleOf } from '../apps';
import { runChange } from '../../changes/change';
import { currentCompanyIdOf } from '../../http/company-scope';
import { identityOf, registerEndpoint } from '../../http/endpoint';
import { FieldValidationError, HttpError, notFoundMessage } from '../../http/errors';
import { teamMemberAppMessage } from './messages';
import {
  companyApp,
  companyApps,
  companyRolesOf,
  deleteAppRole,
  insertAppRole,
  isCompanyRoleOf,
  isListedApp,
  isMember,
  lockMembership,
  memberRoles,
  roleName,
  updateAppRole,
  type Reader,
} from './queries';

type MemberRequest = FastifyRequest & { params: { teamMember: string } };

/** The member's assigned apps of the company, each with its company roles to choose from. */
async function installedApps(
  db: Reader,
  companyId: string,
  userId: string,
  only?: string,
): Promise<TeamMemberInstalledApp[]> {
  const [apps, held] = await Promise.all([companyApps(db, companyId), memberRoles(db, companyId, userId)]);
  const assigned = apps.filter((app) => held.has(app.id) && (only === undefined || app.id === only));
  const roles = await companyRolesOf(
    db,
    assigned.map((app) => app.id),
  );
  return assigned.map((app) => ({
    id: app.id,
    name: app.name,
    logo: app.logo,
    always_installed: app.alwaysInstalled,
    role: held.get(app.id)!,
    roles: roles.filter((role) => role.appId === app.id).map(({ id, name }) => ({ id, name })),
  }));
}

async function installedApp(db: Reader, companyId: string, userId: string, appId: string) {
  const [app] = await installedApps(db, companyId, userId, appId);
  if (!app) throw new HttpError(404, notFoundMessage);
  return app;
}

/** The member's membership, locked until the change ends; 404 for anyone not a member of the company. */
async function lockedMember(tx: Database, companyId: string, request: MemberRequest) {
  if (!(await lockMembership(tx, companyId, request.params.teamMember))) throw new HttpError(404, notFoundMessage);
}

async function requireMember(db: Reader, companyId: string, userId: string): Promise<void> {
  if (!(await isMember(db, companyId, userId))) throw new HttpError(404, notFoundMessage);
}

/**
 * Team members' apps (issue 14 §2): what a member holds in the company's apps, assigned, changed and taken
 * away by those who may edit team members. Every change is one transaction with its activity event; the
 * triggers of migration 0007 make the member's next request see the new permissions.
 *
 * Always-installed apps count as installed for every member (ADR 0017): their role can be changed, but
 * their assignment is not removed (409), as the member would hold the app all the same.
 */
export const teamMemberAppsArea: Area = {
  name: 'team-member-apps',
  register(app, deps) {
    const { db } = deps;

    registerEndpoint(app, endpoints.listTeamMemberInstalledApps, async (request) => {
      const companyId = currentCompanyIdOf(request);
      await requireMember(db, companyId, request.params.teamMember);
      return { data: await installedApps(db, companyId, request.params.teamMember) };
    });

    registerEndpoint(app, endpoints.listTeamMemberAvailableApps, async (request) => {
      const companyId = currentCompanyIdOf(request);
      const userId = request.params.teamMember;
      await requireMember(db, companyId, userId);
      const [apps, held] = await Promise.all([companyApps(db, companyId), memberRoles(db, companyId, userId)]);
      const available: TeamMemberAvailableApp[] = [];
      for (const row of apps.filter((candidate) => !held.has(candidate.id))) {
        const roleId = await companyDefaultRoleOf(db, companyId, row.id);
        const name = roleId ? await roleName(db, roleId) : undefined;
        available.push({
          id: row.id,
          name: row.name,
          logo: row.logo,
          default_role: roleId && name !== undefined ? { id: roleId, name } : null,
        });
      }
      return { data: available };
    });

    registerEndpoint(app, endpoints.assignTeamMemberApp, async (request) => {
      const { user } = identityOf(request);
      const companyId = currentCompanyIdOf(request);
      const userId = request.params.teamMember;
      const { app: appId, role } = request.body;
      const assigned = await runChange(deps, { userId: user.id }, async (change) => {
        await lockedMember(change.tx, companyId, request);
        const target = await companyApp(change.tx, companyId, appId);
        if (!target) {
          // An app everyone may know of, but not the company's: a conflict; anything else is not found.
          if (await isListedApp(change.tx, appId)) {
            throw new HttpError(409, teamMemberAppMessage(request, 'appNotInstalled'));
          }
          throw new HttpError(404, notFoundMessage);
        }
        if ((await memberRoles(change.tx, companyId, userId)).has(appId)) {
          throw new HttpError(409, teamMemberAppMessage(request, 'appAlreadyAssigned'));
        }
        if (role && !(await isCompanyRoleOf(change.tx, appId, role)))
          throw new FieldValidationError({ role: ['chosen'] });
        const roleId = role ?? (await companyDefaultRoleOf(change.tx, companyId, appId));
        if (!roleId) throw new HttpError(409, teamMemberAppMessage(request, 'appWithoutCompanyRole'));
        await insertAppRole(change.tx, { userId, companyId, appId, roleId });
        await change.log({
          type: 'team_member_app_installed',
          object: { type: 'user', id: userId },
          companyId,
          details: { app_id: appId, app_name: target.name, role_id: roleId },
        });
        return installedApp(change.tx, companyId, userId, appId);
      });
      return { data: assigned };
    });

    registerEndpoint(app, endpoints.removeTeamMemberApp, async (request) => {
      const { user } = identityOf(request);
      const companyId = currentCompanyIdOf(request);
      const { teamMember: userId, app: appId } = request.params;
      await runChange(deps, { userId: user.id }, async (change) => {
        await lockedMember(change.tx, companyId, request);
        const before = await installedApp(change.tx, companyId, userId, appId);
        if (before.always_installed) throw new HttpError(409, teamMemberAppMessage(request, 'appAlwaysInstalled'));
        await deleteAppRole(change.tx, { userId, companyId, appId });
        await change.log({
          type: 'team_member_app_removed',
          object: { type: 'user', id: userId },
          companyId,
          details: { app_id: appId, app_name: before.name, role_id: before.role.id },
        });
      });
      return { data: { deleted: true as const } };
    });

    registerEndpoint(app, endpoints.changeTeamMemberAppRole, async (request) => {
      const { user } = identityOf(request);
      const companyId = currentCompanyIdOf(request);
      const { teamMember: userId, app: appId } = request.params;
      const { role: roleId } = request.body;
      const changed = await runChange(deps, { userId: user.id }, async (change) => {
        await lockedMember(change.tx, companyId, request);
        const before = await installedApp(change.tx, companyId, userId, appId);
        if (!before.roles.some((role) => role.id === roleId)) throw new FieldValidationError({ role: ['chosen'] });
        // The role held already: nothing changes, nothing is logged.
        if (before.role.id === roleId) return before;
        await updateAppRole(change.tx, { userId, companyId, appId, roleId });
        // The role names, as the company's log shows a change from one to the other.
        const after = before.roles.find((role) => role.id === roleId)!;
        await change.log({
          type: 'team_member_app_roles_changed',
          object: { type: 'user', id: userId },
          companyId,
          details: {
            app_id: appId,
            app_name: before.name,
            role_id: { from: before.role.id, to: roleId },
            from_name: before.role.name,
            to_name: after.name,
          },
        });
        return installedApp(change.tx, companyId, userId, appId);
      });
      return { data: changed };
    });
  },
};
