import { endpoints, type Location, type LocationInput } from '@eventsuite/api-contract';
import type { Area } from '../../area';
import { runChange } from '../../changes/change';
import { hasSqlState, sqlState } from '../../db/errors';
import type { Database } from '../../db/index';
import { currentCompanyIdOf, requireInCompany } from '../../http/company-scope';
import { identityOf, registerEndpoint } from '../../http/endpoint';
import { FieldValidationError, HttpError, notFoundMessage } from '../../http/errors';
import { companyLocations } from '../identity';
import { locationColumns, toHeadquartersCompany, toLocation } from './mapping';
import { locationMessage } from './messages';
import {
  deleteLocation,
  findCompany,
  findLocation,
  hasHeadquarters,
  insertLocation,
  listLocations,
  lockCompany,
  unsetHeadquarters,
  updateLocation,
} from './queries';

/** The answer of every call that shows or changes one location. */
async function locationOf(db: Database, companyId: string, locationId: string): Promise<{ data: Location }> {
  const row = await findLocation(db, companyId, locationId);
  if (!row) throw new HttpError(404, notFoundMessage);
  return { data: toLocation(row.location, row.memberCount) };
}

/**
 * A second location of the same name (unique within the company) is a field error; the change that
 * tried it is rolled back.
 */
async function withUniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (hasSqlState(error, sqlState.uniqueViolation)) throw new FieldValidationError({ name: ['unique'] });
    throw error;
  }
}

/** What the activity log keeps of a saved location. */
const details = (input: LocationInput, previousHeadquarters?: string) => ({
  name: input.name,
  ...(previousHeadquarters ? { headquarters_moved_from: previousHeadquarters } : {}),
});

/**
 * Locations of the current company (spec §2, §3 Location, §7): viewing needs can_view_locations,
 * changing can_edit_locations (the owner passes both). Exactly one location is the headquarters, and
 * its address is the company's (migration 0010).
 */
export const locationsArea: Area = {
  name: 'locations',
  register(app, deps) {
    const { db } = deps;

    registerEndpoint(app, endpoints.listLocations, async (request) => {
      const companyId = currentCompanyIdOf(request);
      const [rows, company] = await Promise.all([listLocations(db, companyId), findCompany(db, companyId)]);
      if (!company) throw new HttpError(404, notFoundMessage);
      return {
        data: {
          locations: rows.map((row) => toLocation(row.location, row.memberCount)),
          company: toHeadquartersCompany(company),
        },
      };
    });

    registerEndpoint(app, endpoints.showLocation, async (request) =>
      locationOf(db, currentCompanyIdOf(request), request.params.location),
    );

    registerEndpoint(app, endpoints.createLocation, async (request) => {
      const userId = identityOf(request).user.id;
      const companyId = currentCompanyIdOf(request);
      const input = request.body;
      const id = await withUniqueName(() =>
        runChange(deps, { userId }, async (change) => {
          await lockCompany(change.tx, companyId);
          // The first location of a company is its headquarters, whatever the form said.
          const headquarters = input.is_headquarters || !(await hasHeadquarters(change.tx, companyId));
          const previous = headquarters ? await unsetHeadquarters(change.tx, companyId) : undefined;
          const created = await insertLocation(change.tx, companyId, locationColumns(input), headquarters);
          await change.log({
            type: 'location_created',
            object: { type: 'location', id: created },
            companyId,
            details: details(input, previous),
          });
          return created;
        }),
      );
      return locationOf(db, companyId, id);
    });

    registerEndpoint(app, endpoints.updateLocation, async (request) => {
      const userId = identityOf(request).user.id;
      const companyId = currentCompanyIdOf(request);
      const input = request.body;
      await withUniqueName(() =>
        runChange(deps, { userId }, async (change) => {
          await lockCompany(change.tx, companyId);
          const location = await requireInCompany(change.tx, companyLocations, request.params.location, companyId);
          if (location.isHeadquarters && !input.is_headquarters) {
            throw new HttpError(409, locationMessage(request, 'headquartersRequired'));
          }
          const becomesHeadquarters = input.is_headquarters && !location.isHeadquarters;
          const previous = becomesHeadquarters ? await unsetHeadquarters(change.tx, companyId) : undefined;
          await updateLocation(change.tx, location.id, locationColumns(input), input.is_headquarters);
          await change.log({
            type: 'location_updated',
            object: { type: 'location', id: location.id },
            companyId,
            details: details(input, previous),
          });
        }),
      );
      return locationOf(db, companyId, request.params.location);
    });

    registerEndpoint(app, endpoints.deleteLocation, async (request) => {
      const userId = identityOf(request).user.id;
      const companyId = currentCompanyIdOf(request);
      await withUniqueName(() =>
        runChange(deps, { userId }, async (change) => {
          await lockCompany(change.tx, companyId);
          const location = await requireInCompany(change.tx, companyLocations, request.params.location, companyId);
          if (location.isHeadquarters) {
            throw new HttpError(409, locationMessage(request, 'headquartersNotDeletable'));
          }
          await deleteLocation(change.tx, location.id);
          await change.log({
            type: 'location_deleted',
            object: { type: 'location', id: location.id },
            companyId,
            details: { name: location.name },
          });
        }),
      );
      return { data: { deleted: true as const } };
    });
  },
};
