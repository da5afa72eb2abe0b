import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { parseConfig } from '../config';
import type { DatabaseConnection } from '../db/index';
import { TestBrowser } from '../identity-provider/test-browser';
import { freePort, pkce, portalClient } from '../identity-provider/test-portal-client';
import { mailOutbox } from '../mail/schema';
import { hashPassword, users } from '../areas/identity';

// What tests of the provider's flows share (account security's): instances of the portal on one test database, signing in
// through the real provider, and the mails of the outbox.

export const password = 'the right password 1';

export interface Instance {
  app: FastifyInstance;
  origin: string;
  portal: ReturnType<typeof portalClient>;
  /** POSTs or GETs JSON on the instance. */
  call(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Response>;
}

export async function startInstance(database: DatabaseConnection, env: Record<string, string> = {}): Promise<Instance> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const parsed = parseConfig({ PUBLIC_URL: origin, LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', ...env });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const app = await buildApp(parsed.config, database);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    origin,
    portal: portalClient(origin, env.PUBLIC_URL ?? origin),
    call: (method, path, body, headers = {}) =>
      fetch(`${origin}${path}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}

export async function newAccount(database: DatabaseConnection, values: Partial<typeof users.$inferInsert> = {}) {
  const email = `user-${randomUUID()}@example.com`;
  const [row] = await database.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      accountType: 'personal',
      givenName: 'Tess',
      ...values,
    })
    .returning({ id: users.id, email: users.email });
  return row!;
}

/** Signs in as `email` in `browser` and exchanges the code: the tokens of a fresh session. */
export async function signInForTokens(at: Instance, browser: TestBrowser, email: string, secret = password) {
  const { code, verifier } = await at.portal.signIn(browser, email, secret);
  const { status, body } = await at.portal.exchange(code, verifier);
  if (status !== 200) throw new Error(`token exchange failed: ${JSON.stringify(body)}`);
  return { accessToken: body.access_token!, refreshToken: body.refresh_token! };
}

/** Where the provider sends `browser` when the portal starts a sign-in: the screen, or back to /login. */
export async function startSignIn(at: Instance, browser: TestBrowser) {
  return at.portal.authorize(browser, pkce().challenge);
}

/** The newest mail to `recipient` and the first link in it that starts with `prefix`, if any. */
export async function latestMail(database: DatabaseConnection, recipient: string, prefix?: string) {
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, recipient))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const link = prefix ? mail?.textBody.split(/\s+/).find((word) => word.startsWith(prefix)) : undefined;
  return { mail, link, token: link?.split('/').at(-1) };
}

export const mailsTo = async (database: DatabaseConnection, recipient: string) =>
  database.db.$count(mailOutbox, eq(mailOutbox.recipient, recipient));

export { TestBrowser };
