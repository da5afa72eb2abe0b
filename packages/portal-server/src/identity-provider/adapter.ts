import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/index';
import { oidcModels } from './schema';

/**
 * Ids, uids and user codes arrive from requests (`code=%00`). PostgreSQL refuses NUL in text, and the
 * provider never stores one, so such a lookup finds nothing instead of failing.
 */
const storable = (key: string) => !key.includes('\u0000');

const notExpired = () => or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, new Date()));

/**
 * oidc-provider's storage in PostgreSQL: one adapter per model name (Session, Grant, RefreshToken, ...),
 * all in one table, so every instance of the portal sees the same sessions and tokens.
 */
export class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const row = {
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn === undefined ? null : new Date(Date.now() + expiresIn * 1000),
      consumedAt: null,
    };
    await this.db
      .insert(oidcModels)
      .values({ model: this.model, id, ...row })
      .onConflictDoUpdate({ target: [oidcModels.model, oidcModels.id], set: row });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return storable(id) ? this.findWhere(eq(oidcModels.id, id)) : undefined;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return storable(uid) ? this.findWhere(eq(oidcModels.uid, uid)) : undefined;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return storable(userCode) ? this.findWhere(eq(oidcModels.userCode, userCode)) : undefined;
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcModels)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id)));
  }

  /** `id` may come from a request (a session cookie): one with NUL names nothing. */
  async destroy(id: string): Promise<void> {
    if (!storable(id)) return;
    await this.db.delete(oidcModels).where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcModels).where(and(eq(oidcModels.model, this.model), eq(oidcModels.grantId, grantId)));
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcModels.payload, consumedAt: oidcModels.consumedAt })
      .from(oidcModels)
      .where(and(eq(oidcModels.model, this.model), condition, notExpired()))
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    // The provider recognises a consumed code or rotated refresh token by this epoch timestamp.
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }
}

/** Removes expired rows, which `find` already ignores. */
export async function deleteExpiredModels(db: Database): Promise<void> {
  await db.delete(oidcModels).where(lt(oidcModels.expiresAt, new Date()));
}

/**
 * Removes everything the provider stored for an account: sessions, grants and what was issued under
 * them (codes, refresh tokens), so none of it can be used again. Run inside the transaction that
 * deletes the account or takes it back from whoever may have taken it over.
 */
export async function deleteModelsOfAccount(db: Database, accountId: string): Promise<void> {
  const ofAccount = sql`(${oidcModels.payload} ->> 'accountId' = ${accountId} or ${oidcModels.payload} #>> '{session,accountId}' = ${accountId})`;
  const grants = db
    .select({ id: oidcModels.id })
    .from(oidcModels)
    .where(and(eq(oidcModels.model, 'Grant'), ofAccount));
  await db.delete(oidcModels).where(or(ofAccount, inArray(oidcModels.grantId, grants)));
}
