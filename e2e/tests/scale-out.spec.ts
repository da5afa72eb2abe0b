import { expect, test } from './support/fixtures';
import { personas } from './support/personas';
import { createPostgresDatabase, startServer } from './support/server-process';
import { signIn, storedTokens, submitSignIn } from './support/session';

// Two instances behind one public address share PostgreSQL: keys, grants and sessions must be shared, and
// a change made through one counts on the other as soon as its notification arrives there, though each keeps
// session users in memory (ADR 0010: usually before the answer of the change, but not always on a busy machine).
// Their ports are the two spare ones of the worker (fixtures.ts), so that workers and runs side by side
// do not collide.
test.describe('two server instances on one PostgreSQL', () => {
  let database: ReturnType<typeof createPostgresDatabase>;
  let servers: Awaited<ReturnType<typeof startServer>>[] = [];
  let portA: number;
  let portB: number;
  let publicUrl: string;

  test.beforeAll(async ({ workerPorts }) => {
    [portA, portB] = workerPorts.spare;
    publicUrl = `http://127.0.0.1:${portA}`;
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

  test('a member locked through one instance is refused by the other as soon as the change reaches it', async ({
    page,
    browser,
    request,
  }) => {
    const memberContext = await browser.newContext();
    try {
      const memberPage = await memberContext.newPage();
      await memberPage.goto(`${publicUrl}/`);
      await submitSignIn(memberPage, personas.member.email);
      await expect(memberPage.getByRole('heading', { level: 1, name: 'Hello, Max' })).toBeVisible();
      const member = { Authorization: `Bearer ${(await storedTokens(memberPage)).access_token}` };
      const memberOnB = async () =>
        (await request.get(`http://127.0.0.1:${portB}/api/profiles`, { headers: member })).status();
      // Twice: instance B now keeps Max's session user in memory.
      expect(await memberOnB()).toBe(200);
      expect(await memberOnB()).toBe(200);

      await signIn(page, personas.ownerAlpen, `${publicUrl}/`);
      const owner = { Authorization: `Bearer ${(await storedTokens(page)).access_token}` };
      const onA = (path: string, method: 'GET' | 'POST' | 'DELETE' = 'GET') =>
        request.fetch(`${publicUrl}${path}`, { method, headers: owner });
      const company = ((await (await onA('/id/userinfo')).json()) as { data: { company_id: string } }).data.company_id;
      const found = (await (await onA(`/api/companies/${company}/team-members?search=moser`)).json()) as {
        data: { id: string }[];
      };
      expect(found.data).toHaveLength(1);
      const lock = `/api/companies/${company}/team-members/${found.data[0]!.id}/lock`;

      // The notification's way to B: a few milliseconds at most, here where every core is busy.
      const delivery = { timeout: 2000, intervals: [10] };
      expect((await onA(lock, 'POST')).ok()).toBe(true);
      await expect.poll(memberOnB, delivery).toBe(401);
      expect((await onA(lock, 'DELETE')).ok()).toBe(true);
      await expect.poll(memberOnB, delivery).toBe(200);
    } finally {
      await memberContext.close();
    }
  });
});
