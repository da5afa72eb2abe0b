import { endpoints, type CompanyOwnership } from '@eventsuite/api-contract';
import type { Area } from '../../area';
import { runChange } from '../../changes/change';
import { hasSqlState, sqlState } from '../../db/errors';
import type { Database } from '../../db/index';
import { currentCompanyIdOf } from '../../http/company-scope';
import { identityOf, registerEndpoint } from '../../http/endpoint';
import { FieldValidationError, HttpError, notFoundMessage } from '../../http/errors';
import { fullNameOf, lockCompany } from '../identity';
import { checkCurrentPassword } from '../profile';
import { giveOwnerRole } from '../system-settings';
import { toCompanyOwnership } from './mapping';
import { ownershipMessage } from './messages';
import { findCandidate, keepDefaultCompanyRole, notifyNewOwner, ownershipOf, setOwner } from './queries';

async function ownershipAnswer(db: Database, companyId: string): Promise<{ data: CompanyOwnership }> {
  const ownership = await ownershipOf(db, companyId);
  if (!ownership) throw new HttpError(404, notFoundMessage);
  return { data: toCompanyOwnership(ownership) };
}

/** The new owner named in the body is not one who may take over: a field error, like any bad choice. */
const notACandidate = () => new FieldValidationError({ new_owner: ['chosen'] });

/**
 * Ownership transfer (spec §4, §5): the owner of the current company hands it to another member,
 * confirmed with their password. Every company has exactly one owner (companies.owner_id); the transfer
 * changes it in one transaction, under a lock of the company, so of two transfers at once only the first
 * counts and the second finds its caller no longer the owner.
 */
export const companyOwnershipArea: Area = {
  name: 'company-ownership',
  register(app, deps) {
    const { db } = deps;

    registerEndpoint(app, endpoints.getCompanyOwner, async (request) =>
      ownershipAnswer(db, currentCompanyIdOf(request)),
    );

    registerEndpoint(app, endpoints.transferCompanyOwnership, async (request) => {
      const companyId = currentCompanyIdOf(request);
      const { user } = identityOf(request).loaded;
      // The choice first: a member who cannot take over costs no password attempt.
      const newOwner = await findCandidate(db, companyId, request.body.new_owner);
      if (!newOwner) throw notACandidate();
      await checkCurrentPassword(db, request, user, {
        password: request.body.password,
        field: 'password',
        withoutPassword: 'noPasswordToTransfer',
      });
      try {
        await runChange(deps, { userId: user.id }, async (change) => {
          const company = await lockCompany(change.tx, companyId);
          if (!company) throw new HttpError(404, notFoundMessage);
          // Another transfer came first: the caller is no longer the owner.
          if (company.ownerId !== user.id) throw new HttpError(409, ownershipMessage(request, 'ownershipChanged'));
          await setOwner(change.tx, companyId, newOwner.id);
          // The former owner keeps the default company rights, and every app they use.
          await keepDefaultCompanyRole(change.tx, companyId, user.id);
          // The new owner gets the owner role of the System Settings, when one is set (ADR 0029).
          const ownerRole = await giveOwnerRole(change.tx, companyId, newOwner.id);
          if (ownerRole) {
            await change.log({
              type: 'user_eventsuite_role_updated',
              object: { type: 'user', id: newOwner.id },
              companyId,
              details: { role_id: ownerRole },
            });
          }
          await notifyNewOwner(change.tx, newOwner.id, company.name);
          await change.log({
            type: 'company_ownership_transferred',
            object: { type: 'company', id: companyId },
            companyId,
            details: { from: user.id, from_name: fullNameOf(user), to: newOwner.id, to_name: fullNameOf(newOwner) },
          });
        });
      } catch (error) {
        // The new owner left the company meanwhile: the owner's membership is checked at commit.
        if (hasSqlState(error, sqlState.foreignKeyViolation)) throw notACandidate();
        throw error;
      }
      return ownershipAnswer(db, companyId);
    });
  },
};
