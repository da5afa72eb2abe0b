import {
  adminCompaniesPerPage,
  adminCompanyMembersPerPage,
  appVisibleTo,
  endpoints,
  validationChecklistItems,
  type AdminCompany,
  type CompanyAppAssignment,
  type ValidationDecision,
  type ValidationChecklistItem,
  type ValidationMessageKey,
} from '@eventsuite/api-contract';
import type { Area } from '../../area';
import { runChange, type Change } from '../../changes/change';
import type { Database } from '../../db/index';
import { findInCompany } from '../../http/company-scope';
import { identityOf, registerEndpoint } from '../../http/endpoint';
import { FieldValidationError, HttpError, notFoundMessage } from '../../http/errors';
import { imageFilesOf } from '../../images/routes';
import { companyDefaultRoleOf, installForCompany, uninstallForCompany } from '../apps';
import { loadCompany, toCompany } from '../company';
import {
  latestRequest,
  listRequests,
  refusalMessage,
  stateOf,
  toCompanyValidation,
  transition,
  validationRequests,
} from '../company-verification';
import { lockCompany } from '../identity';
import { listLocations, toLocation } from '../locations';
import { decisionMail, type VerificationOutcome } from './mails';
import { pageMeta, toAdminCompanyMember, toAdminCompanySummary, toCompanyApp } from './mapping';
import { adminCompanyMessage, type AdminCompanyRefusal } from './messages';
import {
  appsOfCompany,
  closeOpenRequest,
  decideRequest,
  deleteCompany,
  findApp,
  insertClosedRequest,
  latestRequestsOf,
  listCompanies,
  listMembers,
  notifyOwner,
  ownerOf,
  recallVerification,
} from './queries';

type LanguageRequest = { headers: { 'accept-language'?: string } };

/** A refusal found inside a change; the route answers it with 409 in the caller's language. */
class Refused extends Error {
  constructor(message: string) {
    super(message);
  }
}

/** Company accounts: who an app assigned to a company is for. */
const companyAccounts = { inCompany: true, isPlatformAdmin: false };

async function companyAnswer(db: Database, companyId: string): Promise<{ data: AdminCompany }> {
  const loaded = await loadCompany(db, companyId);
  if (!loaded) throw new HttpError(404, notFoundMessage);
  const [locations, requests] = await Promise.all([listLocations(db, companyId), listRequests(db, companyId)]);
  const validation = toCompanyValidation(requests);
  return {
    data: {
      company: toCompany(loaded.company, loaded.owner, validation.state),
      locations: locations.map((row) => toLocation(row.location, row.memberCount)),
      validation,
    },
  };
}

async function appsAnswer(db: Database, companyId: string): Promise<{ data: CompanyAppAssignment }> {
  const rows = (await appsOfCompany(db, companyId)).filter((row) => appVisibleTo(row.visibility, companyAccounts));
  return {
    data: {
      assigned: rows.filter((row) => row.installed || row.alwaysInstalled).map(toCompanyApp),
      available: rows.filter((row) => !row.installed && !row.alwaysInstalled).map(toCompanyApp),
    },
  };
}

/** The company, or 404; checked before any change so a missing one is not found whoever asks. */
async function requireCompany(db: Database, companyId: string) {
  const loaded = await loadCompany(db, companyId);
  if (!loaded) throw new HttpError(404, notFoundMessage);
  return loaded.company;
}

/**
 * The decision's rules the schema cannot state (ADR 0027): accepting needs every item passed; declining
 * at least one failed, each failed item with its reason; a passed item takes none.
 */
function checkDecision(body: ValidationDecision & { reasons: Partial<Record<ValidationChecklistItem, string>> }) {
  const errors: Record<string, ValidationMessageKey[]> = {};
  const failed = validationChecklistItems.filter((item) => !body.checks[item]);
  for (const item of validationChecklistItems) {
    const reason = body.reasons[item] ?? '';
    if (body.decision === 'accept' && !body.checks[item]) errors[`checks.${item}`] = ['accept_failed_check'];
    if (body.checks[item] && reason !== '') errors[`reasons.${item}`] = ['reason_for_passed_check'];
    if (body.decision === 'decline' && !body.checks[item] && reason === '') errors[`reasons.${item}`] = ['required'];
  }
  if (body.decision === 'decline' && failed.length === 0) errors.checks = ['decline_without_failed_check'];
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
}

/**
 * The platform administration of companies (issue 26, ADR 0027): the list, a company's page with its
 * members, locations and assigned apps, the verification decisions on the company-verification area's
 * state machine, and deleting a company.
 */
export const adminCompaniesArea: Area = {
  name: 'admin-companies',
  register(app, deps) {
    const { db, config } = deps;
    const files = imageFilesOf(config);

    /** Runs a change as the caller; a refusal found inside it answers 409. */
    async function changeAs(userId: string, work: (change: Change) => Promise<void>) {
      try {
        await runChange(deps, { userId }, work);
      } catch (error) {
        if (error instanceof Refused) throw new HttpError(409, error.message);
        throw error;
      }
    }

    /** Locks the company (decisions on it take turns), then asks the state machine about `action`. */
    async function checkTransition(
      change: Change,
      request: LanguageRequest,
      companyId: string,
      action: Parameters<typeof transition>[1],
    ) {
      if (!(await lockCompany(change.tx, companyId))) throw new HttpError(404, notFoundMessage);
      const latest = await latestRequest(change.tx, companyId);
      const state = stateOf(latest);
      const next = transition(state, action);
      if (!next.allowed) throw new Refused(refusalMessage(request, next.refusal));
      return { latest, state };
    }

    /** The owner hears of the decision: in the bell and by mail, in their language. */
    async function tellOwner(change: Change, companyId: string, outcome: VerificationOutcome, reasons: string[]) {
      const owner = await ownerOf(change.tx, companyId);
      if (!owner) return;
      await notifyOwner(change.tx, owner.id, { company_name: owner.companyName, decision: outcome });
      await change.queueMail(
        decisionMail({
          productName: config.productName,
          publicUrl: config.publicUrl,
          language: owner.language,
          to: owner.email,
          firstName: owner.givenName,
          companyName: owner.companyName,
          outcome,
          reasons,
        }),
      );
    }

    const refused = (request: LanguageRequest, refusal: AdminCompanyRefusal) =>
      new Refused(adminCompanyMessage(request, refusal));

    registerEndpoint(app, endpoints.listAdminCompanies, async (request) => {
      const { page, search, state } = request.query;
      const { rows, total } = await listCompanies(db, { page, search, state });
      const latest = await latestRequestsOf(
        db,
        rows.map((row) => row.id),
      );
      return {
        data: rows.map((row) => toAdminCompanySummary(row, stateOf(latest.get(row.id)))),
        meta: { ...pageMeta(page, adminCompaniesPerPage, total), search, state },
      };
    });

    registerEndpoint(app, endpoints.showAdminCompany, async (request) => companyAnswer(db, request.params.company));

    registerEndpoint(app, endpoints.listAdminCompanyMembers, async (request) => {
      const companyId = request.params.company;
      await requireCompany(db, companyId);
      const { rows, total } = await listMembers(db, companyId, request.query.page);
      return {
        data: rows.map(toAdminCompanyMember),
        meta: pageMeta(request.query.page, adminCompanyMembersPerPage, total),
      };
    });

    registerEndpoint(app, endpoints.deleteAdminCompany, async (request) => {
      const companyId = request.params.company;
      await changeAs(identityOf(request).user.id, async (change) => {
        const company = await lockCompany(change.tx, companyId);
        if (!company) throw new HttpError(404, notFoundMessage);
        await deleteCompany(change.tx, companyId);
        // The company's row is gone, so the event names it in its details and belongs to no company's log.
        await change.log({
          type: 'company_deleted',
          object: { type: 'company', id: companyId },
          details: { name: company.name },
        });
        const logo = company.avatar;
        if (logo !== null) change.afterCommit(() => files.remove(logo, request.log));
      });
      return { data: { deleted: true as const } };
    });

    registerEndpoint(app, endpoints.listCompanyApps, async (request) => {
      await requireCompany(db, request.params.company);
      return appsAnswer(db, request.params.company);
    });

    registerEndpoint(app, endpoints.assignCompanyApp, async (request) => {
      const companyId = request.params.company;
      await requireCompany(db, companyId);
      const found = await findApp(db, request.body.app);
      // An app company accounts do not see (or none at all) is not one to choose.
      if (!found || !appVisibleTo(found.visibility, companyAccounts))
        throw new FieldValidationError({ app: ['chosen'] });
      await changeAs(identityOf(request).user.id, async (change) => {
        if (!(await lockCompany(change.tx, companyId))) throw new HttpError(404, notFoundMessage);
        const installed = (await appsOfCompany(change.tx, companyId)).find((row) => row.id === found.id);
        if (found.alwaysInstalled || installed?.installed) throw refused(request, 'app_already_assigned');
        const role = await companyDefaultRoleOf(change.tx, companyId, found.id);
        if (!role) throw refused(request, 'app_without_company_role');
        const members = await installForCompany(change.tx, companyId, found.id, role);
        await change.log({
          type: 'company_app_assigned',
          object: { type: 'app', id: found.id },
          companyId,
          details: { app: found.name, members: String(members) },
        });
      });
      return appsAnswer(db, companyId);
    });

    registerEndpoint(app, endpoints.removeCompanyApp, async (request) => {
      const companyId = request.params.company;
      await requireCompany(db, companyId);
      const found = await findApp(db, request.params.app);
      if (!found) throw new HttpError(404, notFoundMessage);
      if (found.alwaysInstalled) throw new HttpError(409, adminCompanyMessage(request, 'app_always_installed'));
      await changeAs(identityOf(request).user.id, async (change) => {
        if (!(await lockCompany(change.tx, companyId))) throw new HttpError(404, notFoundMessage);
        const { removed, members } = await uninstallForCompany(change.tx, companyId, found.id);
        if (!removed) throw refused(request, 'app_not_assigned');
        await change.log({
          type: 'company_app_unassigned',
          object: { type: 'app', id: found.id },
          companyId,
          details: { app: found.name, members: String(members) },
        });
      });
      return appsAnswer(db, companyId);
    });

    registerEndpoint(app, endpoints.decideCompanyValidation, async (request) => {
      const companyId = request.params.company;
      const { body } = request;
      await requireCompany(db, companyId);
      // Another company's request is not found, like one that does not exist.
      if (!(await findInCompany(db, validationRequests, body.request, companyId)))
        throw new HttpError(404, notFoundMessage);
      checkDecision(body);
      const userId = identityOf(request).user.id;
      const accepted = body.decision === 'accept';
      await changeAs(userId, async (change) => {
        if (!(await lockCompany(change.tx, companyId))) throw new HttpError(404, notFoundMessage);
        // Under the lock: of two decisions at once, the second finds the request closed.
        const decided = await decideRequest(change.tx, body.request, {
          decision: accepted ? 'validated' : 'declined',
          userId,
          checks: body.checks,
          checkReasons: Object.fromEntries(
            validationChecklistItems.flatMap((item) => (body.checks[item] ? [] : [[item, body.reasons[item] ?? '']])),
          ),
        });
        if (!decided) throw refused(request, 'already_decided');
        const failed = validationChecklistItems.filter((item) => !body.checks[item]);
        await change.log({
          type: accepted ? 'company_validated' : 'company_validation_declined',
          object: { type: 'company', id: companyId },
          companyId,
          details: { request_id: body.request, ...(accepted ? {} : { failed: failed.join(', ') }) },
        });
        await tellOwner(
          change,
          companyId,
          accepted ? 'validated' : 'declined',
          failed.map((item) => body.reasons[item] ?? ''),
        );
      });
      return companyAnswer(db, companyId);
    });

    registerEndpoint(app, endpoints.recallCompanyValidation, async (request) => {
      const companyId = request.params.company;
      await requireCompany(db, companyId);
      const { reason } = request.body;
      await changeAs(identityOf(request).user.id, async (change) => {
        await checkTransition(change, request, companyId, 'recall');
        const recalled = await recallVerification(change.tx, companyId, identityOf(request).user.id, reason);
        await change.log({
          type: 'company_validation_recalled',
          object: { type: 'company', id: companyId },
          companyId,
          details: { request_id: recalled ?? '', ...(reason === '' ? {} : { reason }) },
        });
        await tellOwner(change, companyId, 'recalled', reason === '' ? [] : [reason]);
      });
      return companyAnswer(db, companyId);
    });

    registerEndpoint(app, endpoints.setCompanyValidationState, async (request) => {
      const companyId = request.params.company;
      await requireCompany(db, companyId);
      const userId = identityOf(request).user.id;
      const target = request.body.state;
      await changeAs(userId, async (change) => {
        const { latest, state } = await checkTransition(
          change,
          request,
          companyId,
          target === 'validated' ? 'set_validated' : 'set_not_validated',
        );
        const company = { type: 'company' as const, id: companyId };
        if (target === 'validated') {
          // An open request is decided; otherwise the administrator's own request, decided at once.
          let requestId: string;
          if (state === 'requested' && latest) {
            await decideRequest(change.tx, latest.id, { decision: 'validated', userId, checks: {}, checkReasons: {} });
            requestId = latest.id;
          } else {
            requestId = await insertClosedRequest(change.tx, companyId, userId, 'validated');
          }
          await change.log({
            type: 'company_validated',
            object: company,
            companyId,
            details: { request_id: requestId, direct: 'true' },
          });
          await tellOwner(change, companyId, 'validated', []);
          return;
        }
        if (state === 'validated') {
          const requestId = await recallVerification(change.tx, companyId, userId, '');
          await change.log({
            type: 'company_validation_recalled',
            object: company,
            companyId,
            details: { request_id: requestId ?? '', direct: 'true' },
          });
          await tellOwner(change, companyId, 'recalled', []);
          return;
        }
        // An open request is closed; a decline is set aside by a request closed at once.
        const requestId =
          state === 'requested'
            ? ((await closeOpenRequest(change.tx, companyId, userId)) ?? '')
            : await insertClosedRequest(change.tx, companyId, userId, 'withdrawn');
        await change.log({
          type: 'company_validation_withdrawn',
          object: company,
          companyId,
          details: { request_id: requestId, direct: 'true' },
        });
      });
      return companyAnswer(db, companyId);
    });
  },
};
