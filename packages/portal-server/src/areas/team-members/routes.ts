import { endpoints, teamMembersPerPage, type TeamMemberDetail } from '@eventsuite/api-contract';
import type { FastifyRequest } from 'fastify';
import type { Area, AreaDeps } from '../../area';
import { runChange, type Change } from '../../changes/change';
import { currentCompanyIdOf } from '../../http/company-scope';
import { identityOf, registerEndpoint } from '../../http/endpoint';
import { FieldValidationError, HttpError, notFoundMessage } from '../../http/errors';
import { toTeamMember, toTeamMemberSummary } from './mapping';
import { teamMemberMessage } from './messages';
import {
  findMember,
  isAssignableRole,
  listAssignableRoles,
  listLocations,
  listMembers,
  lockMembership,
  otherCompanyCount,
  removeMember,
  setCompanyRole,
  setLocked,
  setMemberLocation,
  type MemberWithApps,
  type Reader,
} from './queries';

/** The member of the company, or 404: another company's member answers like an unknown id. */
async function requireMember(db: Reader, companyId: string, userId: string): Promise<MemberWithApps> {
  const member = await findMember(db, companyId, userId);
  if (!member) throw new HttpError(404, notFoundMessage);
  return member;
}

async function detailOf(db: Reader, companyId: string, member: MemberWithApps): Promise<TeamMemberDetail> {
  const [companyRoles, locations] = await Promise.all([listAssignableRoles(db), listLocations(db, companyId)]);
  return { data: toTeamMember(member), options: { company_roles: companyRoles, locations } };
}

/**
 * Locking or unlocking: the owner is never locked, nobody locks themselves, and a person who belongs to
 * another company too is left to the platform administration, since a lock counts in every company.
 */
async function changeLock(
  deps: AreaDeps,
  request: FastifyRequest & { params: { teamMember: string } },
  locked: boolean,
): Promise<{ data: ReturnType<typeof toTeamMember> }> {
  const { user } = identityOf(request);
  const companyId = currentCompanyIdOf(request);
  const userId = request.params.teamMember;
  const member = await runChange(deps, { userId: user.id }, async (change) => {
    const before = await lockedMember(change, companyId, userId);
    if (locked && before.isOwner) throw new HttpError(409, teamMemberMessage(request, 'ownerCannotBeLocked'));
    if (userId === user.id) throw new HttpError(409, teamMemberMessage(request, 'notYourself'));
    if ((await otherCompanyCount(change.tx, companyId, userId)) > 0) {
      throw new HttpError(409, teamMemberMessage(request, 'inOtherCompanies'));
    }
    // Locking a locked member (or unlocking an unlocked one) changes nothing and logs nothing.
    if ((before.lockedAt !== null) === locked) return before;
    await setLocked(change.tx, userId, locked);
    await change.log({
      type: locked ? 'user_locked' : 'user_unlocked',
      object: { type: 'user', id: userId },
      companyId,
    });
    return requireMember(change.tx, companyId, userId);
  });
  return { data: toTeamMember(member) };
}

/** The member, their membership row locked until the change ends (two changes of one member queue up). */
async function lockedMember(change: Change, companyId: string, userId: string): Promise<MemberWithApps> {
  if (!(await lockMembership(change.tx, companyId, userId))) throw new HttpError(404, notFoundMessage);
  return requireMember(change.tx, companyId, userId);
}

export const teamMembersArea: Area = {
  name: 'team-members',
  register(app, deps) {
    const { db } = deps;

    registerEndpoint(app, endpoints.listTeamMembers, async (request) => {
      const companyId = currentCompanyIdOf(request);
      const { page, search } = request.query;
      const { rows, total, moreThanTotal } = await listMembers(db, companyId, search, page);
      return {
        data: rows.map(toTeamMemberSummary),
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / teamMembersPerPage)),
          per_page: teamMembersPerPage,
          total,
          ...(moreThanTotal ? { more_than_total: true as const } : {}),
          search,
        },
      };
    });

    registerEndpoint(app, endpoints.getTeamMember, async (request) => {
      const companyId = currentCompanyIdOf(request);
      return detailOf(db, companyId, await requireMember(db, companyId, request.params.teamMember));
    });

    registerEndpoint(app, endpoints.updateTeamMember, async (request) => {
      const { user } = identityOf(request);
      const companyId = currentCompanyIdOf(request);
      const userId = request.params.teamMember;
      const { company_role: roleId, location: locationId } = request.body;
      const member = await runChange(deps, { userId: user.id }, async (change) => {
        const before = await lockedMember(change, companyId, userId);
        const errors: Record<string, ['chosen']> = {};
        if (roleId !== before.roleId && !(await isAssignableRole(change.tx, roleId))) errors.company_role = ['chosen'];
        const locations = await listLocations(change.tx, companyId);
        if (locationId !== null && !locations.some((location) => location.id === locationId)) {
          errors.location = ['chosen'];
        }
        if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);

        const object = { type: 'user', id: userId } as const;
        if (locationId !== before.locationId) {
          await setMemberLocation(change.tx, companyId, userId, locationId);
          await change.log({
            type: 'team_member_updated',
            object,
            companyId,
            details: { location_id: { from: before.locationId, to: locationId } },
          });
        }
        if (roleId !== before.roleId) {
          await setCompanyRole(change.tx, companyId, userId, roleId);
          await change.log({
            type: 'team_member_company_role_updated',
            object,
            companyId,
            details: { role_id: { from: before.roleId, to: roleId } },
          });
        }
        return requireMember(change.tx, companyId, userId);
      });
      return detailOf(db, companyId, member);
    });

    registerEndpoint(app, endpoints.lockTeamMember, (request) => changeLock(deps, request, true));
    registerEndpoint(app, endpoints.unlockTeamMember, (request) => changeLock(deps, request, false));

    registerEndpoint(app, endpoints.removeTeamMember, async (request) => {
      const { user } = identityOf(request);
      const companyId = currentCompanyIdOf(request);
      const userId = request.params.teamMember;
      await runChange(deps, { userId: user.id }, async (change) => {
        const member = await lockedMember(change, companyId, userId);
        if (member.isOwner) throw new HttpError(409, teamMemberMessage(request, 'ownerCannotBeRemoved'));
        if (userId === user.id) throw new HttpError(409, teamMemberMessage(request, 'notYourself'));
        await removeMember(change.tx, companyId, userId);
        await change.log({ type: 'team_member_removed', object: { type: 'user', id: userId }, companyId });
      });
      return { data: { deleted: true as const } };
    });
  },
};
