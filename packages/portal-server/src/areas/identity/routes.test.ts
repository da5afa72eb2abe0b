import { randomUUID } from 'node:crypto';
import {
  access,
  accountInfoSchema,
  adminPermissions,
  buildPath,
  companyPermissions,
  defineEndpoint,
  endpoints,
  userInfoSchema,
  withPermissionPrefix,
  type AnyEndpoint,
} from '@eventsuite/api-contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app';
import { parseConfig } from '../../config';
import { apps, installations } from '../admin-apps';
import { companies, companyMemberships, users } from './schema';
import { identityOf, registerEndpoint } from '../../http/endpoint';
import type { DemoPersonaEmail } from '../../seeds/seed-demo';
import { backends } from '../../db/test-databases';
import { useDemoApp, type DemoApp } from '../../testing/demo-app';
import { createTestTokens, tamper, type TokenOptions } from '../../authentication/test-tokens';

const prefixed = (names: readonly string[]) => names.map(withPermissionPrefix).sort();
/** The portal's own strings of a permission list; other apps' follow their roles in them. */
const portalOf = (permissions: readonly string[]) => permissions.filter((entry) => entry.startsWith('eventsuite.'));

const identityEndpoints: [string, AnyEndpoint, unknown][] = [
  ['getPermissions', endpoints.getPermissions, undefined],
  ['getUserInfo', endpoints.getUserInfo, undefined],
  ['getAccountInfo', endpoints.getAccountInfo, undefined],
  ['setCurrentCompany', endpoints.setCurrentCompany, { company: randomUUID() }],
];

describe.each(backends)('identity API on $name', ({ create }) => {
  const demo = useDemoApp(create);

  const get = async (as: DemoPersonaEmail, endpoint: AnyEndpoint) => {
    const response = await demo.inject(as, { method: 'GET', url: endpoint.path });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const switchTo = (as: DemoPersonaEmail, payload: unknown) =>
    demo.inject(as, { method: 'PUT', url: buildPath(endpoints.setCurrentCompany), payload: payload as object });

  describe('refuses requests without a usable token', () => {
    const badTokens: [string, (demo: DemoApp) => Promise<string | undefined>, string][] = [
      ['no token', async () => undefined, 'Bearer'],
      ['another scheme', async () => 'Basic YWRtaW46c2VjcmV0', 'Bearer'],
      ['a malformed token', async () => 'Bearer not.a.jwt', 'Bearer error="invalid_token"'],
      ...(
        [
          ['an expired token', { expiresIn: -60 }],
          ['a token of another issuer', { issuer: 'https://evil.example.com/oidc' }],
          ['a token for another audience', { audience: 'https://crew.example.com/api' }],
          ['a token signed with another key', { forged: true }],
        ] as [string, TokenOptions][]
      ).map(([name, options]): [string, (demo: DemoApp) => Promise<string>, string] => [
        name,
        async (d) => `Bearer ${await d.tokens.sign(await d.userId('member@example.com'), options)}`,
        'Bearer error="invalid_token"',
      ]),
      [
        'a tampered token',
        async (d) =>
          `Bearer ${tamper(await d.tokenFor('member@example.com'), { sub: await d.userId('admin@example.com') })}`,
        'Bearer error="invalid_token"',
      ],
      [
        'a token of an unknown user',
        async (d) => `Bearer ${await d.tokens.sign(randomUUID())}`,
        'Bearer error="invalid_token"',
      ],
      [
        'a token whose subject is no user id',
        async (d) => `Bearer ${await d.tokens.sign('admin')}`,
        'Bearer error="invalid_token"',
      ],
      [
        "a locked user's valid token",
        async (d) => `Bearer ${await d.tokenFor('locked@example.com')}`,
        'Bearer error="invalid_token"',
      ],
    ];

    it.each(badTokens)('with %s', async (_, authorization, challenge) => {
      const header = await authorization(demo);
      for (const [name, endpoint, payload] of identityEndpoints) {
        const response = await demo.app.inject({
          method: endpoint.method,
          url: endpoint.path,
          headers: header ? { authorization: header } : {},
          ...(payload ? { payload: payload as object } : {}),
        });
        expect(response.statusCode, name).toBe(401);
        expect(response.headers['www-authenticate'], name).toBe(challenge);
        expect(response.json(), name).toEqual({ message: expect.any(String) });
      }
    });
  });

  it('locks a user out at once, with the token they already hold', async () => {
    const token = await demo.tokenFor('member@example.com');
    const request = () =>
      demo.app.inject({ url: endpoints.getPermissions.path, headers: { authorization: `Bearer ${token}` } });
    expect((await request()).statusCode).toBe(200);
    const max = await demo.userId('member@example.com');
    await demo.database.db.update(users).set({ lockedAt: new Date() }).where(eq(users.id, max));
    expect((await request()).statusCode).toBe(401);
    await demo.database.db.update(users).set({ lockedAt: null }).where(eq(users.id, max));
    expect((await request()).statusCode).toBe(200);
  });

  it('lists the permissions of each persona in their current company, in every app there', async () => {
    const companyView = ['can_view_company_profile', 'can_view_team_members', 'can_view_locations'];
    // The default company roles of the apps installed for Alpenbühne and for Harbour Stage.
    const alpenApps = ['crew-planner.edit_shifts', 'crew-planner.view_shifts', 'timesheets.record_time'];
    const harbourApps = [
      'crew-planner.edit_shifts',
      'crew-planner.view_shifts',
      'staff-search.contact_candidates',
      'staff-search.search_profiles',
    ];
    const sorted = (...lists: readonly string[][]) => lists.flat().sort();
    const owner = withPermissionPrefix('is_owner');
    expect(await get('admin@example.com', endpoints.getPermissions)).toEqual([
      ...prefixed([...adminPermissions, ...companyView]),
      owner,
    ]);
    expect(await get('owner.alpen@example.com', endpoints.getPermissions)).toEqual([
      ...sorted(alpenApps, prefixed(['can_view_company_profile'])),
      owner,
    ]);
    expect(await get('owner.harbour@example.com', endpoints.getPermissions)).toEqual([
      ...sorted(harbourApps, prefixed(['can_view_company_profile'])),
      owner,
    ]);
    expect(await get('member@example.com', endpoints.getPermissions)).toEqual(
      sorted(alpenApps, prefixed(['can_view_company_profile'])),
    );
    expect(await get('both@example.com', endpoints.getPermissions)).toEqual(
      sorted(alpenApps, prefixed(companyPermissions)),
    );
    // Personal roles: Timesheets' Freelancer records time; Staff Search's Candidate holds nothing.
    expect(await get('private@example.com', endpoints.getPermissions)).toEqual(['timesheets.record_time']);
  });

  it('answers the claims of the signed-in user', async () => {
    const olivia = userInfoSchema.parse(await get('owner.alpen@example.com', endpoints.getUserInfo));
    expect(olivia).toMatchObject({
      sub: await demo.userId('owner.alpen@example.com'),
      name: 'Olivia Alder',
      email: 'owner.alpen@example.com',
      account_type: 'business',
      company_id: await demo.companyId('alpen'),
      company_name: 'Alpenbühne Events AG',
      company_is_owner: true,
      company_location_id: expect.any(String),
    });
    const paula = userInfoSchema.parse(await get('private@example.com', endpoints.getUserInfo));
    expect(paula).toMatchObject({
      account_type: 'personal',
      locale: 'de_DE',
      company_id: null,
      company_name: null,
      company_is_owner: false,
    });
  });

  it('answers the active account and the others a user can switch to', async () => {
    const bea = accountInfoSchema.parse(await get('both@example.com', endpoints.getAccountInfo));
    expect(bea).toEqual({
      id: await demo.companyId('alpen'),
      company_name: 'Alpenbühne Events AG',
      avatar: null,
      company_address: { locality: 'Zürich', country: 'CH' },
      further_accounts: [
        {
          id: await demo.companyId('harbour'),
          company_name: 'Harbour Stage GmbH',
          avatar: null,
          company_address: { locality: 'Hamburg', country: 'DE' },
        },
      ],
    });
    const max = accountInfoSchema.parse(await get('member@example.com', endpoints.getAccountInfo));
    expect(max.further_accounts).toEqual([]);
    const paula = accountInfoSchema.parse(await get('private@example.com', endpoints.getAccountInfo));
    expect(paula).toEqual({
      id: await demo.userId('private@example.com'),
      company_name: null,
      avatar: null,
      company_address: null,
      further_accounts: [],
    });
  });

  it('switches a user to another of their companies, which every answer then reflects', async () => {
    const harbour = await demo.companyId('harbour');
    const alpen = await demo.companyId('alpen');
    const response = await switchTo('both@example.com', { company: harbour });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { company: harbour } });

    expect(await get('both@example.com', endpoints.getUserInfo)).toMatchObject({
      company_id: harbour,
      company_name: 'Harbour Stage GmbH',
      company_is_owner: false,
    });
    expect(portalOf(await get('both@example.com', endpoints.getPermissions))).toEqual(
      prefixed(['can_view_company_profile']),
    );
    const accounts = await get('both@example.com', endpoints.getAccountInfo);
    expect([accounts.id, accounts.further_accounts.map((account: { id: string }) => account.id)]).toEqual([
      harbour,
      [alpen],
    ]);
    expect(
      (await get('both@example.com', endpoints.listInstalledApps)).map((app: { name: string }) => app.name),
    ).toEqual(['Crew Planner', 'Staff Search']);

    expect((await switchTo('both@example.com', { company: alpen })).statusCode).toBe(200);
    expect(await get('both@example.com', endpoints.getUserInfo)).toMatchObject({ company_id: alpen });
  });

  it('refuses a company the user does not belong to, and any company for a personal account', async () => {
    const harbour = await demo.companyId('harbour');
    for (const [as, company] of [
      ['member@example.com', harbour],
      ['member@example.com', randomUUID()],
      ['private@example.com', harbour],
    ] as const) {
      const response = await switchTo(as, { company });
      expect(response.statusCode, `${as} -> ${company}`).toBe(403);
      expect(response.json()).toEqual({ message: 'Permission denied.' });
    }
    expect(await get('member@example.com', endpoints.getUserInfo)).toMatchObject({
      company_id: await demo.companyId('alpen'),
    });
  });

  it('answers a malformed company with field errors', async () => {
    const wrongFormat = await switchTo('member@example.com', { company: 'alpen' });
    expect(wrongFormat.statusCode).toBe(422);
    expect(wrongFormat.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { company: ['The field "Company" contains a value in the wrong format.'] },
    });
    for (const payload of [{}, { company: '' }]) {
      const response = await switchTo('member@example.com', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors).toEqual({ company: ['The field "Company" cannot be empty.'] });
    }
  });

  it('lists the apps of the current account, without hidden ones', async () => {
    const names = async (as: DemoPersonaEmail) =>
      (await get(as, endpoints.listInstalledApps)).map((app: { name: string }) => app.name);
    expect(await names('member@example.com')).toEqual(['Crew Planner', 'Timesheets']);
    expect(await names('owner.harbour@example.com')).toEqual(['Crew Planner', 'Staff Search']);
    expect(await names('private@example.com')).toEqual(['Staff Search', 'Timesheets']);
    // The always-installed Operations Console is for platform administrators only.
    expect(await names('admin@example.com')).toEqual(['Operations Console']);
    const [app] = await get('member@example.com', endpoints.listInstalledApps);
    expect(app).toEqual({
      id: expect.any(String),
      internal_name: 'crew-planner',
      name: 'Crew Planner',
      description: expect.any(String),
      logo: null,
    });
  });

  it('answers what the database holds now after changes made outside the API, though both answers are kept', async () => {
    const names = async (as: DemoPersonaEmail) =>
      (await get(as, endpoints.listInstalledApps)).map((app: { name: string }) => app.name);
    const furtherAccounts = async (as: DemoPersonaEmail) =>
      (await get(as, endpoints.getAccountInfo)).further_accounts.map(
        (account: { company_name: string }) => account.company_name,
      );
    const { db } = demo.database;
    const alpen = await demo.companyId('alpen');
    const harbour = await demo.companyId('harbour');
    const bea = await demo.userId('both@example.com');
    const [timesheets] = await db.select().from(apps).where(eq(apps.internalName, 'timesheets'));

    // Kept now; each change below notifies (migrations 0007 and 0019), whoever writes.
    expect(await names('member@example.com')).toEqual(['Crew Planner', 'Timesheets']);
    expect(await furtherAccounts('both@example.com')).toEqual(['Harbour Stage GmbH']);

    await db.update(apps).set({ name: 'Timesheets Pro' }).where(eq(apps.id, timesheets!.id));
    expect(await names('member@example.com')).toEqual(['Crew Planner', 'Timesheets Pro']);
    await db.update(apps).set({ name: timesheets!.name }).where(eq(apps.id, timesheets!.id));

    const [removed] = await db
      .delete(installations)
      .where(and(eq(installations.appId, timesheets!.id), eq(installations.companyId, alpen)))
      .returning();
    expect(await names('member@example.com')).toEqual(['Crew Planner']);
    await db.insert(installations).values(removed!);
    expect(await names('member@example.com')).toEqual(['Crew Planner', 'Timesheets']);

    await db.update(companies).set({ name: 'Harbour Stage AG' }).where(eq(companies.id, harbour));
    expect(await furtherAccounts('both@example.com')).toEqual(['Harbour Stage AG']);
    await db.update(companies).set({ name: 'Harbour Stage GmbH' }).where(eq(companies.id, harbour));

    const [membership] = await db
      .delete(companyMemberships)
      .where(and(eq(companyMemberships.userId, bea), eq(companyMemberships.companyId, harbour)))
      .returning();
    expect(await furtherAccounts('both@example.com')).toEqual([]);
    await db.insert(companyMemberships).values(membership!);
    expect(await furtherAccounts('both@example.com')).toEqual(['Harbour Stage GmbH']);
  });

  it("checks the endpoint's permission requirement before reading the body", async () => {
    const parsed = parseConfig({ PUBLIC_URL: 'https://portal.example.com', LOG_LEVEL: 'silent' });
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const app = await buildApp(parsed.config, demo.database, { accessTokens: demo.tokens.verifier });
    const teamMemberEndpoint = defineEndpoint({
      method: 'PUT',
      path: '/api/test/team-members/:teamMember',
      body: z.object({ position: z.string().min(1) }),
      response: z.object({ ok: z.boolean() }),
      access: access.currentCompany({ company: ['can_edit_team_members'], self: 'teamMember' }),
    });
    registerEndpoint(app, teamMemberEndpoint, async (request) => ({ ok: identityOf(request).user.id !== '' }));
    try {
      const max = await demo.userId('member@example.com');
      const put = async (as: DemoPersonaEmail, teamMember: string, payload: object) =>
        (
          await app.inject({
            method: 'PUT',
            url: buildPath(teamMemberEndpoint, { teamMember }),
            headers: { authorization: `Bearer ${await demo.tokenFor(as)}` },
            payload,
          })
        ).statusCode;
      const olivia = await demo.userId('owner.alpen@example.com');
      expect(await put('member@example.com', olivia, { position: 'Boss' })).toBe(403);
      expect(await put('member@example.com', olivia, {})).toBe(403);
      expect(await put('member@example.com', max, { position: 'Rigger' })).toBe(200);
      expect(await put('member@example.com', max, {})).toBe(422);
      expect(await put('both@example.com', max, { position: 'Rigger' })).toBe(200);
      expect(await put('owner.alpen@example.com', max, { position: 'Rigger' })).toBe(200);
      expect(await put('private@example.com', max, { position: 'Rigger' })).toBe(403);
    } finally {
      await app.close();
    }
  });

  it('maps the subjects of an external provider to users by their external subject', async () => {
    const external = await createTestTokens({
      issuer: 'https://login.example.com/realms/crew',
      audience: 'portal-api',
      subjectKind: 'external-subject',
    });
    const parsed = parseConfig({ PUBLIC_URL: 'https://portal.example.com', LOG_LEVEL: 'silent' });
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const app = await buildApp(parsed.config, demo.database, { accessTokens: external.verifier });
    try {
      const max = await demo.userId('member@example.com');
      await demo.database.db.update(users).set({ externalSubject: 'crew|max' }).where(eq(users.id, max));
      const ask = async (subject: string) =>
        app.inject({
          url: endpoints.getUserInfo.path,
          headers: { authorization: `Bearer ${await external.sign(subject)}` },
        });
      const response = await ask('crew|max');
      expect(response.statusCode).toBe(200);
      expect(response.json().data.sub).toBe(max);
      expect((await ask(max)).statusCode).toBe(401);
      expect((await ask('crew|nobody')).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
