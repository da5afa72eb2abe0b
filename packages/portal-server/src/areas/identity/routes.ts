import { appVisibleTo, endpoints, isPlatformAdmin } from '@eventsuite/api-contract';
import type { Area } from '../../area';
import { isUuid } from '../../db/ids';
import { installedAppsChannel, sessionUserChannel } from '../../db/index';
import { createNotifiedCache } from '../../db/notified-cache';
import { identityOf, permissionDeniedMessage, registerEndpoint } from '../../http/endpoint';
import { FieldValidationError, HttpError } from '../../http/errors';
import { installedAppsOf } from '../apps';
import { companyAccount, personalAccount, toAppSummary, toUserInfo } from './mapping';
import { companiesOf, setCurrentCompanyOfMember } from './queries';

/** Enough for every user or account active at once on one instance; the oldest entry goes first. */
const keptAccountsSize = 1000;

/** The identity API of spec §7: what the signed-in user is, may do, and which account they act as. */
export const identityArea: Area = {
  name: 'identity',
  async register(app, { db, database }) {
    // Both are asked on every dashboard load (ADR 0026), so they are kept in memory like the session user
    // (ADR 0010): a user's companies until migration 0007's notification for the user (a membership) or
    // for everyone (a company changed); an account's apps until migration 0019's for the account (an
    // installation) or for everyone (an app changed). Whatever code or person writes, the triggers tell.
    const companiesOfUsers = await createNotifiedCache<Awaited<ReturnType<typeof companiesOf>>>(
      database,
      sessionUserChannel,
      keptAccountsSize,
    );
    const appsOfAccounts = await createNotifiedCache<Awaited<ReturnType<typeof installedAppsOf>>>(
      database,
      installedAppsChannel,
      keptAccountsSize,
    );
    app.addHook('onClose', () => Promise.all([companiesOfUsers.close(), appsOfAccounts.close()]));

    registerEndpoint(app, endpoints.getPermissions, async (request) => ({
      data: identityOf(request).loaded.permissionStrings,
    }));

    registerEndpoint(app, endpoints.getUserInfo, async (request) => ({ data: toUserInfo(identityOf(request).loaded) }));

    registerEndpoint(app, endpoints.getAccountInfo, async (request) => {
      const { loaded } = identityOf(request);
      const current = loaded.company;
      if (!current) return { data: { ...personalAccount(loaded), further_accounts: [] } };
      // The other companies are read here only: no other request needs them.
      const userId = loaded.user.id;
      const companies = await companiesOfUsers.get(
        userId,
        () => companiesOf(db, userId),
        () => userId,
      );
      const others = companies.filter((company) => company.id !== current.id);
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
      const account = { userId: user.id, companyId: user.companyId };
      // Keyed and notified by the account's holder: the company, or the personal user (migration 0019).
      const holder = account.companyId ?? account.userId;
      const rows = await appsOfAccounts.get(
        holder,
        () => installedAppsOf(db, account),
        () => holder,
      );
      const viewer = { inCompany: user.companyId !== null, isPlatformAdmin: isPlatformAdmin(user.permissions) };
      return { data: rows.filter((row) => appVisibleTo(row.visibility, viewer)).map(toAppSummary) };
    });
  },
};
