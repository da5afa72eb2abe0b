import type { ValidationMessageKey } from '@eventsuite/api-contract';
import type { Database } from '../../db/index';
import { accountsWithMemberships, companyOf, membershipsOf, userByEmail } from './queries';

interface Membership {
  companyId: string;
  companyGroupId: string | null;
}

/**
 * Where an email address stands towards a company that wants to add its owner (ADR 0016):
 * - `unknown`: nobody has the address; the person can be invited.
 * - `member`: a member of this company already (`unique`).
 * - `same_company_group`: a member of another company of this company's group (companies sharing
 *   `companies.company_group_id`, e.g. subsidiaries): "This user already exists in another company."
 * - `other_team`: a member of a company outside the group, i.e. of another team:
 *   "E-mail address already exists in another team".
 * - `free`: an account that belongs to no company (a personal account): it can join.
 * Both refusals protect people who work for another company: a company cannot pull them in; they
 * are moved by the platform's administration.
 */
export type Standing =
  | { kind: 'unknown' }
  | { kind: 'member'; userId: string }
  | { kind: 'same_company_group' }
  | { kind: 'other_team' }
  | { kind: 'free'; userId: string; email: string };

/** The standing of an account from the companies it belongs to (`memberships`) and the inviting company. */
function standingFrom(
  user: { id: string; email: string },
  memberships: Membership[],
  company: { id: string; companyGroupId: string | null } | undefined,
  companyId: string,
): Standing {
  if (memberships.some((membership) => membership.companyId === companyId)) return { kind: 'member', userId: user.id };
  if (memberships.length === 0) return { kind: 'free', userId: user.id, email: user.email };
  return memberships.some((membership) => membership.companyGroupId === company?.companyGroupId)
    ? { kind: 'same_company_group' }
    : { kind: 'other_team' };
}

export async function standingOf(db: Database, email: string, companyId: string): Promise<Standing> {
  const user = await userByEmail(db, email);
  if (!user) return { kind: 'unknown' };
  const memberships = await membershipsOf(db, user.id);
  const company = memberships.length > 0 ? await companyOf(db, companyId) : undefined;
  return standingFrom(user, memberships, company, companyId);
}

/**
 * Where each address stands, by the address in lower case; the same rule as `standingOf`, for many
 * addresses at once in two statements (a CSV import's 1000 rows, ADR 0024).
 */
export async function standingsOf(db: Database, emails: string[], companyId: string): Promise<Map<string, Standing>> {
  const [rows, company] = await Promise.all([accountsWithMemberships(db, emails), companyOf(db, companyId)]);
  const accounts = new Map<string, { user: { id: string; email: string }; memberships: Membership[] }>();
  for (const row of rows) {
    const key = row.email.toLowerCase();
    const account = accounts.get(key) ?? { user: { id: row.userId, email: row.email }, memberships: [] };
    if (row.companyId) account.memberships.push({ companyId: row.companyId, companyGroupId: row.companyGroupId });
    accounts.set(key, account);
  }
  return new Map(
    emails.map((email) => {
      const account = accounts.get(email.toLowerCase());
      const standing: Standing = account
        ? standingFrom(account.user, account.memberships, company, companyId)
        : { kind: 'unknown' };
      return [email.toLowerCase(), standing];
    }),
  );
}

/** The message key that refuses a standing, if it is refused. */
export function refusalOf(standing: Standing): ValidationMessageKey | undefined {
  switch (standing.kind) {
    case 'member':
      return 'unique';
    case 'same_company_group':
    case 'other_team':
      return standing.kind;
    default:
      return undefined;
  }
}
