import { expect, test } from './support/fixtures';
import { personas } from './support/personas';
import { createPostgresDatabase, startServer } from './support/server-process';
import { signIn, storedTokens } from './support/session';

// Two instances behind one public address share PostgreSQL: keys, grants and sessions must be shared.
const portA = 4321;
const portB = 4322;
const publicUrl = `http://127.0.0.1:${portA}`;

test.describe('two server instances on one PostgreSQL', () => {
  let database: ReturnType<typeof createPostgresDatabase>;
  let servers: Awaited<ReturnType<typeof startServer>>[] = [];

  test.beforeAll(async () => {
    database = createPostgresDatabase();
    const shared = { DATABASE_URL: database.url, SEED_DEMO: '1', PUBLIC_URL: publicUrl };
    // Started together on purpose: migrations, seeds and signing keys must not race.
    servers = await Promise.all([
      startServer({ ...shared, PORT: String(portA) }),
      startServer({ ...shared, PORT: String(portB) }),
    ]);
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    database?.drop();
  });

  test('a sign-in on one instance works for the API and the token refresh on the other', async ({ page, request }) => {
    await signIn(page, personas.ownerHarbour, `${publicUrl}/`);
    const tokens = await storedTokens(page);

    const userInfo = await request.get(`http://127.0.0.1:${portB}/id/userinfo`, {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userInfo.status()).toBe(200);
    expect((await userInfo.json()).data).toMatchObject({
      name: personas.ownerHarbour.name,
      company_name: personas.ownerHarbour.company,
    });

    const refreshed = await request.post(`http://127.0.0.1:${portB}/oidc/token`, {
      form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'eventsuite-portal' },
    });
    expect(refreshed.status()).toBe(200);
    const { access_token: accessToken } = (await refreshed.json()) as { access_token: string };
    const permissions = await request.get(`${publicUrl}/id/permissions`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(permissions.status()).toBe(200);
    expect((await permissions.json()).data).toContain('eventsuite.is_owner');
  });
});
