import { endpoints, type Account } from '@eventsuite/api-contract';
import { and, eq, exists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../db/ids';
import type { Database } from '../db/index';
import { companyMemberships, users, type companies } from '../db/schema';
import { identityOf, permissionDeniedMessage, registerEndpoint } from '../http/endpoint';
import { FieldValidationError, HttpError } from '../http/errors';
import { toUserInfo, type LoadedUser } from './session-user';

type CompanyRow = typeof companies.$inferSelect;

const companyAccount = (company: CompanyRow): Account => ({
  id: company.id,
  company_name: company.name,
  avatar: company.avatar,
  company_address: { locality: company.city, country: company.country },
});

/** A personal account is named by the user's own id and carries no company. */
const personalAccount = ({ user }: LoadedUser): Account => ({
  id: user.id,
  company_name: null,
  avatar: user.avatar,
  company_address: null,
});

/** The identity API of spec §7: what the signed-in user is, may do, and which account they act as. */
export function registerIdentityRoutes(app: FastifyInstance, db: Database): void {
  registerEndpoint(app, endpoints.getPermissions, async (request) => ({
    data: identityOf(request).loaded.permissionStrings,
  }));

  registerEndpoint(app, endpoints.getUserInfo, async (request) => ({ data: toUserInfo(identityOf(request).loaded) }));

  registerEndpoint(app, endpoints.getAccountInfo, async (request) => {
    const { loaded } = identityOf(request);
    const current = loaded.company;
    if (!current) return { data: { ...personalAccount(loaded), further_accounts: [] } };
    const others = loaded.companies.filter((company) => company.id !== current.id);
    return { data: { ...companyAccount(current), further_accounts: others.map(companyAccount) } };
  });

  registerEndpoint(app, endpoints.setCurrentCompany, async (request) => {
    const { user } = identityOf(request);
    const companyId = request.body.company;
    if (!isUuid(companyId)) {
      throw new FieldValidationError({ company: ['regex'] });
    }
    // One statement: the membership is checked where the change is made, so no switch can slip in
    // between a check and the update.
    const updated =
      user.accountType === 'personal'
        ? []
        : await db
            .update(users)
            .set({ currentCompanyId: companyId, updatedAt: sql`now()` })
            .where(
              and(
                eq(users.id, user.id),
                exists(
                  db
                    .select({ one: sql`1` })
                    .from(companyMemberships)
                    .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.userId, user.id))),
                ),
              ),
            )
            .returning({ id: users.id });
    // Personal accounts act without a company; nobody may act in a company they do not belong to.
    if (updated.length === 0) throw new HttpError(403, permissionDeniedMessage);
    return { data: { company: companyId } };
  });
}
