import { appVisibleTo, endpoints, isPlatformAdmin } from '@eventsuite/api-contract';
import type { Area } from '../../area';
import { isUuid } from '../../db/ids';
import { identityOf, permissionDeniedMessage, registerEndpoint } from '../../http/endpoint';
import { FieldValidationError, HttpError } from '../../http/errors';
import { installedAppsOf } from '../apps';
import { companyAccount, personalAccount, toAppSummary, toUserInfo } from './mapping';
import { companiesOf, setCurrentCompanyOfMember } from './queries';

/** The identity API of spec §7: what the signed-in user is, may do, and which account they act as. */
export const identityArea: Area = {
  name: 'identity',
  register(app, { db }) {
    registerEndpoint(app, endpoints.getPermissions, async (request) => ({
      data: identityOf(request).loaded.permissionStrings,
    }));

    registerEndpoint(app, endpoints.getUserInfo, async (request) => ({ data: toUserInfo(identityOf(request).loaded) }));

    registerEndpoint(app, endpoints.getAccountInfo, async (request) => {
      const { loaded } = identityOf(request);
      const current = loaded.company;
      if (!current) return { data: { ...personalAccount(loaded), further_accounts: [] } };
      // The other companies are read here only: no other request needs them.
      const others = (await companiesOf(db, loaded.user.id)).filter((company) => company.id !== current.id);
      return { data: { ...companyAccount(current), further_accounts: others.map(companyAccount) } };
    });

    registerEndpoint(app, endpoints.setCurrentCompany, async (request) => {
      const { user } = identityOf(request);
      const companyId = request.body.company;
      if (!isUuid(companyId)) {
        throw new FieldValidationError({ company: ['regex'] });
      }
      // Personal accounts act without a company; nobody may act in a company they do not belong to.
      const switched = user.accountType !== 'personal' && (await setCurrentCompanyOfMember(db, user.id, companyId));
      if (!switched) throw new HttpError(403, permissionDeniedMessage);
      return { data: { company: companyId } };
    });

    registerEndpoint(app, endpoints.listInstalledApps, async (request) => {
      const { user } = identityOf(request);
      const rows = await installedAppsOf(db, { userId: user.id, companyId: user.companyId });
      const viewer = { inCompany: user.companyId !== null, isPlatformAdmin: isPlatformAdmin(user.permissions) };
      return { data: rows.filter((row) => appVisibleTo(row.visibility, viewer)).map(toAppSummary) };
    });
  },
};
