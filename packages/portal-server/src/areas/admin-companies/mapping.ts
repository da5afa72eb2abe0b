import type { AdminCompanyMember, AdminCompanySummary, CompanyApp, ValidationState } from '@eventsuite/api-contract';
import { fullNameOf } from '../identity';
import type { CompanyAppRow, CompanyListRow, listMembers } from './queries';

export function toAdminCompanySummary(row: CompanyListRow, validationState: ValidationState): AdminCompanySummary {
  return {
    id: row.id,
    name: row.name,
    vat_number: row.vatNumber,
    city: row.city ?? '',
    owner: { id: row.ownerId, name: fullNameOf({ givenName: row.ownerGivenName, familyName: row.ownerFamilyName }) },
    validation_state: validationState,
  };
}

type MemberRow = Awaited<ReturnType<typeof listMembers>>['rows'][number];

export function toAdminCompanyMember(row: MemberRow): AdminCompanyMember {
  return {
    id: row.id,
    name: fullNameOf(row),
    email: row.email,
    is_owner: row.id === row.ownerId,
    locked: row.lockedAt !== null,
  };
}

export function toCompanyApp(row: Pick<CompanyAppRow, 'id' | 'name' | 'alwaysInstalled'>): CompanyApp {
  return { id: row.id, name: row.name, always_installed: row.alwaysInstalled };
}

/** The page numbers of a list of `total` entries, `perPage` a page. */
export const pageMeta = (page: number, perPage: number, total: number) => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  per_page: perPage,
  total,
});
