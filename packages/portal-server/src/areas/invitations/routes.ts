import {
  endpoints,
  localesByLanguage,
  teamMemberImportLimits,
  type ImportResult,
  type TeamMemberInput,
} from '@eventsuite/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refuseCommonPassword } from '../account-security';
import type { Area } from '../../area';
import { runChange, unknownActor, type Change } from '../../changes/change';
import { hasSqlState, sqlState } from '../../db/errors';
import type { Database } from '../../db/index';
import { type users, hashPassword } from '../identity';
import { currentCompanyIdOf, requireInCompany } from '../../http/company-scope';
import { identityOf, registerEndpoint } from '../../http/endpoint';
import { FieldValidationError, HttpError, notFoundMessage } from '../../http/errors';
import { receiveUpload, registerUploadScope } from '../../http/upload';
import { messageLanguageOf } from '../../http/validation-messages';
import { hashToken, newToken } from '../profile';
import { checkRows, parseImportFile, type RowCheck } from './csv-import';
import { invitationMail } from './mails';
import { fullName, statusOf, toInvitation } from './mapping';
import { invitationMessage, refusalMessage } from './messages';
import {
  addMember,
  companyOf,
  companyRoles,
  fulfilOpenInvitation,
  insertInvitations,
  insertUser,
  invitationByToken,
  invitationPageOf,
  invitationWithExpiry,
  listInvitations,
  locationsOf,
  markAccepted,
  markRevoked,
  userByEmail,
} from './queries';
import { invitations } from './schema';
import { refusalOf, standingOf, standingsOf } from './standing';

type UserRow = typeof users.$inferSelect;

/** Who invites, to which company: what the mail says. */
interface Inviter {
  user: UserRow;
  companyId: string;
  companyName: string;
}

type NewInvitation = Pick<
  TeamMemberInput,
  'email' | 'first_name' | 'last_name' | 'position' | 'location_id' | 'role_id'
>;

/** A location and a role the request names must be the company's (422 `chosen` otherwise). */
async function checkChoices(db: Database, companyId: string, input: Pick<TeamMemberInput, 'location_id' | 'role_id'>) {
  const errors: Record<string, ['chosen']> = {};
  if (input.location_id && !(await locationsOf(db, companyId)).some((l) => l.id === input.location_id)) {
    errors.location_id = ['chosen'];
  }
  if (input.role_id && !(await companyRoles(db)).some((r) => r.id === input.role_id)) errors.role_id = ['chosen'];
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
}

/** The caller as the inviter: their current company and its name. */
function inviterOf(request: Parameters<typeof currentCompanyIdOf>[0]): Inviter {
  const { loaded } = identityOf(request);
  return { user: loaded.user, companyId: currentCompanyIdOf(request), companyName: loaded.company?.name ?? '' };
}

/** Where the email may not be added: 422 on `email` with the §5 message. */
async function refuseUnless(db: Database, email: string, companyId: string) {
  const standing = await standingOf(db, email, companyId);
  const refusal = refusalOf(standing);
  if (refusal) throw new FieldValidationError({ email: [refusal] });
  return standing;
}

type LinkOutcome =
  | { kind: 'done'; email: string; companyName: string }
  | { kind: 'not_found' }
  | { kind: 'not_pending' }
  | { kind: 'account_exists' }
  | { kind: 'other_account' }
  | { kind: 'refused'; key: 'same_company_group' | 'other_team' };

/**
 * Adding people to the current company (issue 13): by email, by an invitation mailed with a link that
 * works for 7 days, and from a CSV file; and the public page of the link. See ADR 0016.
 */
export const invitationsArea: Area = {
  name: 'invitations',
  async register(app, deps) {
    const { db, config } = deps;

    /**
     * Mails new invitations (each replacing an open one of its address) and logs them, in the change's
     * transaction and in a few statements however many (a CSV import's 1000); `details` go into each one's
     * activity-log event. Answers the new rows in the order of `wanted`.
     */
    async function invite(
      change: Change,
      inviter: Inviter,
      wanted: { input: NewInvitation; details?: Record<string, unknown> }[],
    ) {
      const tokens = wanted.map(() => newToken());
      const created = await insertInvitations(
        change.tx,
        inviter.companyId,
        wanted.map(({ input }, index) => ({
          email: input.email,
          firstName: input.first_name,
          lastName: input.last_name,
          position: input.position,
          locationId: input.location_id,
          roleId: input.role_id,
          invitedBy: inviter.user.id,
          tokenHash: hashToken(tokens[index]!),
        })),
      );
      await change.queueMail(
        wanted.map(({ input }, index) =>
          invitationMail({
            productName: config.productName,
            publicUrl: config.publicUrl,
            language: inviter.user.language,
            to: input.email,
            firstName: input.first_name,
            companyName: inviter.companyName,
            inviterName: fullName(inviter.user.givenName, inviter.user.familyName),
            token: tokens[index]!,
          }),
        ),
      );
      await change.log(
        wanted.map(({ input, details }, index) => ({
          type: 'team_member_invited' as const,
          object: { type: 'invitation' as const, id: created[index]!.id },
          companyId: inviter.companyId,
          details: { email: input.email, ...details },
        })),
      );
      return created;
    }

    registerEndpoint(app, endpoints.getTeamMemberChoices, async (request) => {
      const companyId = currentCompanyIdOf(request);
      const [locations, roles] = await Promise.all([locationsOf(db, companyId), companyRoles(db)]);
      return {
        data: {
          locations: locations.map((l) => ({ id: l.id, name: l.name, is_headquarters: l.isHeadquarters })),
          roles: roles.map((r) => ({ id: r.id, display_name: r.displayName, is_default: r.isDefault })),
        },
      };
    });

    registerEndpoint(app, endpoints.createTeamMember, async (request) => {
      const inviter = inviterOf(request);
      const { body } = request;
      await checkChoices(db, inviter.companyId, body);
      const standing = await refuseUnless(db, body.email, inviter.companyId);
      if (standing.kind !== 'free') {
        return { data: { outcome: 'email_not_found' as const, user_id: null, email: body.email } };
      }
      try {
        await runChange(deps, { userId: inviter.user.id }, async (change) => {
          await addMember(change.tx, {
            userId: standing.userId,
            companyId: inviter.companyId,
            locationId: body.location_id,
            roleId: body.role_id,
          });
          // An invitation still open for the address is fulfilled.
          await fulfilOpenInvitation(change.tx, inviter.companyId, body.email, standing.userId);
          await change.log({
            type: 'team_member_created',
            object: { type: 'user', id: standing.userId },
            companyId: inviter.companyId,
            details: { email: standing.email },
          });
        });
      } catch (error) {
        // Added by another request meanwhile.
        if (hasSqlState(error, sqlState.uniqueViolation)) throw new FieldValidationError({ email: ['unique'] });
        throw error;
      }
      return { data: { outcome: 'added' as const, user_id: standing.userId, email: standing.email } };
    });

    registerEndpoint(app, endpoints.listInvitations, async (request) => ({
      data: (await listInvitations(db, currentCompanyIdOf(request))).map(toInvitation),
    }));

    registerEndpoint(app, endpoints.createInvitation, async (request) => {
      const inviter = inviterOf(request);
      await checkChoices(db, inviter.companyId, request.body);
      await refuseUnless(db, request.body.email, inviter.companyId);
      const [created] = await runChange(deps, { userId: inviter.user.id }, (change) =>
        invite(change, inviter, [{ input: request.body }]),
      );
      return { data: toInvitation(await invitationWithExpiry(db, created!.id)) };
    });

    /** The company's invitation named in the path, if it is still listed (neither revoked nor replaced). */
    async function listedInvitation(request: Parameters<typeof currentCompanyIdOf>[0], id: string) {
      const invitation = await requireInCompany(db, invitations, id, currentCompanyIdOf(request));
      if (invitation.revokedAt) throw new HttpError(404, notFoundMessage);
      return invitation;
    }

    registerEndpoint(app, endpoints.resendInvitation, async (request) => {
      const inviter = inviterOf(request);
      const old = await listedInvitation(request, request.params.invitation);
      if (old.acceptedAt) throw new HttpError(409, invitationMessage(request, 'accepted'));
      const [created] = await runChange(deps, { userId: inviter.user.id }, (change) =>
        invite(change, inviter, [
          {
            input: {
              email: old.email,
              first_name: old.firstName,
              last_name: old.lastName,
              position: old.position,
              location_id: old.locationId,
              role_id: old.roleId,
            },
            details: { resent: old.id },
          },
        ]),
      );
      return { data: toInvitation(await invitationWithExpiry(db, created!.id)) };
    });

    registerEndpoint(app, endpoints.revokeInvitation, async (request) => {
      const invitation = await listedInvitation(request, request.params.invitation);
      if (invitation.acceptedAt) throw new HttpError(409, invitationMessage(request, 'accepted'));
      await runChange(deps, { userId: identityOf(request).user.id }, (change) => markRevoked(change.tx, invitation.id));
      return { data: { revoked: true as const } };
    });

    // The mailed link. GET changes nothing, so a mail scanner opening the page accepts nothing.
    registerEndpoint(app, endpoints.showInvitation, async (request, reply) => {
      const row = await invitationPageOf(db, hashToken(request.params.token));
      if (!row) throw new HttpError(404, notFoundMessage);
      reply.header('cache-control', 'no-store');
      const { invitation } = row;
      const status = statusOf(row);
      const inviting = {
        company_name: row.companyName,
        owner_name: fullName(row.ownerGivenName, row.ownerFamilyName),
      };
      // An ended link says only that: whoever holds it is no longer entitled to the invitee's values.
      if (status === 'accepted') return { data: { status, ...inviting } };
      if (status !== 'pending') return { data: { status: 'ended' as const } };
      return {
        data: {
          status,
          ...inviting,
          email: invitation.email,
          first_name: invitation.firstName,
          last_name: invitation.lastName,
          account_exists: row.accountExists,
          expires_at: invitation.expiresAt.toISOString(),
        },
      };
    });

    /** Answers a link's outcome: the invitee's address and company, or the refusal. */
    function answer(request: { headers: { 'accept-language'?: string } }, outcome: LinkOutcome) {
      switch (outcome.kind) {
        case 'done':
          return { data: { email: outcome.email, company_name: outcome.companyName } };
        case 'not_found':
          throw new HttpError(404, notFoundMessage);
        case 'refused':
          throw new HttpError(409, refusalMessage(request, outcome.key));
        case 'not_pending':
        case 'account_exists':
        case 'other_account':
          throw new HttpError(409, invitationMessage(request, outcomeMessage[outcome.kind]));
      }
    }

    registerEndpoint(app, endpoints.acceptInvitation, async (request) => {
      const { body } = request;
      const language = messageLanguageOf(request.headers['accept-language']);
      // A cheap look first: a bogus or ended link costs no password hashing.
      const known = await invitationByToken(db, hashToken(request.params.token));
      if (!known) throw new HttpError(404, notFoundMessage);
      if (statusOf(known) !== 'pending') throw new HttpError(409, invitationMessage(request, 'notPending'));
      await refuseCommonPassword(body.password);
      const passwordHash = await hashPassword(body.password);
      let outcome: LinkOutcome;
      try {
        // Whoever follows the link is not signed in yet: the account the change creates is the actor.
        outcome = await runChange(deps, unknownActor, async (change): Promise<LinkOutcome> => {
          const found = await invitationByToken(change.tx, hashToken(request.params.token), { lock: true });
          if (!found) return { kind: 'not_found' };
          if (statusOf(found) !== 'pending') return { kind: 'not_pending' };
          const { invitation } = found;
          if (await userByEmail(change.tx, invitation.email)) return { kind: 'account_exists' };
          const user = await insertUser(change.tx, {
            email: invitation.email,
            passwordHash,
            givenName: body.first_name,
            familyName: body.last_name,
            position: invitation.position || null,
            accountType: 'business',
            language,
            // The language's default locale: en_GB, de_DE, fr_FR.
            locale: localesByLanguage[language][0],
          });
          await addMember(change.tx, {
            userId: user.id,
            companyId: invitation.companyId,
            locationId: invitation.locationId,
            roleId: invitation.roleId,
          });
          await markAccepted(change.tx, invitation.id, user.id);
          await change.log({
            type: 'team_member_created',
            object: { type: 'user', id: user.id },
            companyId: invitation.companyId,
            details: { email: invitation.email, invitation: invitation.id },
            // The invitee made the change: their account exists from here on (issue 27).
            actorUserId: user.id,
          });
          const company = await companyOf(change.tx, invitation.companyId);
          return { kind: 'done', email: user.email, companyName: company?.name ?? '' };
        });
      } catch (error) {
        // An account with the address was created at the same moment.
        if (!hasSqlState(error, sqlState.uniqueViolation)) throw error;
        outcome = { kind: 'account_exists' };
      }
      return answer(request, outcome);
    });

    registerEndpoint(app, endpoints.joinInvitation, async (request) => {
      const { user } = identityOf(request).loaded;
      const outcome = await runChange(deps, { userId: user.id }, async (change): Promise<LinkOutcome> => {
        const found = await invitationByToken(change.tx, hashToken(request.params.token), { lock: true });
        if (!found) return { kind: 'not_found' };
        if (statusOf(found) !== 'pending') return { kind: 'not_pending' };
        const { invitation } = found;
        if (invitation.email.toLowerCase() !== user.email.toLowerCase()) return { kind: 'other_account' };
        const company = await companyOf(change.tx, invitation.companyId);
        const done = { kind: 'done', email: user.email, companyName: company?.name ?? '' } as const;
        const standing = await standingOf(change.tx, user.email, invitation.companyId);
        if (standing.kind === 'same_company_group' || standing.kind === 'other_team') {
          return { kind: 'refused', key: standing.kind };
        }
        if (standing.kind !== 'member') {
          await addMember(change.tx, {
            userId: user.id,
            companyId: invitation.companyId,
            locationId: invitation.locationId,
            roleId: invitation.roleId,
          });
          await change.log({
            type: 'team_member_created',
            object: { type: 'user', id: user.id },
            companyId: invitation.companyId,
            details: { email: user.email, invitation: invitation.id },
          });
        }
        await markAccepted(change.tx, invitation.id, user.id);
        return done;
      });
      return answer(request, outcome);
    });

    // As for avatars: only multipart bodies, only as a stream, up to the import's limit.
    await registerUploadScope(
      app,
      (upload) => {
        /** Reads and checks the uploaded file; nothing is written. */
        async function checkUpload(request: FastifyRequest, reply: FastifyReply): Promise<RowCheck[]> {
          const rows = await parseImportFile(await receiveUpload(request, reply));
          const companyId = currentCompanyIdOf(request);
          const [locations, roles] = await Promise.all([locationsOf(db, companyId), companyRoles(db)]);
          return checkRows(
            rows,
            { locations, roles },
            (emails) => standingsOf(db, emails, companyId),
            messageLanguageOf(request.headers['accept-language']),
          );
        }

        registerEndpoint(upload, endpoints.previewTeamMemberImport, async (request, reply) => {
          const checks = await checkUpload(request as FastifyRequest, reply);
          return {
            data: {
              rows: checks.map((check) =>
                check.alreadyMember ? { ...check.row, outcome: 'already_member' as const } : check.row,
              ),
              valid: checks.filter((check) => check.invitable).length,
            },
          };
        });

        registerEndpoint(upload, endpoints.importTeamMembers, async (request, reply) => {
          const checks = await checkUpload(request as FastifyRequest, reply);
          const inviter = inviterOf(request);
          const invitableRows = checks.flatMap((check) => (check.invitable ? [check.invitable] : []));
          await runChange(deps, { userId: inviter.user.id }, (change) =>
            invite(
              change,
              inviter,
              invitableRows.map((row) => ({
                input: {
                  email: row.email,
                  first_name: row.firstName,
                  last_name: row.lastName,
                  position: row.position,
                  location_id: row.locationId,
                  role_id: row.roleId,
                },
                details: { import_line: row.line },
              })),
            ),
          );
          const result: ImportResult = {
            rows: checks.map(({ row, invitable, alreadyMember }) => ({
              ...row,
              outcome: invitable ? 'invited' : alreadyMember ? 'already_member' : 'refused',
            })),
            valid: checks.filter((check) => check.invitable).length,
          };
          return { data: result };
        });
      },
      { maxBytes: teamMemberImportLimits.maxBytes },
    );
  },
};

const outcomeMessage = {
  not_pending: 'notPending',
  account_exists: 'accountExists',
  other_account: 'otherAccount',
} as const;
