import { endpoints, type AnyEndpoint, type Company } from '@eventsuite/api-contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Area } from '../../area';
import { runChange, type Change } from '../../changes/change';
import type { Database } from '../../db/index';
import { currentCompanyIdOf } from '../../http/company-scope';
import { holdsPermissionsOf, identityOf, registerEndpoint } from '../../http/endpoint';
import { HttpError, notFoundMessage } from '../../http/errors';
import type { ImageFiles } from '../../images/image-files';
import { imageFilesOf } from '../../images/routes';
import { registerUploadScope } from '../../http/upload';
import { receiveSquareImage, removeReplacedImage } from '../../images/upload';
import { latestRequest, stateOf } from '../company-verification';
import { waitingInvitationCount } from '../invitations';
import { memberCountOf } from '../team-members';
import { changedFields, companyColumns, toCompany } from './mapping';
import { createCompanyOf, loadCompany, updateCompany } from './queries';

/** The logo's refusals: the file is not a jpg or png, or not square and large enough. */
const logoRefusals = { type: 'logo_type', dimensions: 'logo_dimensions' } as const;

/** The company as the contract shows it, or 404. */
async function companyOf(db: Database, companyId: string, options?: { lock: boolean }): Promise<Company> {
  const loaded = await loadCompany(db, companyId, options);
  if (!loaded) throw new HttpError(404, notFoundMessage);
  // The verification state is the outcome of the latest request (company-verification, one source).
  return toCompany(loaded.company, loaded.owner, stateOf(await latestRequest(db, companyId)));
}

/** Sets the company's logo file name, or none; the replaced file is removed after the commit. */
async function replaceLogo(
  change: Change,
  files: ImageFiles,
  log: FastifyBaseLogger,
  companyId: string,
  name: string | null,
): Promise<Company> {
  // Locked, so that of two uploads at once each removes the file the other one replaced.
  const before = await companyOf(change.tx, companyId, { lock: true });
  await updateCompany(change.tx, companyId, { avatar: name });
  if (removeReplacedImage(change, files, log, before.avatar, name)) {
    await change.log({
      type: name === null ? 'company_logo_removed' : 'company_logo_changed',
      object: { type: 'company', id: companyId },
      companyId,
    });
  }
  return companyOf(change.tx, companyId);
}

/**
 * The company profile (spec §3, §7): read and edited in the caller's current company (the contract's
 * access declarations check the permissions and that `:company` names it), its logo, and creating a
 * company, which any signed-in user may (ADR 0013).
 */
export const companyArea: Area = {
  name: 'company',
  async register(app, deps) {
    const { db } = deps;
    const files = imageFilesOf(deps.config);

    registerEndpoint(app, endpoints.getCompany, async (request) => ({
      data: await companyOf(db, currentCompanyIdOf(request)),
    }));

    // The company at a glance (the dashboard): each figure for whom may read its source, null otherwise.
    registerEndpoint(app, endpoints.getCompanyOverview, async (request) => {
      const companyId = currentCompanyIdOf(request);
      const may = (source: AnyEndpoint) => holdsPermissionsOf(source, request);
      return {
        data: {
          validation_state: may(endpoints.getCompany) ? stateOf(await latestRequest(db, companyId)) : null,
          members: may(endpoints.listTeamMembers) ? await memberCountOf(db, companyId) : null,
          invitations_waiting: may(endpoints.listInvitations) ? await waitingInvitationCount(db, companyId) : null,
        },
      };
    });

    registerEndpoint(app, endpoints.updateCompany, async (request) => {
      const companyId = currentCompanyIdOf(request);
      const data = await runChange(deps, { userId: identityOf(request).user.id }, async (change) => {
        const before = await companyOf(change.tx, companyId, { lock: true });
        await updateCompany(change.tx, companyId, companyColumns(request.body));
        const after = await companyOf(change.tx, companyId);
        const fields = changedFields(before, after);
        // The spec's log (§3) has no such event; the portal logs it for the company's own record.
        if (fields.length > 0) {
          await change.log({
            type: 'company_updated',
            object: { type: 'company', id: companyId },
            companyId,
            details: { fields },
          });
        }
        return after;
      });
      return { data };
    });

    await registerUploadScope(app, (upload) => {
      registerEndpoint(upload, endpoints.uploadCompanyLogo, async (request, reply) => {
        const companyId = currentCompanyIdOf(request);
        const userId = identityOf(request).user.id;
        const data = await receiveSquareImage(request as FastifyRequest, reply, files, logoRefusals, (name) =>
          runChange(deps, { userId }, (change) => replaceLogo(change, files, request.log, companyId, name)),
        );
        return { data };
      });
    });

    registerEndpoint(app, endpoints.deleteCompanyLogo, async (request) => {
      const companyId = currentCompanyIdOf(request);
      const data = await runChange(deps, { userId: identityOf(request).user.id }, (change) =>
        replaceLogo(change, files, request.log, companyId, null),
      );
      return { data };
    });

    registerEndpoint(app, endpoints.createCompany, async (request) => {
      const userId = identityOf(request).user.id;
      const data = await runChange(deps, { userId }, async (change) => {
        const companyId = await createCompanyOf(change.tx, userId, companyColumns(request.body));
        await change.log({ type: 'company_created', object: { type: 'company', id: companyId }, companyId });
        return companyOf(change.tx, companyId);
      });
      return { data };
    });
  },
};
