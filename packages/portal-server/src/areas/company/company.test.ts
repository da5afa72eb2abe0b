import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  accountInfoSchema,
  avatarFilesPath,
  buildPath,
  companyOverviewSchema,
  companySchema,
  endpoints,
  uploadLimitBytes,
  userInfoSchema,
  type Company,
  type CompanyInput,
} from '@eventsuite/api-contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityLog } from '../../changes/schema';
import { companies, companyLocations, companyMemberships, users } from '../identity';
import { invitations } from '../invitations';
import type { DemoPersonaEmail } from '../../seeds/seed-demo';
import { backends } from '../../db/test-databases';
import { useDemoApp } from '../../testing/demo-app';
import { blankCompanyInput, companyInputOf } from '../../testing/company-input';

const german = { 'accept-language': 'de-CH,de;q=0.9' };

async function image(width: number, height: number, format: 'png' | 'jpeg' | 'gif') {
  const blank = sharp({ create: { width, height, channels: 3, background: { r: 255, g: 185, b: 69 } } });
  return blank[format]().toBuffer();
}

function form(bytes: Buffer, type = 'image/png'): FormData {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), 'logo.png');
  return data;
}

/**
 * Every rule of the company form (spec §5): the field, a value it refuses, and the message in English
 * and German, naming the field by its label.
 */
const refusals: [string, (input: CompanyInput) => CompanyInput, string, string, string][] = [
  [
    'an empty name',
    (input) => ({ ...input, name: '  ' }),
    'name',
    'The field "Name" cannot be empty.',
    'Das Feld „Name“ darf nicht leer sein.',
  ],
  [
    'a name of 256 characters',
    (input) => ({ ...input, name: 'x'.repeat(256) }),
    'name',
    '"Name" contains too many characters.',
    '„Name“ enthält zu viele Zeichen.',
  ],
  [
    'a name with a bidirectional override',
    (input) => ({ ...input, name: 'Evil\u202Ecorp' }),
    'name',
    'The field "Name" contains a value in the wrong format.',
    'Das Feld „Name“ enthält einen Wert im falschen Format.',
  ],
  [
    'an optional name with a control character',
    (input) => ({ ...input, optional_name: 'a\u0007b' }),
    'optional_name',
    'The field "Optional name" contains a value in the wrong format.',
    'Das Feld „Namenszusatz“ enthält einen Wert im falschen Format.',
  ],
  [
    'a VAT number of the wrong format',
    (input) => ({ ...input, vat_number: '12345' }),
    'vat_number',
    'The field "VAT number" contains a value in the wrong format.',
    'Das Feld „Mehrwertsteuernummer“ enthält einen Wert im falschen Format.',
  ],
  [
    'a website that is no URL',
    (input) => ({ ...input, website: 'alpenbuehne' }),
    'website',
    'No valid URL',
    'Keine gültige URL',
  ],
  [
    'a website of another protocol',
    (input) => ({ ...input, website: 'ftp://alpenbuehne.example' }),
    'website',
    'No valid URL',
    'Keine gültige URL',
  ],
  [
    'an invalid email',
    (input) => ({ ...input, email: 'info@alpenbuehne' }),
    'email',
    'Invalid email address',
    'Ungültige E-Mail-Adresse',
  ],
  [
    'a phone number with letters',
    (input) => ({ ...input, phone: { ...input.phone, phone_number: 'call us' } }),
    'phone.phone_number',
    'The field "Phone number" contains a value in the wrong format.',
    'Das Feld „Telefonnummer“ enthält einen Wert im falschen Format.',
  ],
  [
    'a country code without its plus',
    (input) => ({ ...input, phone: { ...input.phone, country_code: '41' } }),
    'phone.country_code',
    'The field "Country code" contains a value in the wrong format.',
    'Das Feld „Ländervorwahl“ enthält einen Wert im falschen Format.',
  ],
  [
    'a phone number without a country code',
    (input) => ({ ...input, phone: { country: '', country_code: '', phone_number: '44 123 45 67' } }),
    'phone.country_code',
    'The field "Country code" cannot be empty.',
    'Das Feld „Ländervorwahl“ darf nicht leer sein.',
  ],
  [
    'an unknown phone country',
    (input) => ({ ...input, phone: { ...input.phone, country: 'XX' as 'CH' } }),
    'phone.country',
    'Must be chosen',
    'Muss ausgewählt werden',
  ],
  [
    'an unknown country',
    (input) => ({ ...input, country: 'XX' as 'CH' }),
    'country',
    'Must be chosen',
    'Muss ausgewählt werden',
  ],
  [
    'a postal code of the wrong format',
    (input) => ({ ...input, postal_code: '#1' }),
    'postal_code',
    'The field "Postal code" contains a value in the wrong format.',
    'Das Feld „Postleitzahl“ enthält einen Wert im falschen Format.',
  ],
  [
    'a house number of 21 characters',
    (input) => ({ ...input, house_number: '1'.repeat(21) }),
    'house_number',
    '"House number" contains too many characters.',
    '„Hausnummer“ enthält zu viele Zeichen.',
  ],
  [
    'a state abbreviation with a dot',
    (input) => ({ ...input, state_abbr: 'Z.H' }),
    'state_abbr',
    'The field "State" contains a value in the wrong format.',
    'Das Feld „Bundesstaat“ enthält einen Wert im falschen Format.',
  ],
];

describe.each(backends)('company profile on $name', ({ create }) => {
  const demo = useDemoApp(create);
  const alpen = () => demo.companyId('alpen');

  const getCompany = async (as: DemoPersonaEmail, company?: string) =>
    demo.inject(as, { method: 'GET', url: buildPath(endpoints.getCompany, { company: company ?? (await alpen()) }) });
  const putCompany = async (as: DemoPersonaEmail, payload: unknown, headers: Record<string, string> = {}) =>
    demo.inject(as, {
      method: 'PUT',
      url: buildPath(endpoints.updateCompany, { company: await alpen() }),
      payload: payload as object,
      headers,
    });
  const alpenAsStored = async (): Promise<Company> =>
    companySchema.parse((await getCompany('member@example.com')).json().data);
  const eventsOf = async (
    type: 'company_updated' | 'company_logo_changed' | 'company_logo_removed' | 'company_created',
    companyId: string,
  ) =>
    demo.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.eventType, type), eq(activityLog.companyId, companyId)));

  it('shows a member the company: name, contact, address, owner and verification state', async () => {
    const response = await getCompany('member@example.com');
    expect(response.statusCode, response.body).toBe(200);
    expect(companySchema.parse(response.json().data)).toMatchObject({
      id: await alpen(),
      name: 'Alpenbühne Events AG',
      optional_name: 'Bühnentechnik & Events',
      vat_number: 'CHE-123.456.789 MWST',
      website: 'https://alpenbuehne.example',
      phone: { country: 'CH', country_code: '+41', phone_number: '44 123 45 67' },
      email: 'info@alpenbuehne.example',
      street: 'Seefeldstrasse',
      house_number: '12',
      postal_code: '8008',
      city: 'Zürich',
      country: 'CH',
      region: 'Zürich',
      state_abbr: 'ZH',
      avatar: null,
      owner: { id: await demo.userId('owner.alpen@example.com'), name: 'Olivia Alder' },
      validation_state: 'not_validated',
    });
  });

  it('saves every field for the owner and a manager, and logs which fields changed', async () => {
    const before = await alpenAsStored();
    const input: CompanyInput = {
      ...companyInputOf(before),
      name: '  Alpenbühne Events AG  ',
      website: 'https://www.alpenbuehne.example/de',
      phone: { country: 'CH', country_code: '+41', phone_number: '44 765 43 21' },
      region: 'Zürich',
    };
    const saved = await putCompany('owner.alpen@example.com', input);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      name: 'Alpenbühne Events AG',
      website: 'https://www.alpenbuehne.example/de',
      phone: { phone_number: '44 765 43 21' },
    });
    expect(await alpenAsStored()).toEqual(saved.json().data);
    const [event] = (await eventsOf('company_updated', before.id)).slice(-1);
    expect(event).toMatchObject({
      actorUserId: await demo.userId('owner.alpen@example.com'),
      objectType: 'company',
      objectId: before.id,
      details: { fields: ['website', 'phone'] },
    });

    // Bea manages Alpenbühne: she may edit it too. Saving what is stored changes and logs nothing.
    const events = (await eventsOf('company_updated', before.id)).length;
    const again = await putCompany('both@example.com', companyInputOf(await alpenAsStored()));
    expect(again.statusCode, again.body).toBe(200);
    expect(await eventsOf('company_updated', before.id)).toHaveLength(events);
    await putCompany('owner.alpen@example.com', companyInputOf(before));
  });

  it('empties the optional fields', async () => {
    const before = await alpenAsStored();
    const saved = await putCompany('owner.alpen@example.com', blankCompanyInput('Alpenbühne Events AG'));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ website: '', email: '', country: null, phone: { country: '' } });
    await putCompany('owner.alpen@example.com', companyInputOf(before));
  });

  it.each(refusals)('refuses %s in English and in German, changing nothing', async (_case, change, field, en, de) => {
    const before = await alpenAsStored();
    const input = change(companyInputOf(before));
    const english = await putCompany('owner.alpen@example.com', input);
    expect(english.statusCode, english.body).toBe(422);
    expect(english.json().errors[field]).toEqual([en]);
    const inGerman = await putCompany('owner.alpen@example.com', input, german);
    expect(inGerman.statusCode, inGerman.body).toBe(422);
    expect(inGerman.json().errors[field]).toEqual([de]);
    expect(await alpenAsStored()).toEqual(before);
  });

  it('refuses unknown fields and a body without the phone', async () => {
    const before = await alpenAsStored();
    const unknown = await putCompany('owner.alpen@example.com', {
      ...companyInputOf(before),
      validation_state: 'validated',
    });
    expect(unknown.statusCode).toBe(422);
    const { phone: _phone, ...withoutPhone } = companyInputOf(before);
    const missing = await putCompany('owner.alpen@example.com', withoutPhone);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.phone).toEqual(['The field "phone" cannot be empty.']);
    expect(await alpenAsStored()).toEqual(before);
  });

  it('lets a team member without the edit right read, but not change, the profile', async () => {
    const before = await alpenAsStored();
    const response = await putCompany('member@example.com', { ...companyInputOf(before), name: 'Taken over' });
    expect(response.statusCode).toBe(403);
    expect(await alpenAsStored()).toEqual(before);
  });

  it("answers another company's id with 404, and a malformed one too", async () => {
    expect((await getCompany('owner.alpen@example.com', await demo.companyId('harbour'))).statusCode).toBe(404);
    expect((await getCompany('owner.alpen@example.com', 'not-a-uuid')).statusCode).toBe(404);
  });

  describe('overview', () => {
    const overview = async (as: DemoPersonaEmail, company?: string) =>
      demo.inject(as, {
        method: 'GET',
        url: buildPath(endpoints.getCompanyOverview, { company: company ?? (await alpen()) }),
      });
    const waitingOf = async () =>
      companyOverviewSchema.parse((await overview('owner.alpen@example.com')).json().data).invitations_waiting;

    it('sums up the company for the dashboard, each figure for whom may read its source', async () => {
      const companyId = await alpen();
      const members = await demo.database.db
        .select()
        .from(companyMemberships)
        .where(eq(companyMemberships.companyId, companyId));
      const owner = await overview('owner.alpen@example.com');
      expect(owner.statusCode).toBe(200);
      const figures = companyOverviewSchema.parse(owner.json().data);
      expect(figures).toEqual({
        validation_state: (await alpenAsStored()).validation_state,
        members: members.length,
        invitations_waiting: expect.any(Number),
      });
      // The member's role reads the profile, neither the team list nor the invitations.
      expect((await overview('member@example.com')).json().data).toEqual({
        validation_state: figures.validation_state,
        members: null,
        invitations_waiting: null,
      });
    });

    it('counts the invitations waiting for an answer, not an expired or revoked one', async () => {
      const before = await waitingOf();
      const email = `overview-${Date.now()}@example.com`;
      const invited = await demo.inject('owner.alpen@example.com', {
        method: 'POST',
        url: buildPath(endpoints.createInvitation, { company: await alpen() }),
        payload: { email, first_name: 'Nina', last_name: 'Neu', position: '', location_id: null, role_id: null },
      });
      expect(invited.statusCode).toBe(200);
      expect(await waitingOf()).toBe(before! + 1);
      await demo.database.db
        .update(invitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invitations.email, email));
      expect(await waitingOf()).toBe(before);
      await demo.database.db
        .update(invitations)
        .set({ expiresAt: new Date(Date.now() + 86_400_000), revokedAt: new Date() })
        .where(eq(invitations.email, email));
      expect(await waitingOf()).toBe(before);
    });

    it("answers another company's id with 404 and a personal account with 403", async () => {
      expect((await overview('owner.alpen@example.com', await demo.companyId('harbour'))).statusCode).toBe(404);
      expect((await overview('private@example.com')).statusCode).toBe(403);
    });
  });

  describe('logo', () => {
    const logosDir = () => path.join(demo.filesDir, 'avatars');
    const storedFiles = async () => (await readdir(logosDir()).catch(() => [])).sort();
    const upload = async (as: DemoPersonaEmail, payload: FormData, headers: Record<string, string> = {}) =>
      demo.inject(as, {
        method: 'POST',
        url: buildPath(endpoints.uploadCompanyLogo, { company: await alpen() }),
        payload,
        headers,
      });
    const remove = async (as: DemoPersonaEmail) =>
      demo.inject(as, { method: 'DELETE', url: buildPath(endpoints.deleteCompanyLogo, { company: await alpen() }) });

    beforeEach(async () => {
      await remove('owner.alpen@example.com');
    });

    it('takes a square png, serves it, replaces it and removes it, logging each change', async () => {
      const first = await upload('owner.alpen@example.com', form(await image(300, 300, 'png')));
      expect(first.statusCode, first.body).toBe(200);
      const logo = companySchema.parse(first.json().data).avatar!;
      expect(logo).toMatch(/^[0-9a-f-]{36}\.png$/);
      expect(await storedFiles()).toContain(logo);
      const served = await demo.app.inject({ url: `${avatarFilesPath}/${logo}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');

      const second = await upload('both@example.com', form(await image(400, 400, 'jpeg'), 'image/jpeg'));
      expect(second.statusCode, second.body).toBe(200);
      const replacement = second.json().data.avatar as string;
      expect(replacement).toMatch(/\.jpg$/);
      expect(await storedFiles()).not.toContain(logo);

      const removed = await remove('owner.alpen@example.com');
      expect(removed.json().data.avatar).toBeNull();
      expect(await storedFiles()).not.toContain(replacement);
      expect((await eventsOf('company_logo_changed', await alpen())).length).toBeGreaterThanOrEqual(2);
      expect((await eventsOf('company_logo_removed', await alpen())).length).toBeGreaterThanOrEqual(1);
    });

    it.each([
      [
        'a gif',
        () => image(300, 300, 'gif'),
        'The logo must be a jpg or png image.',
        'Das Logo muss ein jpg- oder png-Bild sein.',
      ],
      [
        'a text file',
        async () => Buffer.from('no image'.repeat(50)),
        'The logo must be a jpg or png image.',
        'Das Logo muss ein jpg- oder png-Bild sein.',
      ],
      [
        'a 300x200px png',
        () => image(300, 200, 'png'),
        'The logo must be square and at least 250x250px.',
        'Das Logo muss quadratisch und mindestens 250x250px groß sein.',
      ],
      [
        'a 200x200px png',
        () => image(200, 200, 'png'),
        'The logo must be square and at least 250x250px.',
        'Das Logo muss quadratisch und mindestens 250x250px groß sein.',
      ],
      [
        'a file of 3MB and a byte',
        async () => Buffer.alloc(uploadLimitBytes + 1, 1),
        'The file can not be larger than 3MB.',
        'Die Datei darf nicht größer als 3MB sein.',
      ],
    ])('refuses %s from its bytes, in English and in German', async (_case, bytes, en, de) => {
      const before = await storedFiles();
      const english = await upload('owner.alpen@example.com', form(await bytes()));
      expect(english.statusCode, english.body).toBe(422);
      expect(english.json().errors).toEqual({ file: [en] });
      const inGerman = await upload('owner.alpen@example.com', form(await bytes()), german);
      expect(inGerman.json().errors).toEqual({ file: [de] });
      expect((await alpenAsStored()).avatar).toBeNull();
      expect(await storedFiles()).toEqual(before);
    });

    it('refuses a team member without the edit right', async () => {
      const response = await upload('member@example.com', form(await image(300, 300, 'png')));
      expect(response.statusCode).toBe(403);
      expect((await alpenAsStored()).avatar).toBeNull();
    });
  });

  describe('creating a company', () => {
    const createCompany = (as: DemoPersonaEmail, payload: unknown, headers: Record<string, string> = {}) =>
      demo.inject(as, { method: 'POST', url: buildPath(endpoints.createCompany), payload: payload as object, headers });
    const switchTo = (as: DemoPersonaEmail, company: string) =>
      demo.inject(as, { method: 'PUT', url: buildPath(endpoints.setCurrentCompany), payload: { company } });

    it('refuses a company without a name, in English and in German, creating nothing', async () => {
      const before = await demo.database.db.$count(companies);
      const english = await createCompany('member@example.com', blankCompanyInput(''));
      expect(english.statusCode).toBe(422);
      expect(english.json().errors).toEqual({ name: ['The field "Name" cannot be empty.'] });
      const inGerman = await createCompany('member@example.com', { ...blankCompanyInput(''), website: 'x' }, german);
      expect(inGerman.json().errors).toEqual({
        name: ['Das Feld „Name“ darf nicht leer sein.'],
        website: ['Keine gültige URL'],
      });
      expect(await demo.database.db.$count(companies)).toBe(before);
    });

    it('makes a team member the owner of a new company, another account they can switch to', async () => {
      const maxId = await demo.userId('member@example.com');
      const response = await createCompany('member@example.com', {
        ...blankCompanyInput('Moser Bühnentechnik'),
        website: 'https://moser.example',
        country: 'CH',
      });
      expect(response.statusCode, response.body).toBe(200);
      const created = companySchema.parse(response.json().data);
      expect(created).toMatchObject({
        name: 'Moser Bühnentechnik',
        owner: { id: maxId, name: 'Max Moser' },
        validation_state: 'not_validated',
        avatar: null,
      });
      expect(await eventsOf('company_created', created.id)).toMatchObject([
        { actorUserId: maxId, objectId: created.id },
      ]);
      // Its address is its headquarters', which it starts with.
      expect(
        await demo.database.db
          .select({ name: companyLocations.name, country: companyLocations.country })
          .from(companyLocations)
          .where(and(eq(companyLocations.companyId, created.id), eq(companyLocations.isHeadquarters, true))),
      ).toEqual([{ name: 'Moser Bühnentechnik', country: 'CH' }]);

      // Still in Alpenbühne, with the new company among the further accounts.
      const accounts = accountInfoSchema.parse(
        (await demo.inject('member@example.com', { url: buildPath(endpoints.getAccountInfo) })).json().data,
      );
      expect(accounts.company_name).toBe('Alpenbühne Events AG');
      expect(accounts.further_accounts.map((account) => account.company_name)).toEqual(['Moser Bühnentechnik']);

      // Switching makes him the owner there; switching back, a team member again.
      expect((await switchTo('member@example.com', created.id)).statusCode).toBe(200);
      const permissions = await demo.inject('member@example.com', { url: buildPath(endpoints.getPermissions) });
      expect(permissions.json().data).toContain('eventsuite.is_owner');
      expect((await getCompany('member@example.com', created.id)).statusCode).toBe(200);
      expect((await switchTo('member@example.com', await alpen())).statusCode).toBe(200);
    });

    it('turns a personal account into a business account owning the new company', async () => {
      const response = await createCompany('private@example.com', blankCompanyInput('Privat Events'), german);
      expect(response.statusCode, response.body).toBe(200);
      const created = companySchema.parse(response.json().data);
      const [paula] = await demo.database.db
        .select({ accountType: users.accountType })
        .from(users)
        .where(eq(users.email, 'private@example.com'));
      expect(paula?.accountType).toBe('business');
      const info = userInfoSchema.parse(
        (await demo.inject('private@example.com', { url: buildPath(endpoints.getUserInfo) })).json().data,
      );
      expect(info).toMatchObject({ account_type: 'business', company_id: created.id, company_is_owner: true });
      expect((await switchTo('private@example.com', created.id)).statusCode).toBe(200);
      expect((await getCompany('private@example.com', created.id)).json().data.name).toBe('Privat Events');
    });
  });
});
