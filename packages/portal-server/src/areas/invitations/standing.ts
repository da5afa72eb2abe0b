import type { ValidationMessageKey } from '@eventsuite/api-contract';
import type { Database } from '../../db/index';
import { companyOf, membershipsOf, userByEmail } from './queries';

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

export async function standingOf(db: Database, email: string, companyId: string): Promise<Standing> {
  const user = await userByEmail(db, email);
  if (!user) return { kind: 'unknown' };
  const memberships = await membershipsOf(db, user.id);
  if (memberships.some((membership) => membership.companyId === companyId)) return { kind: 'member', userId: user.id };
  if (memberships.length === 0) return { kind: 'free', userId: user.id, email: user.email };
  const company = await companyOf(db, companyId);
  return memberships.some((membership) => membership.companyGroupId === company?.companyGroupId)
    ? { kind: 'same_company_group' }
    : { kind: 'other_team' };
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
