import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  access,
  buildPath,
  endpoints,
  runtimeConfigSchema,
  staticPageSchema,
  validationErrorSchema,
} from '@eventsuite/api-contract';
import { and, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type AppOptions } from './app';
import { parseConfig, type Config } from './config';
import type { DatabaseConnection } from './db/index';
import { migrate } from './db/migrate';
import { staticPages } from './areas/static-pages/schema';
import { seed } from './seeds/seed';
import { registerEndpoint } from './http/endpoint';
import { backends, type TestDatabase } from './db/test-databases';
import { createTestTokens } from './authentication/test-tokens';

let staticDir: string;
let options: AppOptions;
const indexHtml = '<!doctype html><title>Portal</title><div id="root"></div>';

beforeAll(async () => {
  options = { accessTokens: (await createTestTokens()).verifier };
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'eventsuite-static-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), indexHtml);
  await writeFile(path.join(staticDir, 'assets', 'index-3f2a9c.js'), 'console.log("app")');
  await writeFile(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rm(staticDir, { recursive: true, force: true }));

function testConfig(overrides: Record<string, string> = {}): Config {
  const result = parseConfig({
    PUBLIC_URL: 'https://portal.example.com',
    STATIC_DIR: staticDir,
    LOG_LEVEL: 'silent',
    ...overrides,
  });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
}

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe.each(backends)('app on $name', ({ create }) => {
  let testDb: TestDatabase;
  let database: DatabaseConnection;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await create();
    database = await testDb.open();
    await migrate(database);
    await seed(database.db);
    app = await buildApp(testConfig(), database, options);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  const page = async (type: string, acceptLanguage?: string) => {
    const response = await app.inject({
      url: `/api/static-pages/${type}`,
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
    return { response, body: response.json() };
  };

  it('reports health after asking the database', async () => {
    const response = await app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves the runtime configuration uncached', async () => {
    const response = await app.inject({ url: buildPath(endpoints.runtimeConfig) });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(runtimeConfigSchema.parse(response.json())).toEqual({
      apiBaseUrl: 'https://portal.example.com',
      oidc: { authority: 'https://portal.example.com/oidc', clientId: 'eventsuite-portal' },
      productName: 'Eventsuite',
      accessibilityContact: null,
      signUp: false,
      supportedLanguages: ['en', 'de', 'fr'],
    });
  });

  it('answers static pages in English by default', async () => {
    const { response, body } = await page('terms');
    expect(response.statusCode).toBe(200);
    expect(staticPageSchema.parse(body)).toMatchObject({ type: 'terms', locale: 'en', title: 'Terms of use' });
    expect(response.headers['content-language']).toBe('en');
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de', 'Impressum'],
    ['fr-FR,fr;q=0.9', 'fr', 'Mentions légales'],
    ['en;q=0.3, de;q=0.7', 'de', 'Impressum'],
    ['fr, en;q=0.5, de;q=0.4', 'fr', 'Mentions légales'],
    ['it, en;q=0.5, de;q=0.4', 'en', 'Imprint'],
    ['it-IT,it;q=0.9', 'en', 'Imprint'],
  ])('answers the imprint for %j in %s', async (acceptLanguage, locale, title) => {
    const { response, body } = await page('imprint', acceptLanguage);
    expect(body).toMatchObject({ type: 'imprint', locale, title });
    expect(response.headers['content-language']).toBe(locale);
  });

  it('falls back to English when the page is missing in the chosen language', async () => {
    await database.db.delete(staticPages).where(and(eq(staticPages.type, 'about'), eq(staticPages.locale, 'de')));
    const { body } = await page('about', 'de');
    expect(body).toMatchObject({ locale: 'en', title: 'About Eventsuite' });
  });

  it('answers 404 JSON for an unknown page type', async () => {
    const { response, body } = await page('faq');
    expect(response.statusCode).toBe(404);
    expect(body).toEqual({ message: 'Not found.' });
  });

  it('sanitizes stored HTML on the way out', async () => {
    await database.db
      .update(staticPages)
      .set({ html: '<h2 onclick="steal()">Hi</h2><script>alert(1)</script><a href="https://x.example">x</a>' })
      .where(and(eq(staticPages.type, 'privacy'), eq(staticPages.locale, 'en')));
    const { body } = await page('privacy');
    expect(body.html).toBe('<h2>Hi</h2><a href="https://x.example" rel="noopener noreferrer">x</a>');
  });

  it('answers 503 health when the database is gone', async () => {
    const broken = await buildApp(
      testConfig(),
      { ...database, ping: () => Promise.reject(new Error('connection lost')) },
      options,
    );
    const response = await broken.inject({ url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'error' });
    await broken.close();
  });
});

describe('static hosting and errors', () => {
  // No database: nothing answers, and nothing is kept in memory without notifications.
  const database = {
    listen: async () => ({ active: false, stop: async () => {} }),
  } as unknown as DatabaseConnection;
  // Without a database there can be no embedded provider: these apps use an external one.
  const externalProvider = { OIDC_AUTHORITY: 'https://idp.example.com' };
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(testConfig(externalProvider), database, options);
    const echo = {
      ...endpoints.health,
      method: 'POST' as const,
      path: '/api/test/echo',
      body: z.object({ email: z.email(), name: z.string().min(1).max(5) }),
    };
    registerEndpoint(app, echo, async () => ({ status: 'ok' as const, database: 'ok' as const }));
    registerEndpoint(
      app,
      { ...endpoints.health, path: '/api/test/private', access: access.ownAccount() },
      async () => ({ status: 'ok' as const, database: 'ok' as const }),
    );
    app.get('/api/test/crash', async () => {
      throw new Error('secret internal detail');
    });
  });
  afterAll(() => app.close());

  it('serves index.html uncached for app routes a browser opens', async () => {
    for (const url of ['/', '/company/locations', '/settings?tab=profile']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(indexHtml);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('never answers server paths with index.html', async () => {
    for (const url of ['/api/nope', '/api', '/id/nope', '/oidc/nope', '/health/nope']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
    const post = await app.inject({ method: 'POST', url: '/company', headers: html });
    expect(post.statusCode).toBe(404);
    const script = await app.inject({ url: '/missing.js', headers: { accept: '*/*' } });
    expect(script.json()).toEqual({ message: 'Not found.' });
  });

  it('sends the security headers with the app, the API and errors', async () => {
    const responses = await Promise.all(
      ['/company/locations', '/assets/index-3f2a9c.js', '/config.json', '/api/test/private', '/api/nope'].map((url) =>
        app.inject({ url, headers: html }),
      ),
    );
    for (const response of responses) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
          "connect-src 'self' https://idp.example.com; object-src 'none'; base-uri 'self'; form-action 'self'; " +
          "frame-ancestors 'none'",
      );
    }
  });

  it('keeps API answers out of caches unless the route chose otherwise', async () => {
    for (const url of ['/api/test/private', '/api/nope', '/id/userinfo', '/config.json']) {
      expect((await app.inject({ url })).headers['cache-control'], url).toBe('no-store');
    }
    expect((await app.inject({ url: '/assets/index-3f2a9c.js' })).headers['cache-control']).toMatch(/immutable/);
  });

  it('answers a known path asked with another method with 405 and Allow, and OPTIONS with 204', async () => {
    const cases = [
      { method: 'DELETE', url: '/health', allow: 'GET, HEAD, OPTIONS' },
      { method: 'POST', url: '/config.json', allow: 'GET, HEAD, OPTIONS' },
      { method: 'GET', url: '/api/test/echo', allow: 'OPTIONS, POST' },
      { method: 'PUT', url: '/api/static-pages/imprint?x=1', allow: 'GET, HEAD, OPTIONS' },
      { method: 'PATCH', url: '/id/userinfo', allow: 'GET, HEAD, OPTIONS' },
    ] as const;
    for (const { method, url, allow } of cases) {
      const response = await app.inject({ method, url, headers: html });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow, `${method} ${url}`).toBe(allow);
      expect(response.json()).toEqual({ message: 'Method not allowed.' });
      const options = await app.inject({ method: 'OPTIONS', url });
      expect(options.statusCode, `OPTIONS ${url}`).toBe(204);
      expect(options.headers.allow, `OPTIONS ${url}`).toBe(allow);
    }
    for (const [method, url] of [
      ['POST', '/api/nope'],
      ['OPTIONS', '/api/nope'],
      ['DELETE', '/id/userinfo/more'],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await app.inject({ url: '/assets/index-3f2a9c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers invalid input with the 422 envelope of the contract', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'nope', name: 'toolong' },
    });
    expect(response.statusCode).toBe(422);
    expect(validationErrorSchema.parse(response.json())).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['Invalid email address'], name: ['"Name" contains too many characters.'] },
    });
    const empty = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { email: 'a@b.example' } });
    expect(empty.json().errors).toEqual({ name: ['The field "Name" cannot be empty.'] });
  });

  it('refuses endpoints that need a signed-in user without a bearer token', async () => {
    for (const authorization of [undefined, 'Basic dXNlcjpwYXNz', 'Bearer', 'Bearer two words']) {
      const response = await app.inject({ url: '/api/test/private', headers: authorization ? { authorization } : {} });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({ message: 'Authentication required.' });
    }
  });

  it('refuses to register a non-public endpoint without authentication', () => {
    const bare = Fastify();
    expect(() => registerEndpoint(bare, endpoints.getPermissions, async () => ({ data: [] }))).toThrow(
      'GET /id/permissions needs authentication: call registerAuthentication first',
    );
  });

  it('answers unexpected errors with a generic 500 and no details', async () => {
    const response = await app.inject({ url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'An error occurred.' });
    expect(response.body).not.toContain('secret');
  });

  it('answers malformed JSON as a client error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
  });

  it('says which key of prototype poisoning a JSON body must not contain', async () => {
    const post = (payload: string) =>
      app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'application/json' }, payload });
    for (const [payload, key] of [
      ['{"email":"a@example.com","__proto__":{"admin":true}}', '__proto__'],
      ['{"profile":[{"__proto__":null}]}', '__proto__'],
      ['{"constructor":{"prototype":{"admin":true}}}', 'constructor.prototype'],
    ]) {
      const response = await post(payload!);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual({ message: `The body must not contain the key ${key}.` });
    }
    expect((await post('{"constructor":"Builder","text":"__proto__"}')).statusCode).toBe(422);
    expect((await post('')).json().message).toMatch(/cannot be empty/);
  });

  it('answers 503 for pages when the app is not built, and keeps the API working', async () => {
    const unbuilt = await buildApp(
      testConfig({ ...externalProvider, STATIC_DIR: path.join(staticDir, 'missing') }),
      database,
      options,
    );
    const response = await unbuilt.inject({ url: '/company', headers: html });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/not been built/);
    expect((await unbuilt.inject({ url: '/config.json' })).statusCode).toBe(200);
    expect((await unbuilt.inject({ url: '/api/nope', headers: html })).statusCode).toBe(404);
    await unbuilt.close();
  });
});
