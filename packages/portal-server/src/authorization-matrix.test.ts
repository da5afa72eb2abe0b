import { buildPath, endpoints, type EndpointName } from '@eventsuite/api-contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPersonas, type DemoPersonaEmail } from './db/seed-demo';
import { backends, type TestDatabase } from './testing/databases';
import { startDemoApp, type DemoApp } from './testing/demo-app';

// Who gets which answer from every endpoint of the contract. A new endpoint fails this file until it
// has a row here, so nobody adds a route without deciding who may call it.

type Caller = DemoPersonaEmail | 'anonymous';
type Statuses = Record<Caller, number>;

interface Row {
  request: (demo: DemoApp) => Promise<Omit<InjectOptions, 'headers'>> | Omit<InjectOptions, 'headers'>;
  expected: Statuses;
}

const callers: Caller[] = [...demoPersonas.map((persona) => persona.email), 'anonymous'];

const everyone = (status: number): Statuses =>
  Object.fromEntries(callers.map((caller) => [caller, status])) as Statuses;

/** Any signed-in persona gets `status`, unless listed otherwise; the locked one and strangers get 401. */
const signedIn = (status: number, exceptions: Partial<Statuses> = {}): Statuses => ({
  ...everyone(status),
  'locked@example.com': 401,
  anonymous: 401,
  ...exceptions,
});

const unknownInteraction = 'unknown-interaction-uid';

const matrix = {
  health: { request: () => ({ method: 'GET', url: buildPath(endpoints.health) }), expected: everyone(200) },
  runtimeConfig: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.runtimeConfig) }),
    expected: everyone(200),
  },
  showStaticPage: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.showStaticPage, { type: 'terms' }) }),
    expected: everyone(200),
  },
  getPermissions: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.getPermissions) }),
    expected: signedIn(200),
  },
  getUserInfo: { request: () => ({ method: 'GET', url: buildPath(endpoints.getUserInfo) }), expected: signedIn(200) },
  getAccountInfo: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.getAccountInfo) }),
    expected: signedIn(200),
  },
  setCurrentCompany: {
    // Making Alpenbühne current: only its members may; for them it already is, so nothing changes.
    request: async (demo) => ({
      method: 'PUT',
      url: buildPath(endpoints.setCurrentCompany),
      payload: { company: await demo.companyId('alpen') },
    }),
    expected: signedIn(200, {
      'admin@example.com': 403,
      'owner.harbour@example.com': 403,
      'private@example.com': 403,
    }),
  },
  getSignInInteraction: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.getSignInInteraction, { uid: unknownInteraction }) }),
    expected: everyone(404),
  },
  submitSignIn: {
    request: () => ({
      method: 'POST',
      url: buildPath(endpoints.submitSignIn, { uid: unknownInteraction }),
      payload: { email: 'member@example.com', password: 'demo-password' },
    }),
    expected: everyone(404),
  },
  listInstalledApps: {
    request: () => ({ method: 'GET', url: buildPath(endpoints.listInstalledApps) }),
    expected: signedIn(200),
  },
} satisfies Record<EndpointName, Row>;

it('has a row for every endpoint of the contract, and only for those', () => {
  expect(Object.keys(matrix).sort()).toEqual(Object.keys(endpoints).sort());
  for (const [name, row] of Object.entries(matrix))
    expect(Object.keys(row.expected).sort(), name).toEqual([...callers].sort());
});

describe.each(backends)('authorization matrix on $name', ({ create }) => {
  let testDb: TestDatabase;
  let demo: DemoApp;

  beforeAll(async () => {
    testDb = await create();
    demo = await startDemoApp(testDb);
  });
  afterAll(async () => {
    await demo?.close();
    await testDb?.dispose();
  });

  it.for(Object.entries(matrix) as [EndpointName, Row][])('%s', async ([, row]) => {
    const actual = {} as Statuses;
    for (const caller of callers) {
      actual[caller] = (await demo.inject(caller, await row.request(demo))).statusCode;
    }
    expect(actual).toEqual(row.expected);
  });
});
