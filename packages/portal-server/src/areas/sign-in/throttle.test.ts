import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../db/index';
import { migrate } from '../../db/migrate';
import { backends, type TestDatabase } from '../../db/test-databases';
import { clearAccountFailures, deleteOldFailures, recordFailure, retryAfterSeconds, signInThrottle } from './throttle';

describe.each(backends)('sign-in throttle on $name', ({ create }) => {
  let testDb: TestDatabase;
  let database: DatabaseConnection;

  beforeAll(async () => {
    testDb = await create();
    database = await testDb.open();
    await migrate(database);
  });
  afterAll(() => testDb?.dispose());

  const start = new Date('2026-01-01T10:00:00Z');
  const later = (ms: number) => new Date(start.getTime() + ms);

  it('holds an account for the rest of the window after its fifth failure, in a sliding window', async () => {
    const attempt = { purpose: 'sign_in', email: 'Someone@Example.com', address: '192.0.2.1' } as const;
    for (let i = 0; i < signInThrottle.perAccount; i++) {
      expect(await retryAfterSeconds(database.db, attempt, later(i * 60_000))).toBe(0);
      await recordFailure(database.db, attempt, later(i * 60_000));
    }
    const now = later(5 * 60_000);
    // The first failure (at 0 min) leaves the window at 15 min: 10 minutes from now.
    expect(await retryAfterSeconds(database.db, { ...attempt, email: ' someone@example.COM' }, now)).toBe(600);
    expect(await retryAfterSeconds(database.db, attempt, later(signInThrottle.windowMs))).toBe(0);

    const currentPassword = { ...attempt, purpose: 'current_password' } as const;
    expect(await retryAfterSeconds(database.db, currentPassword, now)).toBe(0);
    await clearAccountFailures(database.db, { purpose: 'current_password', email: 'SOMEONE@example.com' });
    expect(await retryAfterSeconds(database.db, attempt, now)).toBe(600);
    await clearAccountFailures(database.db, { purpose: 'sign_in', email: 'SOMEONE@example.com' });
    expect(await retryAfterSeconds(database.db, attempt, now)).toBe(0);
  });

  it('holds an address that fails across many accounts', async () => {
    const address = '198.51.100.7';
    const purpose = 'sign_in';
    for (let i = 0; i < signInThrottle.perAddress; i++) {
      await recordFailure(database.db, { purpose, email: `user${i}@example.com`, address }, start);
    }
    expect(await retryAfterSeconds(database.db, { purpose, email: 'fresh@example.com', address }, start)).toBe(
      signInThrottle.windowMs / 1000,
    );
    expect(
      await retryAfterSeconds(database.db, { purpose, email: 'fresh@example.com', address: '198.51.100.8' }, start),
    ).toBe(0);
    // A success forgives the account, not the address.
    await clearAccountFailures(database.db, { purpose, email: 'user0@example.com' });
    expect(
      await retryAfterSeconds(database.db, { purpose, email: 'user0@example.com', address }, start),
    ).toBeGreaterThan(0);

    await deleteOldFailures(database.db, later(signInThrottle.windowMs + 1));
    expect(await retryAfterSeconds(database.db, { purpose, email: 'fresh@example.com', address }, start)).toBe(0);
  });
});
