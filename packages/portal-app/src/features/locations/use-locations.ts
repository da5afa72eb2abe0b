import { locationsEndpoints } from '@eventsuite/api-contract';
import { useAtomValue } from 'jotai';
import { useEndpoint } from '../../api/use-endpoint';
import { canAtom, currentUserAtom } from '../../session/atoms';

/** The signed-in user's current company, and whether they may change its locations. */
export function useLocationsAccess(): { companyId: string; canEdit: boolean } {
  const company = useAtomValue(currentUserAtom)?.company;
  const can = useAtomValue(canAtom);
  // The route guards let only company users with can_view_locations (or the owner) reach these screens.
  if (!company) throw new Error('The locations screens need a current company');
  return { companyId: company.id, canEdit: can({ company: ['can_edit_locations'] }) };
}

/** The company's locations and the company (its headquarters' address), as listLocations answers. */
export function useLocationList(companyId: string) {
  return useEndpoint(locationsEndpoints.listLocations, { params: { company: companyId } });
}
