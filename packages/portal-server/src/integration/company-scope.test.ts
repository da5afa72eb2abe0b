import { access, buildPath, defineEndpoint, type Access } from '@eventsuite/api-contract';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { companyLocations } from '../areas/identity/schema';
import type { DemoPersonaEmail } from '../seeds/seed-demo';
import { createAuthenticator } from '../areas/identity/authenticate';
import { createSessionUsers } from '../areas/identity/session-users';
import { backends, type TestDatabase } from '../db/test-databases';
import { startDemoApp, type DemoApp } from '../testing/demo-app';
import { currentCompanyIdOf, findInCompany, requireInCompany } from '../http/company-scope';
import { registerAuthentication, registerEndpoint } from '../http/endpoint';
import { HttpError, registerErrorHandler } from '../http/errors';

// No endpoint of the contract is company-scoped yet: these test-only ones stand in for the company area.
const showCompanyLocation = defineEndpoint({
  method: 'GET',
  path: '/api/test/companies/:company/locations/:location',
  params: z.object({ company: z.string(), location: z.string() }),
  response: z.object({ name: z.string() }),
  access: access.currentCompany({ company: ['can_view_locations'] }),
});
/** Company-scoped without naming the company: the caller's current one is meant. */
const showLocation = defineEndpoint({
  method: 'GET',
  path: '/api/test/company-locations/:location',
  params: z.object({ location: z.string() }),
  response: z.object({ name: z.string() }),
  access: access.currentCompany(),
});

it('refuses to register an endpoint whose declaration lacks its scope', () => {
  const app = Fastify();
  registerAuthentication(app, async () => {
    throw new HttpError(401, 'Not in this test.');
  });
  const unscoped = { ...showLocation, access: { kind: 'authenticated' } as Access };
  expect(() => registerEndpoint(app, unscoped, async () => ({ name: '' }))).toThrow(
    'GET /api/test/company-locations/:location declares no scope',
  );
});

describe.each(backends)('company scope on $name', ({ create }) => {
  let testDb: TestDatabase;
  let demo: DemoApp;
  let app: FastifyInstance;
  const company = { alpen: '', harbour: '' };
  const location = { alpen: '', harbour: '' };

  async function headquartersOf(companyId: string): Promise<string> {
    const rows = await demo.database.db
      .select({ id: companyLocations.id, isHeadquarters: companyLocations.isHeadquarters })
      .from(companyLocations)
      .where(eq(companyLocations.companyId, companyId));
    const headquarters = rows.find((row) => row.isHeadquarters);
    if (!headquarters) throw new Error(`Company ${companyId} has no headquarters`);
    return headquarters.id;
  }

  beforeAll(async () => {
    testDb = await create();
    demo = await startDemoApp(testDb);
    for (const key of ['alpen', 'harbour'] as const) {
      company[key] = await demo.companyId(key);
      location[key] = await headquartersOf(company[key]);
    }

    // A bare server with only what registerEndpoint needs, so nothing but the scope rules answers.
    const { db } = demo.database;
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const sessionUsers = await createSessionUsers(demo.database);
    app.addHook('onClose', () => sessionUsers.close());
    registerAuthentication(app, createAuthenticator(sessionUsers, demo.tokens.verifier));
    registerEndpoint(app, showCompanyLocation, async (request) => {
      const { name } = await requireInCompany(db, companyLocations, request.params.location, request.params.company);
      return { name };
    });
    registerEndpoint(app, showLocation, async (request) => {
      const row = await requireInCompany(db, companyLocations, request.params.location, currentCompanyIdOf(request));
      return { name: row.name };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await demo?.close();
    await testDb?.dispose();
  });

  async function get(as: DemoPersonaEmail | 'anonymous', url: string) {
    const authorization = as === 'anonymous' ? {} : { authorization: `Bearer ${await demo.tokenFor(as)}` };
    const response = await app.inject({ method: 'GET', url, headers: authorization });
    return { status: response.statusCode, body: response.json() as unknown };
  }

  it('finds a row of the company, and nothing of another company or that does not exist', async () => {
    const { db } = demo.database;
    expect(await findInCompany(db, companyLocations, location.alpen, company.alpen)).toMatchObject({
      id: location.alpen,
      companyId: company.alpen,
    });
    expect(await findInCompany(db, companyLocations, location.harbour, company.alpen)).toBeUndefined();
    expect(await findInCompany(db, companyLocations, crypto.randomUUID(), company.alpen)).toBeUndefined();
    expect(await findInCompany(db, companyLocations, 'not-an-id', company.alpen)).toBeUndefined();

    const refusal = requireInCompany(db, companyLocations, location.harbour, company.alpen);
    await expect(refusal).rejects.toBeInstanceOf(HttpError);
    await expect(refusal).rejects.toMatchObject({ statusCode: 404, message: 'Not found.' });
  });

  it("answers a :company other than the caller's current one with 404, as if it did not exist", async () => {
    const url = (key: 'alpen' | 'harbour', locationKey = key) =>
      buildPath(showCompanyLocation, { company: company[key], location: location[locationKey] });

    expect(await get('owner.alpen@example.com', url('alpen'))).toEqual({
      status: 200,
      body: { name: 'Headquarters Zürich' },
    });
    const notFound = { status: 404, body: { message: 'Not found.' } };
    expect(await get('owner.alpen@example.com', url('harbour'))).toEqual(notFound);
    expect(await get('owner.harbour@example.com', url('alpen'))).toEqual(notFound);
    // Bea belongs to both companies, but acts in Alpenbühne: Harbour's objects wait for a switch.
    expect(await get('both@example.com', url('alpen'))).toMatchObject({ status: 200 });
    expect(await get('both@example.com', url('harbour'))).toEqual(notFound);
    // Naming one's own company does not open another company's row.
    expect(await get('owner.alpen@example.com', url('alpen', 'harbour'))).toEqual(notFound);
    const unknownCompany = buildPath(showCompanyLocation, { company: crypto.randomUUID(), location: location.alpen });
    expect(await get('owner.alpen@example.com', unknownCompany)).toEqual(notFound);
  });

  it('checks who the caller is before the company', async () => {
    const harbours = buildPath(showCompanyLocation, { company: company.harbour, location: location.harbour });
    expect((await get('anonymous', harbours)).status).toBe(401);
    // Max lacks can_view_locations in his company: refused for that, whichever company he names.
    expect(await get('member@example.com', harbours)).toEqual({ status: 403, body: { message: 'Permission denied.' } });
    expect((await get('private@example.com', harbours)).status).toBe(403);
  });

  it("finds ids of the caller's current company only when the path names no company", async () => {
    const url = (key: 'alpen' | 'harbour') => buildPath(showLocation, { location: location[key] });
    expect((await get('member@example.com', url('alpen'))).status).toBe(200);
    expect((await get('member@example.com', url('harbour'))).status).toBe(404);
    expect((await get('owner.harbour@example.com', url('harbour'))).status).toBe(200);
    // A personal account acts in no company, so there is nothing it could reach here.
    expect(await get('private@example.com', url('alpen'))).toEqual({
      status: 403,
      body: { message: 'Permission denied.' },
    });
  });
});
