import { randomUUID } from 'node:crypto';
import { buildPath, endpoints } from '@eventsuite/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { parseConfig } from '../../config';
import { mailOutbox } from '../../mail/schema';
import { oidcModels } from '../../identity-provider/schema';
import { signInFailures, signInThrottle } from '../sign-in';
import { users, hashPassword } from '../identity';
import { TestBrowser } from '../../identity-provider/test-browser';
import { freePort, pkce, portalClient } from '../../identity-provider/test-portal-client';
import { backends } from '../../db/test-databases';
import { useDemoApp } from '../../testing/demo-app';

// Profile changes seen from the embedded provider: who can sign in afterwards, and which sessions and
// tokens survive. The API is called with test tokens (demo app); signing in happens for real on a
// second instance that listens on the same database.

const password = 'old password 1';

describe.each(backends)('signing in after profile changes on $name', ({ create }) => {
  const demo = useDemoApp(create);
  let provider: FastifyInstance;
  let portal: ReturnType<typeof portalClient>;

  beforeAll(async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const parsed = parseConfig({ PUBLIC_URL: origin, LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent' });
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    provider = await buildApp(parsed.config, demo.database);
    await provider.listen({ port, host: '127.0.0.1' });
    portal = portalClient(origin);
  });
  afterAll(async () => {
    await provider?.close();
  });
  beforeEach(async () => {
    await demo.database.db.delete(signInFailures);
  });

  const db = () => demo.database.db;

  async function newUser() {
    const email = `user-${randomUUID()}@example.com`;
    const [row] = await db()
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(password),
        accountType: 'personal',
        givenName: 'Sam',
        familyName: 'Signer',
      })
      .returning({ id: users.id });
    const token = await demo.tokens.sign(row!.id);
    const call = (options: InjectOptions) =>
      demo.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
    return { id: row!.id, email, call };
  }

  /** The answer to typing these credentials on the sign-in screen. */
  async function signInStatus(email: string, secret: string) {
    const browser = new TestBrowser();
    const uid = (await portal.authorize(browser, pkce().challenge)).pathname.split('/').at(-1)!;
    return (await portal.submitCredentials(browser, uid, email, secret)).response.status;
  }

  async function signInForTokens(email: string, secret: string) {
    const { code, verifier } = await portal.signIn(new TestBrowser(), email, secret);
    const tokens = await portal.exchange(code, verifier);
    expect(tokens.status).toBe(200);
    return tokens.body;
  }

  const storedModelsOf = (accountId: string) =>
    db()
      .select({ model: oidcModels.model })
      .from(oidcModels)
      .where(sql`${oidcModels.payload} ->> 'accountId' = ${accountId}`);

  async function linkIn(recipient: string, kind: 'confirm' | 'revoke') {
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));
    return new RegExp(`/email-change/${kind}/([A-Za-z0-9_-]+)`).exec(mail!.textBody)![1]!;
  }

  async function changeEmail(user: Awaited<ReturnType<typeof newUser>>, newEmail: string) {
    const profile = (await user.call({ method: 'GET', url: buildPath(endpoints.getProfile) })).json().data;
    const {
      id: _id,
      pending_email: _p,
      avatar: _a,
      account_type: _t,
      has_password: _h,
      owns_company: _o,
      ...input
    } = profile;
    const saved = await user.call({
      method: 'PUT',
      url: buildPath(endpoints.updateProfile),
      payload: { ...input, email: newEmail },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const token = await linkIn(newEmail, 'confirm');
    const confirmed = await demo.app.inject({
      method: 'POST',
      url: buildPath(endpoints.confirmEmailChange, { token }),
    });
    expect(confirmed.statusCode).toBe(200);
    return { revokeToken: await linkIn(user.email, 'revoke') };
  }

  it('signs in with the new password only, after a password change', async () => {
    const user = await newUser();
    expect(await signInStatus(user.email, password)).toBe(200);
    const changed = await user.call({
      method: 'PUT',
      url: buildPath(endpoints.changePassword),
      payload: { current_password: password, password: 'new password 2', password_confirmation: 'new password 2' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await signInStatus(user.email, password)).toBe(401);
    expect(await signInStatus(user.email, 'new password 2')).toBe(200);
  });

  it('ends every session and refresh token of the account with a password change', async () => {
    const user = await newUser();
    const before = await signInForTokens(user.email, password);
    const changed = await user.call({
      method: 'PUT',
      url: buildPath(endpoints.changePassword),
      payload: { current_password: password, password: 'new password 2', password_confirmation: 'new password 2' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await storedModelsOf(user.id)).toEqual([]);
    expect((await portal.refresh(before.refresh_token!)).body.error).toBe('invalid_grant');
  });

  it('keeps sign-in open after wrong current passwords, which throttle only their own confirmations', async () => {
    const user = await newUser();
    const confirmations = [
      () => user.call({ method: 'DELETE', url: buildPath(endpoints.deleteProfile), payload: { password: 'guess' } }),
      () =>
        user.call({
          method: 'PUT',
          url: buildPath(endpoints.changePassword),
          payload: { current_password: 'guess', password: 'new password 2', password_confirmation: 'new password 2' },
        }),
    ];
    for (let attempt = 0; attempt < signInThrottle.perAccount; attempt++) {
      expect((await confirmations[attempt % 2]!()).statusCode).toBe(422);
    }
    expect((await confirmations[0]!()).statusCode).toBe(429);
    expect(await signInStatus(user.email, password)).toBe(200);
  });

  it('signs in with the confirmed address, whatever its case, and no longer with the old one', async () => {
    const user = await newUser();
    const newEmail = `new-${user.email}`;
    await changeEmail(user, newEmail);
    expect(await signInStatus(newEmail.toUpperCase(), password)).toBe(200);
    expect(await signInStatus(user.email, password)).toBe(401);
  });

  it('ends the sessions and refresh tokens when a confirmed change is revoked', async () => {
    const user = await newUser();
    const newEmail = `new-${user.email}`;
    const { revokeToken } = await changeEmail(user, newEmail);
    const tokens = await signInForTokens(newEmail, password);
    expect(await storedModelsOf(user.id)).not.toEqual([]);

    const revoked = await demo.app.inject({
      method: 'POST',
      url: buildPath(endpoints.revokeEmailChange, { token: revokeToken }),
    });
    expect(revoked.statusCode).toBe(200);
    expect(await storedModelsOf(user.id)).toEqual([]);
    expect((await portal.refresh(tokens.refresh_token!)).body.error).toBe('invalid_grant');
    expect(await signInStatus(user.email, password)).toBe(200);
    expect(await signInStatus(newEmail, password)).toBe(401);
  });

  it('ends the sessions and tokens of a deleted account', async () => {
    const user = await newUser();
    const tokens = await signInForTokens(user.email, password);
    const callApi = () =>
      provider.inject({
        method: 'GET',
        url: buildPath(endpoints.getProfile),
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
    expect((await callApi()).statusCode).toBe(200);

    const deleted = await user.call({
      method: 'DELETE',
      url: buildPath(endpoints.deleteProfile),
      payload: { password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await storedModelsOf(user.id)).toEqual([]);
    expect((await portal.refresh(tokens.refresh_token!)).body.error).toBe('invalid_grant');
    expect((await callApi()).statusCode).toBe(401);
    expect(await signInStatus(user.email, password)).toBe(401);
  });
});
