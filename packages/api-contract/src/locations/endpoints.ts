import { z } from 'zod/mini';
import { access, defineEndpoint } from '../endpoint';
import { dataOf } from '../data-of';
import { locationInputSchema, locationListSchema, locationSchema } from './schemas';
import { builtOnFirstUse } from '../built-on-first-use';

// Viewing needs can_view_locations, changing can_edit_locations; the owner passes both (spec §6).
const canView = access.currentCompany({ company: ['can_view_locations'] });
const canEdit = access.currentCompany({ company: ['can_edit_locations'] });

const companyParams = builtOnFirstUse(() => z.object({ company: z.uuid() }));
const locationParams = builtOnFirstUse(() => z.object({ company: z.uuid(), location: z.uuid() }));

/** The locations of the caller's current company (spec §2, §3 Location, §7). */
export const locationsEndpoints = {
  listLocations: defineEndpoint({
    method: 'GET',
    path: '/api/companies/:company/locations',
    params: companyParams,
    response: dataOf(locationListSchema),
    access: canView,
  }),
  showLocation: defineEndpoint({
    method: 'GET',
    path: '/api/companies/:company/locations/:location',
    params: locationParams,
    response: dataOf(locationSchema),
    access: canView,
  }),
  createLocation: defineEndpoint({
    method: 'POST',
    path: '/api/companies/:company/locations',
    params: companyParams,
    body: locationInputSchema,
    response: dataOf(locationSchema),
    access: canEdit,
  }),
  /** 409: the headquarters cannot stop being one (another location has to become the headquarters). */
  updateLocation: defineEndpoint({
    method: 'PUT',
    path: '/api/companies/:company/locations/:location',
    params: locationParams,
    body: locationInputSchema,
    response: dataOf(locationSchema),
    access: canEdit,
    errors: [409],
  }),
  /** 409: the headquarters is not deleted. Team members of the location are left without one. */
  deleteLocation: defineEndpoint({
    method: 'DELETE',
    path: '/api/companies/:company/locations/:location',
    params: locationParams,
    response: dataOf(z.object({ deleted: z.literal(true) })),
    access: canEdit,
    errors: [409],
  }),
} as const;
