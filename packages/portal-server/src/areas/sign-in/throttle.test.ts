import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../db/index';
import { migrate } from '../../db/migrate';
import { backends, type TestDatabase } from '../../db/test-databases';
import { signInFailures } from './schema';
import {
  addressDelayMs,
  assessAttempt,
  deleteOldFailures,
  forgiveFailures,
  recordFailure,
  signInThrottle,
  type PasswordAttempt,
} from './throttle';

describe('the address slowdown', () => {
  it(`lets an address fail ${signInThrottle.addressAllowance} times, then doubles its wait from a second up to the window`, () => {
    const allowance = signInThrottle.addressAllowance;
    expect(addressDelayMs(allowance)).toBe(0);
    expect([1, 2, 3, 4, 10].map((beyond) => addressDelayMs(allowance + beyond))).toEqual([
      1000, 2000, 4000, 8000, 512_000,
    ]);
    expect(addressDelayMs(allowance + 11)).toBe(signInThrottle.addressMaxDelayMs);
    expect(addressDelayMs(allowance + 40)).toBe(signInThrottle.addressMaxDelayMs);
  });
});

describe.each(backends)('sign-in throttle on $name', ({ create }) => {
  let testDb: TestDatabase;
  let database: DatabaseConnection;
  const db = () => database.db;

  beforeAll(async () => {
    testDb = await create();
    database = await testDb.open();
    await migrate(database);
  });
  afterAll(() => testDb?.dispose());
  beforeEach(async () => {
    await db().delete(signInFailures);
  });

  const start = new Date('2026-01-01T10:00:00Z');
  const later = (ms: number) => new Date(start.getTime() + ms);
  const wait = async (attempt: PasswordAttempt, now: Date) =>
    (await assessAttempt(db(), attempt, now)).retryAfterSeconds;
  const fail = async (attempt: PasswordAttempt, now: Date) =>
    recordFailure(db(), await assessAttempt(db(), attempt, now), now);

  const untrusted = { purpose: 'sign_in', email: 'Someone@Example.com', address: '192.0.2.1' } as const;
  const trusted = { ...untrusted, address: '192.0.2.99', device: 'device-of-someone' } as const;

  it('refuses untrusted clients an account for the rest of the window after its fifth failure', async () => {
    for (let i = 0; i < signInThrottle.perAccount; i++) {
      expect(await wait(untrusted, later(i * 60_000))).toBe(0);
      await fail(untrusted, later(i * 60_000));
    }
    const now = later(5 * 60_000);
    // The first failure (at 0 min) leaves the window at 15 min: 10 minutes from now, from any address.
    expect(await wait({ ...untrusted, email: ' someone@example.COM', address: '192.0.2.2' }, now)).toBe(600);
    expect(await wait(untrusted, later(signInThrottle.windowMs))).toBe(0);
    // Its trusted device is not refused, and the confirmations of a signed-in user count apart.
    expect(await wait(trusted, now)).toBe(0);
    expect(await wait({ ...untrusted, purpose: 'current_password' }, now)).toBe(0);

    await forgiveFailures(db(), { purpose: 'current_password', email: 'SOMEONE@example.com' });
    expect(await wait(untrusted, now)).toBe(600);
    await forgiveFailures(db(), { purpose: 'sign_in', email: 'SOMEONE@example.com' });
    expect(await wait({ ...untrusted, address: '192.0.2.2' }, now)).toBe(0);
  });

  it('judges a trusted device by its own failures, which count neither on the account nor on the address', async () => {
    for (let i = 0; i < signInThrottle.perDevice - 1; i++) await fail(trusted, start);
    expect(await wait(trusted, start)).toBe(0);
    expect(await wait({ ...untrusted, address: trusted.address }, start)).toBe(0);
    const counted = await db().select({ scope: signInFailures.scope }).from(signInFailures);
    expect(new Set(counted.map(({ scope }) => scope))).toEqual(new Set(['device']));

    // Its fifth failure makes it untrusted: judged like any client, so the account's limit applies again.
    await fail(trusted, start);
    expect(await wait(trusted, start)).toBe(0);
    for (let i = 0; i < signInThrottle.perAccount; i++) await fail(untrusted, later(1000));
    expect(await wait(trusted, later(2000))).toBe(signInThrottle.windowMs / 1000 - 1);
    // Another genuine device of the account is not held by this one's failures.
    expect(await wait({ ...trusted, device: 'another-device' }, later(2000))).toBe(0);

    // A right password forgives the device's failures and the account's.
    await forgiveFailures(db(), trusted);
    expect(await wait(trusted, later(2000))).toBe(0);
    expect(await wait(untrusted, later(2000))).toBe(0);
  });

  it('slows an address that fails across many accounts, growing, without holding other addresses', async () => {
    const address = '198.51.100.7';
    const attempt = (i: number) => ({ purpose: 'sign_in', email: `user${i}@example.com`, address }) as const;
    for (let i = 0; i < signInThrottle.addressAllowance; i++) await fail(attempt(i), start);
    expect(await wait(attempt(100), start)).toBe(0);

    await fail(attempt(100), later(10_000));
    expect(await wait(attempt(101), later(10_000))).toBe(1);
    expect(await wait(attempt(101), later(11_000))).toBe(0);
    await fail(attempt(101), later(11_000));
    expect(await wait(attempt(102), later(11_000))).toBe(2);
    expect(await wait(attempt(102), later(12_500))).toBe(1);

    // Nobody else waits: not another address, not the accounts it tried.
    expect(await wait({ ...attempt(100), address: '198.51.100.8' }, later(11_000))).toBe(0);
    // A right password forgives the account, not the address.
    await forgiveFailures(db(), attempt(0));
    expect(await wait(attempt(0), later(11_000))).toBe(2);

    await deleteOldFailures(db(), later(signInThrottle.windowMs + 11_001));
    expect(await db().select().from(signInFailures)).toEqual([]);
  });

  it('throttles wrong current passwords on counters of their own, by account and by address', async () => {
    const confirming = { purpose: 'current_password', email: 'someone@example.com', address: '192.0.2.1' } as const;
    for (let i = 0; i < signInThrottle.perAccount; i++) await fail(confirming, start);
    expect(await wait(confirming, start)).toBe(signInThrottle.windowMs / 1000);
    expect(await wait({ ...untrusted, address: confirming.address }, start)).toBe(0);
  });
});
