import { buildPath, endpoints, locationMessages, type Location, type LocationInput } from '@eventsuite/api-contract';
import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../changes/schema';
import { companies, companyLocations, companyMemberships } from '../identity';
import { backends } from '../../db/test-databases';
import { useDemoApp } from '../../testing/demo-app';

const olivia = 'owner.alpen@example.com'; // owner of Alpenbühne
const bea = 'both@example.com'; // manager at Alpenbühne: can_edit_locations through her role
const english = { 'accept-language': 'en' };
const german = { 'accept-language': 'de-CH,de;q=0.9' };

/** A valid location of the form, with `overrides`. */
const locationInput = (overrides: Partial<LocationInput> = {}): LocationInput => ({
  name: 'Studio Luzern',
  street: 'Pilatusstrasse',
  house_number: '1',
  postal_code: '6003',
  city: 'Luzern',
  region: 'Luzern',
  state_abbr: 'LU',
  country: 'CH',
  is_headquarters: false,
  ...overrides,
});

/** What the form sends back for a stored location. */
const inputOf = ({ id: _id, member_count: _count, country, ...location }: Location): LocationInput => ({
  ...location,
  country: country as LocationInput['country'],
});

describe.each(backends)('locations on $name', ({ create }) => {
  const demo = useDemoApp(create);
  const alpen = () => demo.companyId('alpen');
  const db = () => demo.database.db;

  async function send(options: Omit<InjectOptions, 'url'> & { url: string }, as: typeof olivia | typeof bea = olivia) {
    return demo.inject(as, options);
  }

  const list = async () => {
    const response = await send({ method: 'GET', url: buildPath(endpoints.listLocations, { company: await alpen() }) });
    expect(response.statusCode).toBe(200);
    return endpoints.listLocations.response.parse(response.json()).data;
  };

  async function createLocation(input: LocationInput, headers = english) {
    return send({
      method: 'POST',
      url: buildPath(endpoints.createLocation, { company: await alpen() }),
      payload: input,
      headers,
    });
  }

  async function updateLocation(location: string, input: LocationInput, headers = english) {
    return send({
      method: 'PUT',
      url: buildPath(endpoints.updateLocation, { company: await alpen(), location }),
      payload: input,
      headers,
    });
  }

  async function deleteLocation(location: string, headers = english) {
    return send({
      method: 'DELETE',
      url: buildPath(endpoints.deleteLocation, { company: await alpen(), location }),
      headers,
    });
  }

  const headquarters = async () => (await list()).locations.find((location) => location.is_headquarters)!;

  async function companyAddress() {
    const [company] = await db()
      .select()
      .from(companies)
      .where(eq(companies.id, await alpen()));
    return { street: company!.street, city: company!.city, region: company!.region, country: company!.country };
  }

  /** Creates a location for the test and returns its id. */
  async function given(overrides: Partial<LocationInput>): Promise<string> {
    const response = await createLocation(locationInput(overrides));
    expect(response.statusCode).toBe(200);
    return response.json().data.id;
  }

  it('lists the headquarters first, then by name, with the company as the headquarters', async () => {
    const { locations, company } = await list();
    expect(locations.map((location) => location.name).slice(0, 4)).toEqual([
      'Headquarters Zürich',
      'Event Hall Basel',
      'Office Bern',
      'Warehouse Winterthur',
    ]);
    expect(locations.filter((location) => location.is_headquarters)).toHaveLength(1);
    const [hq] = locations;
    expect(company).toMatchObject({
      id: await alpen(),
      name: 'Alpenbühne Events AG',
      street: hq!.street,
      house_number: hq!.house_number,
      postal_code: hq!.postal_code,
      city: hq!.city,
      region: 'Zürich',
      state_abbr: 'ZH',
      country: 'CH',
    });
    // The count is of the members the database places there.
    expect(hq!.member_count).toBe(
      await demo.database.db.$count(companyMemberships, eq(companyMemberships.locationId, hq!.id)),
    );
    expect(hq!.member_count).toBeGreaterThan(0);
  });

  it('creates a location, logs it, and shows it', async () => {
    const response = await createLocation(locationInput({ name: 'Studio Zug', city: 'Zug' }));
    expect(response.statusCode).toBe(200);
    const created = response.json().data;
    expect(created).toMatchObject({ name: 'Studio Zug', city: 'Zug', is_headquarters: false, member_count: 0 });
    const shown = await send({
      method: 'GET',
      url: buildPath(endpoints.showLocation, { company: await alpen(), location: created.id }),
    });
    expect(shown.json().data).toEqual(created);
    const [event] = await db().select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    expect(event).toMatchObject({
      eventType: 'location_created',
      objectType: 'location',
      objectId: created.id,
      companyId: await alpen(),
      actorUserId: await demo.userId(olivia),
    });
  });

  it('refuses a missing name, city or country and a second location of the same name, in English and German', async () => {
    const empty = await createLocation(locationInput({ name: ' ', city: '', country: null }));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      name: ['The field "Name" cannot be empty.'],
      city: ['The field "City" cannot be empty.'],
      country: ['The field "Country" cannot be empty.'],
    });
    const emptyGerman = await createLocation(locationInput({ name: '' }), german);
    expect(emptyGerman.json().errors).toEqual({ name: ['Das Feld „Name“ darf nicht leer sein.'] });

    const taken = await createLocation(locationInput({ name: 'office bern' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: ['"Name" already exists.'] });
    const takenGerman = await createLocation(locationInput({ name: 'Office Bern' }), german);
    expect(takenGerman.json().errors).toEqual({ name: ['„Name“ existiert bereits.'] });

    const control = await createLocation(locationInput({ name: 'Studio\u0000', postal_code: '!!' }));
    expect(control.statusCode).toBe(422);
    expect(Object.keys(control.json().errors).sort()).toEqual(['name', 'postal_code']);
    expect((await list()).locations.map((location) => location.name)).not.toContain('Studio');
  });

  it('moves the headquarters to a new location in one change, and the company address follows', async () => {
    const before = await headquarters();
    const response = await createLocation(
      locationInput({ name: 'New Head Office', street: 'Bahnhofstrasse', city: 'Zürich', is_headquarters: true }),
    );
    expect(response.statusCode).toBe(200);
    const { locations, company } = await list();
    expect(locations.filter((location) => location.is_headquarters).map((location) => location.name)).toEqual([
      'New Head Office',
    ]);
    expect(locations.find((location) => location.id === before.id)?.is_headquarters).toBe(false);
    expect(company).toMatchObject({ street: 'Bahnhofstrasse', city: 'Zürich', region: 'Luzern', state_abbr: 'LU' });
    expect(await companyAddress()).toEqual({
      street: 'Bahnhofstrasse',
      city: 'Zürich',
      region: 'Luzern',
      country: 'CH',
    });

    // And back, by editing the former headquarters.
    const back = await updateLocation(before.id, { ...inputOf(before), is_headquarters: true });
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ id: before.id, is_headquarters: true });
    expect(await companyAddress()).toMatchObject({ street: before.street, city: before.city, region: 'Zürich' });
  });

  it('moves the headquarters twice at once: one after the other, one headquarters at the end', async () => {
    const before = await headquarters();
    const [first, second] = [await given({ name: 'Race One' }), await given({ name: 'Race Two' })];
    const moves = await Promise.all(
      [first, second].map(async (id) => {
        const location = (await list()).locations.find((candidate) => candidate.id === id)!;
        return updateLocation(id, { ...inputOf(location), is_headquarters: true });
      }),
    );
    expect(moves.map((response) => response.statusCode)).toEqual([200, 200]);
    const flagged = (await list()).locations.filter((location) => location.is_headquarters);
    expect(flagged).toHaveLength(1);
    expect([first, second]).toContain(flagged[0]!.id);
    const back = await updateLocation(before.id, { ...inputOf(before), is_headquarters: true });
    expect(back.statusCode).toBe(200);
  });

  it('edits the headquarters address, which is the company address', async () => {
    const hq = await headquarters();
    const response = await updateLocation(hq.id, {
      ...inputOf(hq),
      street: 'Seefeldstrasse',
      house_number: '14',
      is_headquarters: true,
    });
    expect(response.statusCode).toBe(200);
    const { company } = await list();
    expect(company).toMatchObject({ street: 'Seefeldstrasse', house_number: '14' });
  });

  it('keeps the headquarters: it cannot give up the flag, and is not deleted (409, English and German)', async () => {
    const hq = await headquarters();
    const unset = await updateLocation(hq.id, { ...inputOf(hq), is_headquarters: false });
    expect(unset.statusCode).toBe(409);
    expect(unset.json()).toEqual({ message: locationMessages.headquartersRequired.en });
    const unsetGerman = await updateLocation(hq.id, { ...inputOf(hq), is_headquarters: false }, german);
    expect(unsetGerman.json()).toEqual({ message: locationMessages.headquartersRequired.de });

    const removed = await deleteLocation(hq.id);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toEqual({ message: locationMessages.headquartersNotDeletable.en });
    const removedGerman = await deleteLocation(hq.id, german);
    expect(removedGerman.json()).toEqual({ message: locationMessages.headquartersNotDeletable.de });
    expect((await headquarters()).id).toBe(hq.id);
  });

  it('deletes a location with team members: they stay in the company, without a location', async () => {
    const id = await given({ name: 'Pop-up Store' });
    const member = await demo.userId('member@example.com');
    await db()
      .update(companyMemberships)
      .set({ locationId: id })
      .where(and(eq(companyMemberships.userId, member), eq(companyMemberships.companyId, await alpen())));
    expect((await list()).locations.find((location) => location.id === id)?.member_count).toBe(1);

    const response = await send(
      { method: 'DELETE', url: buildPath(endpoints.deleteLocation, { company: await alpen(), location: id }) },
      bea,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { deleted: true } });
    const [membership] = await db()
      .select()
      .from(companyMemberships)
      .where(and(eq(companyMemberships.userId, member), eq(companyMemberships.companyId, await alpen())));
    expect(membership).toMatchObject({ locationId: null });
    const [event] = await db().select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    expect(event).toMatchObject({ eventType: 'location_deleted', objectId: id, actorUserId: await demo.userId(bea) });
  });

  it("answers 404 for another company's location and for one that does not exist", async () => {
    const [harbourLocation] = await db()
      .select({ id: companyLocations.id })
      .from(companyLocations)
      .where(eq(companyLocations.companyId, await demo.companyId('harbour')));
    for (const location of [harbourLocation!.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const company = await alpen();
      const show = await send({ method: 'GET', url: buildPath(endpoints.showLocation, { company, location }) });
      const update = await updateLocation(location, locationInput());
      const remove = await deleteLocation(location);
      expect([show.statusCode, update.statusCode, remove.statusCode], location).toEqual([404, 404, 404]);
    }
    const [stillThere] = await db().select().from(companyLocations).where(eq(companyLocations.id, harbourLocation!.id));
    expect(stillThere).toBeDefined();
  });

  it('makes the first location of a company without one its headquarters', async () => {
    const harbour = await demo.companyId('harbour');
    // A company without locations (e.g. all gone with an import): the first one created is the headquarters.
    await db().delete(companyLocations).where(eq(companyLocations.companyId, harbour));
    const response = await demo.inject('owner.harbour@example.com', {
      method: 'POST',
      url: buildPath(endpoints.createLocation, { company: harbour }),
      payload: locationInput({ name: 'Kontor', city: 'Hamburg', country: 'DE', region: 'Hamburg', state_abbr: 'HH' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Kontor', is_headquarters: true });
  });

  describe('the database itself', () => {
    it('refuses a second headquarters', async () => {
      await expect(
        db()
          .insert(companyLocations)
          .values({ companyId: await alpen(), name: 'Second HQ', isHeadquarters: true }),
      ).rejects.toThrow();
    });

    it('refuses, at commit, a company with locations but no headquarters', async () => {
      const hq = await headquarters();
      await expect(
        db().transaction(async (tx) => {
          await tx.update(companyLocations).set({ isHeadquarters: false }).where(eq(companyLocations.id, hq.id));
        }),
      ).rejects.toThrow();
      expect((await headquarters()).id).toBe(hq.id);
    });

    it("copies the company's address to its headquarters, and the headquarters' to the company", async () => {
      const company = await alpen();
      await db().update(companies).set({ street: 'Utoquai', houseNumber: '55' }).where(eq(companies.id, company));
      expect(await headquarters()).toMatchObject({ street: 'Utoquai', house_number: '55' });
      const hq = await headquarters();
      await db().update(companyLocations).set({ city: 'Zürich-Seefeld' }).where(eq(companyLocations.id, hq.id));
      expect(await companyAddress()).toMatchObject({ street: 'Utoquai', city: 'Zürich-Seefeld' });
    });
  });
});
