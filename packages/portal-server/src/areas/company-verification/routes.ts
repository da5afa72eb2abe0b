import { endpoints, type CompanyValidation } from '@eventsuite/api-contract';
import type { Area } from '../../area';
import { runChange, type Change } from '../../changes/change';
import { hasSqlState, sqlState } from '../../db/errors';
import type { Database } from '../../db/index';
import { identityOf, registerEndpoint } from '../../http/endpoint';
import { currentCompanyIdOf, findInCompany, requireInCompany } from '../../http/company-scope';
import { HttpError, notFoundMessage } from '../../http/errors';
import { lockCompany } from '../identity';
import { toCompanyValidation } from './mapping';
import { refusalMessage } from './messages';
import { insertRequest, latestRequest, listRequests, withdrawRequest } from './queries';
import { validationRequests } from './schema';
import { stateOf, transition, type ValidationAction, type ValidationRefusal } from './state-machine';

/** A refused transition; the route answers it with 409 in the caller's language. */
class RefusedTransition extends Error {
  constructor(readonly refusal: ValidationRefusal) {
    super(refusal);
  }
}

async function validationOf(db: Database, companyId: string): Promise<{ data: CompanyValidation }> {
  return { data: toCompanyValidation(await listRequests(db, companyId)) };
}

/**
 * Locks the company, then checks `action` against the state of `subject` (the company's latest request
 * unless another is named): the state machine decides, under the lock, so two requests at once cannot
 * both pass.
 */
async function checkTransition(change: Change, companyId: string, action: ValidationAction, subjectId?: string) {
  if (!(await lockCompany(change.tx, companyId))) throw new HttpError(404, notFoundMessage);
  const subject = subjectId
    ? await findInCompany(change.tx, validationRequests, subjectId, companyId)
    : await latestRequest(change.tx, companyId);
  const next = transition(stateOf(subject), action);
  if (!next.allowed) throw new RefusedTransition(next.refusal);
}

/**
 * The company's side of verification (spec §3, §4): its state and history for whoever may see the
 * company profile; asking for verification and withdrawing the request for its owner. Accepting,
 * declining and recalling are the platform administration's (a later issue), on the same table and the
 * same state machine.
 */
export const companyVerificationArea: Area = {
  name: 'company-verification',
  register(app, deps) {
    const { db } = deps;

    /** Runs a transition's change as the caller, answering a refusal with 409 in their language. */
    async function changeState(
      request: { headers: { 'accept-language'?: string } },
      userId: string,
      work: (change: Change) => Promise<void>,
    ) {
      try {
        await runChange(deps, { userId }, work);
      } catch (error) {
        if (error instanceof RefusedTransition) throw new HttpError(409, refusalMessage(request, error.refusal));
        // The lock keeps requests apart; the one-open-request index is the database's own guard.
        if (hasSqlState(error, sqlState.uniqueViolation))
          throw new HttpError(409, refusalMessage(request, 'already_requested'));
        throw error;
      }
    }

    registerEndpoint(app, endpoints.listValidationRequests, async (request) =>
      validationOf(db, currentCompanyIdOf(request)),
    );

    registerEndpoint(app, endpoints.requestValidation, async (request) => {
      const companyId = currentCompanyIdOf(request);
      const userId = identityOf(request).user.id;
      await changeState(request, userId, async (change) => {
        await checkTransition(change, companyId, 'request');
        const id = await insertRequest(change.tx, companyId, userId);
        await change.log({
          type: 'company_validation_requested',
          object: { type: 'company', id: companyId },
          companyId,
          details: { request_id: id },
        });
      });
      return validationOf(db, companyId);
    });

    registerEndpoint(app, endpoints.withdrawValidationRequest, async (request) => {
      const companyId = currentCompanyIdOf(request);
      const userId = identityOf(request).user.id;
      // Another company's request is not found, like one that does not exist.
      const { id } = await requireInCompany(db, validationRequests, request.params.request, companyId);
      await changeState(request, userId, async (change) => {
        await checkTransition(change, companyId, 'withdraw', id);
        if (!(await withdrawRequest(change.tx, id, userId))) throw new RefusedTransition('no_open_request');
        await change.log({
          type: 'company_validation_withdrawn',
          object: { type: 'company', id: companyId },
          companyId,
          details: { request_id: id },
        });
      });
      return validationOf(db, companyId);
    });
  },
};
