import { randomUUID } from 'node:crypto';
import { signUpConfirmationPagePath } from '@eventsuite/api-contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../db/index';
import { migrate } from '../../db/migrate';
import { backends, type TestDatabase } from '../../db/test-databases';
import { seed } from '../../seeds/seed';
import { seedPortalApp } from '../../seeds/seed-portal-app';
import { roles, userAppRoles } from '../admin-apps';
import { users } from '../identity';
import { signInFailures } from '../sign-in';
import { signUps } from './schema';
import { signInTicketCookieName } from './sign-in-tickets';
import {
  latestMail,
  mailsTo,
  newAccount,
  startInstance,
  startSignIn,
  TestBrowser,
  type Instance,
} from '../../testing/provider-instances';

const chosenPassword = 'my own long passphrase';

const signUpInput = (email: string, changes: Record<string, unknown> = {}) => ({
  first_name: 'Frieda',
  last_name: 'Freelance',
  email,
  password: chosenPassword,
  password_confirmation: chosenPassword,
  terms_accepted: true,
  ...changes,
});

describe.each(backends)('private sign-up on $name', ({ create }) => {
  let testDb: TestDatabase;
  let database: DatabaseConnection;
  let open: Instance;
  let closed: Instance;

  beforeAll(async () => {
    testDb = await create();
    database = await testDb.open();
    await migrate(database);
    await seed(database.db);
    await seedPortalApp(database.db);
    open = await startInstance(database, { SIGN_UP: 'true' });
    closed = await startInstance(database, { SIGN_UP: 'false' });
  });
  afterAll(async () => {
    await open?.app.close();
    await closed?.app.close();
    await testDb?.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(signInFailures);
  });

  const signUp = (at: Instance, body: unknown) => at.call('POST', '/api/sign-ups', body);
  const confirm = (browser: TestBrowser, token: string) =>
    browser.fetch(`${open.origin}/api/sign-ups/${token}`, { method: 'POST' });
  const confirmationToken = async (email: string) =>
    (await latestMail(database, email, `${open.origin}${signUpConfirmationPagePath}/`)).token;
  const accountOf = async (email: string) =>
    (
      await database.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    )[0];

  it('is closed when SIGN_UP says so', async () => {
    const email = `closed-${randomUUID()}@example.com`;
    expect((await signUp(closed, signUpInput(email))).status).toBe(404);
    expect((await closed.call('POST', '/api/sign-ups/resend', { email })).status).toBe(404);
    expect(await mailsTo(database, email)).toBe(0);
  });

  it('makes the account only when the mailed link is followed, with the default personal role', async () => {
    const email = `frieda-${randomUUID()}@example.com`;
    const answer = await signUp(open, signUpInput(email));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { mail_sent: true } });
    expect(await accountOf(email)).toBeUndefined();
    const token = await confirmationToken(email);
    expect(token).toBeDefined();
    const [waiting] = await database.db.select().from(signUps).where(eq(signUps.email, email));
    expect(waiting!.tokenHash).not.toContain(token);

    const browser = new TestBrowser();
    const confirmed = await confirm(browser, token!);
    expect(confirmed.status).toBe(200);
    const account = await accountOf(email);
    expect(account).toMatchObject({ accountType: 'personal', givenName: 'Frieda', familyName: 'Freelance' });
    const held = await database.db
      .select({ personal: roles.isPersonal, isDefault: roles.isDefault, companyId: userAppRoles.companyId })
      .from(userAppRoles)
      .innerJoin(roles, eq(roles.id, userAppRoles.roleId))
      .where(eq(userAppRoles.userId, account!.id));
    expect(held).toEqual([{ personal: true, isDefault: true, companyId: null }]);

    // Signed in without typing the password again; the link and the ticket work once.
    expect(browser.cookie(signInTicketCookieName)).toBeDefined();
    expect((await startSignIn(open, browser)).pathname).toBe('/login');
    expect((await confirm(new TestBrowser(), token!)).status).toBe(404);
    expect(await database.db.$count(signUps, eq(signUps.email, email))).toBe(0);
  });

  it('lets nobody sign in before the confirmation, and refuses an expired link', async () => {
    const email = `late-${randomUUID()}@example.com`;
    await signUp(open, signUpInput(email));
    const browser = new TestBrowser();
    const uid = (await startSignIn(open, browser)).pathname.split('/').at(-1)!;
    expect((await open.portal.submitCredentials(browser, uid, email, chosenPassword)).response.status).toBe(401);

    const token = await confirmationToken(email);
    await database.db
      .update(signUps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signUps.email, email));
    expect((await confirm(new TestBrowser(), token!)).status).toBe(404);
    expect(await accountOf(email)).toBeUndefined();
  });

  it('sends a new link on request, which kills the one before', async () => {
    const email = `resend-${randomUUID()}@example.com`;
    await signUp(open, signUpInput(email));
    const first = await confirmationToken(email);
    const resent = await open.call('POST', '/api/sign-ups/resend', { email });
    expect(resent.status).toBe(200);
    const second = await confirmationToken(email);
    expect(second).not.toBe(first);
    expect((await confirm(new TestBrowser(), first!)).status).toBe(404);
    expect((await confirm(new TestBrowser(), second!)).status).toBe(200);
  });

  it('answers alike for a known email and sends its owner a notice, not a link', async () => {
    const account = await newAccount(database);
    const fresh = await signUp(open, signUpInput(`fresh-${randomUUID()}@example.com`));
    const known = await signUp(open, signUpInput(account.email.toUpperCase()));
    expect(known.status).toBe(fresh.status);
    expect(await known.text()).toBe(await fresh.text());
    const { mail } = await latestMail(database, account.email);
    expect(mail!.subject).toBe('You already have an account');
    expect(mail!.textBody).not.toContain(signUpConfirmationPagePath);
    expect(await database.db.$count(signUps, eq(sql`lower(${signUps.email})`, account.email))).toBe(0);
  });

  it('refuses a short, a common or an unconfirmed password and terms not accepted', async () => {
    const email = `refused-${randomUUID()}@example.com`;
    const errorsOf = async (changes: Record<string, unknown>) => {
      const response = await signUp(open, signUpInput(email, changes));
      expect(response.status).toBe(422);
      return Object.keys(((await response.json()) as { errors: Record<string, string[]> }).errors);
    };
    expect(await errorsOf({ password: 'too short', password_confirmation: 'too short' })).toEqual(['password']);
    expect(await errorsOf({ password: '1234567890', password_confirmation: '1234567890' })).toEqual(['password']);
    expect(await errorsOf({ password_confirmation: 'another one entirely' })).toEqual(['password_confirmation']);
    expect(await errorsOf({ terms_accepted: false })).toEqual(['terms_accepted']);
    expect(await errorsOf({ first_name: '' })).toEqual(['first_name']);
    expect(await mailsTo(database, email)).toBe(0);
  });

  it('refuses the confirmation when another account took the address meanwhile', async () => {
    const email = `taken-${randomUUID()}@example.com`;
    await signUp(open, signUpInput(email));
    const token = await confirmationToken(email);
    await newAccount(database, { email });
    expect((await confirm(new TestBrowser(), token!)).status).toBe(409);
  });
});
