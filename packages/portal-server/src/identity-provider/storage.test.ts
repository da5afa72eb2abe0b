import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../db/index';
import { migrate } from '../db/migrate';
import { oidcModels } from './schema';
import { backends, type TestDatabase } from '../db/test-databases';
import { DatabaseAdapter, deleteExpiredModels } from './adapter';
import { loadProviderSecrets, toPublicJwks } from './secrets';

describe.each(backends)('provider state on $name', ({ create }) => {
  let testDb: TestDatabase;
  let database: DatabaseConnection;

  beforeAll(async () => {
    testDb = await create();
    database = await testDb.open();
    await migrate(database);
  });
  afterAll(() => testDb?.dispose());

  describe('provider adapter', () => {
    it('stores, finds, consumes and destroys per model', async () => {
      const codes = new DatabaseAdapter(database.db, 'AuthorizationCode');
      const tokens = new DatabaseAdapter(database.db, 'AccessToken');
      await codes.upsert('c1', { jti: 'c1', grantId: 'g1', kind: 'AuthorizationCode' }, 60);
      expect(await codes.find('c1')).toEqual({ jti: 'c1', grantId: 'g1', kind: 'AuthorizationCode' });
      expect(await tokens.find('c1')).toBeUndefined();

      await codes.consume('c1');
      expect((await codes.find('c1'))?.consumed).toBeCloseTo(Date.now() / 1000, -1);
      // Saving again (as the provider does) starts unconsumed.
      await codes.upsert('c1', { jti: 'c1', grantId: 'g1' }, 60);
      expect(await codes.find('c1')).not.toHaveProperty('consumed');

      await codes.destroy('c1');
      expect(await codes.find('c1')).toBeUndefined();
    });

    it('finds sessions by uid and revokes a grant model by model', async () => {
      const sessions = new DatabaseAdapter(database.db, 'Session');
      await sessions.upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
      expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'a' });

      const refreshTokens = new DatabaseAdapter(database.db, 'RefreshToken');
      const accessTokens = new DatabaseAdapter(database.db, 'AccessToken');
      await refreshTokens.upsert('r1', { grantId: 'g2' }, 60);
      await refreshTokens.upsert('r2', { grantId: 'g3' }, 60);
      await accessTokens.upsert('a1', { grantId: 'g2' }, 60);
      await refreshTokens.revokeByGrantId('g2');
      expect(await refreshTokens.find('r1')).toBeUndefined();
      expect(await refreshTokens.find('r2')).toBeDefined();
      expect(await accessTokens.find('a1')).toBeDefined();
    });

    it('finds nothing for keys with NUL, which PostgreSQL cannot compare, and destroys nothing', async () => {
      const sessions = new DatabaseAdapter(database.db, 'Session');
      await sessions.upsert('s\u0001', { uid: 'u\u0001', accountId: 'a' }, 60);
      expect(await sessions.find('s\u0000')).toBeUndefined();
      expect(await sessions.findByUid('u\u0000')).toBeUndefined();
      expect(await sessions.findByUserCode('\u0000')).toBeUndefined();
      await sessions.destroy('s\u0000');
      expect(await sessions.find('s\u0001')).toBeDefined();
    });

    it('hides expired rows and sweeps them', async () => {
      const interactions = new DatabaseAdapter(database.db, 'Interaction');
      await interactions.upsert('old', { uid: 'old' }, -1);
      await interactions.upsert('kept', { uid: 'kept' });
      expect(await interactions.find('old')).toBeUndefined();
      await deleteExpiredModels(database.db);
      const ids = (await database.db.select({ id: oidcModels.id }).from(oidcModels)).map((row) => row.id);
      expect(ids).not.toContain('old');
      expect(ids).toContain('kept');
    });
  });

  describe('provider secrets', () => {
    it('are generated once, and only their public halves are published', async () => {
      const [first, second] = await Promise.all([loadProviderSecrets(database.db), loadProviderSecrets(database.db)]);
      expect(second).toEqual(first);
      expect(await loadProviderSecrets(database.db)).toEqual(first);
      expect(first.jwks.keys.map((key) => key.alg)).toEqual(['RS256', 'ES256']);
      expect(first.cookieKeys).toHaveLength(1);
      for (const key of toPublicJwks(first.jwks).keys) {
        expect(Object.keys(key).filter((name) => ['d', 'p', 'q', 'dp', 'dq', 'qi'].includes(name))).toEqual([]);
        expect(key.kid).toBeTruthy();
      }
    });
  });
});
