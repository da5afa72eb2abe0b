import type { CompanyOwnership, CompanyPerson } from '@eventsuite/api-contract';
import type { PersonRow } from './queries';

export const toCompanyPerson = (row: PersonRow): CompanyPerson => ({
  id: row.id,
  first_name: row.givenName,
  last_name: row.familyName,
  email: row.email,
});

export const toCompanyOwnership = ({
  owner,
  candidates,
}: {
  owner: PersonRow;
  candidates: PersonRow[];
}): CompanyOwnership => ({
  owner: toCompanyPerson(owner),
  candidates: candidates.map(toCompanyPerson),
});
