import type { AccountSession } from '@eventsuite/api-contract';
import Bowser from 'bowser';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { sessionUserChannel, type Database, type DatabaseConnection } from '../../db/index';
import { createNotifiedCache } from '../../db/notified-cache';
import { oidcModels } from '../../identity-provider/schema';
import { apps, findClientByClientId } from '../admin-apps';
import { accountSessions, endedSessions } from './schema';

/**
 * A person's sessions (issue 30 §3). A session is the embedded provider's (`Session` in oidc_models,
 * named by its uid, the `sid` of its tokens); `account_sessions` adds what the provider does not keep:
 * the browser, the address and the last activity. Ending one removes the session, its grants and with
 * them every refresh token issued in it, in the database every instance reads, and records it in
 * `ended_sessions`, so the API refuses its access tokens at once (`createEndedSessions`).
 */

const notExpired = () => or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, new Date()));
const sessionOf = (userId: string) =>
  and(eq(oidcModels.model, 'Session'), sql`${oidcModels.payload} ->> 'accountId' = ${userId}`, notExpired());

interface SessionPayload {
  uid?: string;
  loginTs?: number;
  authorizations?: Record<string, { grantId?: string }>;
}

const grantIdsOf = (payload: SessionPayload) =>
  Object.values(payload.authorizations ?? {}).flatMap((authorization) =>
    authorization.grantId ? [authorization.grantId] : [],
  );

/** The user agent as `account_sessions` keeps it: long enough to tell browsers apart. */
export const storedUserAgent = (userAgent: string) => userAgent.slice(0, 512);

/** "Firefox 140" and "Windows 11" from a user agent; null for what it does not tell. */
export function describeUserAgent(userAgent: string): { browser: string | null; system: string | null } {
  if (!userAgent) return { browser: null, system: null };
  const parsed = Bowser.parse(userAgent);
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || null;
  return {
    browser: join(parsed.browser.name, parsed.browser.version?.split('.')[0]),
    system: join(parsed.os.name, parsed.os.versionName ?? parsed.os.version),
  };
}

/** Names of the apps holding a live refresh token under one of the grants; the portal by its product name. */
async function appsHoldingTokens(db: Database, grantIds: string[], portal: { clientId: string; name: string }) {
  if (grantIds.length === 0) return new Map<string, string[]>();
  const tokens = await db
    .select({ grantId: oidcModels.grantId, clientId: sql<string>`${oidcModels.payload} ->> 'clientId'` })
    .from(oidcModels)
    .where(
      and(
        eq(oidcModels.model, 'RefreshToken'),
        inArray(oidcModels.grantId, grantIds),
        isNull(oidcModels.consumedAt),
        notExpired(),
      ),
    );
  const names = new Map<string, string>([[portal.clientId, portal.name]]);
  for (const clientId of new Set(tokens.map((token) => token.clientId))) {
    if (names.has(clientId)) continue;
    const client = await findClientByClientId(db, clientId);
    const [app] = client ? await db.select({ name: apps.displayName }).from(apps).where(eq(apps.id, client.appId)) : [];
    names.set(clientId, app?.name ?? clientId);
  }
  const byGrant = new Map<string, string[]>();
  for (const token of tokens) {
    const list = byGrant.get(token.grantId!) ?? [];
    const name = names.get(token.clientId)!;
    if (!list.includes(name)) list.push(name);
    byGrant.set(token.grantId!, list);
  }
  return byGrant;
}

/** The person's live sessions, the latest activity first. */
export async function listSessions(
  db: Database,
  userId: string,
  currentSessionId: string | undefined,
  portal: { clientId: string; name: string },
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      uid: oidcModels.uid,
      payload: oidcModels.payload,
      userAgent: accountSessions.userAgent,
      address: accountSessions.address,
      signedInAt: accountSessions.signedInAt,
      lastActiveAt: accountSessions.lastActiveAt,
    })
    .from(oidcModels)
    .leftJoin(accountSessions, eq(accountSessions.sessionUid, oidcModels.uid))
    .where(sessionOf(userId));
  const payloads = rows.map((row) => row.payload as SessionPayload);
  const tokensByGrant = await appsHoldingTokens(db, payloads.flatMap(grantIdsOf), portal);
  const sessions = rows.flatMap((row, index) => {
    if (!row.uid) return [];
    const payload = payloads[index]!;
    const loginTs = payload.loginTs ? new Date(payload.loginTs * 1000) : undefined;
    const signedInAt = row.signedInAt ?? loginTs ?? new Date(0);
    return [
      {
        id: row.uid,
        ...describeUserAgent(row.userAgent ?? ''),
        address: row.address || null,
        signed_in_at: signedInAt.toISOString(),
        last_active_at: row.lastActiveAt?.toISOString() ?? null,
        apps: [...new Set(grantIdsOf(payload).flatMap((grantId) => tokensByGrant.get(grantId) ?? []))].sort(),
        this_device: row.uid === currentSessionId,
      } satisfies AccountSession,
    ];
  });
  const activity = (session: AccountSession) => session.last_active_at ?? session.signed_in_at;
  return sessions.sort((a, b) => activity(b).localeCompare(activity(a)));
}

/**
 * Ends the person's sessions `which` names (all when 'all', all but one with `except`) in the change's
 * transaction: the sessions, their grants and what was issued under them (codes, refresh tokens, apps'
 * access tokens: every one names its grant) go, and each is recorded as ended. Answers how many ended.
 */
export async function endSessions(
  tx: Database,
  userId: string,
  which: { only: string } | { except: string | undefined } | 'all',
): Promise<number> {
  const rows = await tx
    .select({ uid: oidcModels.uid, payload: oidcModels.payload })
    .from(oidcModels)
    .where(sessionOf(userId));
  const ending = rows.filter(({ uid }) => {
    if (!uid) return false;
    if (which === 'all') return true;
    return 'only' in which ? uid === which.only : uid !== which.except;
  });
  if (ending.length === 0) return 0;
  const uids = ending.map((row) => row.uid!);
  const grantIds = ending.flatMap((row) => grantIdsOf(row.payload as SessionPayload));
  await tx
    .delete(oidcModels)
    .where(
      or(
        and(eq(oidcModels.model, 'Session'), inArray(oidcModels.uid, uids)),
        ...(grantIds.length > 0
          ? [
              inArray(oidcModels.grantId, grantIds),
              and(eq(oidcModels.model, 'Grant'), inArray(oidcModels.id, grantIds)),
            ]
          : []),
      ),
    );
  await tx
    .insert(endedSessions)
    .values(uids.map((sessionUid) => ({ sessionUid, userId })))
    .onConflictDoNothing();
  await tx.delete(accountSessions).where(inArray(accountSessions.sessionUid, uids));
  return uids.length;
}

/**
 * Keeps `account_sessions` up to date from the provider's requests: an authorization in a session (a
 * sign-in, or an app signing in through it) records its browser and address, a token request its last
 * activity. Recorded before the provider answers, so whatever the client does next sees it; a failure is
 * logged and never fails the provider's answer.
 */
export function watchSessions(provider: Provider, db: Database, log: FastifyBaseLogger): void {
  provider.use(async (ctx, next) => {
    await next();
    const { oidc } = ctx as Partial<KoaContextWithOIDC>;
    try {
      const session = oidc?.session;
      if ((oidc?.route === 'authorization' || oidc?.route === 'resume') && oidc.entities.AuthorizationCode) {
        const userId = session?.accountId;
        if (!session?.uid || !userId) return;
        const seen = { userAgent: storedUserAgent(ctx.get('user-agent')), address: ctx.ip, lastActiveAt: new Date() };
        await db
          .insert(accountSessions)
          .values({ sessionUid: session.uid, userId, ...seen })
          .onConflictDoUpdate({ target: accountSessions.sessionUid, set: seen });
      }
      const issued = oidc?.route === 'token' && ctx.status === 200 ? oidc.entities.RefreshToken : undefined;
      if (issued?.sessionUid) {
        await db
          .update(accountSessions)
          .set({ lastActiveAt: new Date() })
          .where(eq(accountSessions.sessionUid, issued.sessionUid));
      }
    } catch (error) {
      log.warn({ err: error }, 'Could not record the activity of a session');
    }
  });
}

/** Whether a session was ended, for the API's check of every access token (identity/authenticate.ts). */
export interface EndedSessions {
  isEnded(userId: string, sessionId: string): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * A user's ended sessions, kept in memory like the session user (ADR 0010) and forgotten on the same
 * channel: migration 0025's trigger names the user whenever one of their sessions ends, on any instance.
 * Only sessions whose access tokens may still live (`accessTokenTtlSeconds`) are read.
 */
export async function createEndedSessions(
  database: DatabaseConnection,
  accessTokenTtlSeconds: number,
): Promise<EndedSessions> {
  const cache = await createNotifiedCache<readonly string[]>(database, sessionUserChannel, 1000);
  const endedOf = async (userId: string) => {
    const since = new Date(Date.now() - accessTokenTtlSeconds * 1000);
    const rows = await database.db
      .select({ uid: endedSessions.sessionUid })
      .from(endedSessions)
      .where(and(eq(endedSessions.userId, userId), gt(endedSessions.endedAt, since)));
    return rows.map((row) => row.uid);
  };
  return {
    async isEnded(userId, sessionId) {
      const ended = await cache.get(
        `ended:${userId}`,
        () => endedOf(userId),
        () => userId,
      );
      return ended.includes(sessionId);
    },
    close: () => cache.close(),
  };
}

/** Removes what no access token can need any more: ended sessions older than a token's life. */
export async function deleteOldEndedSessions(db: Database, accessTokenTtlSeconds: number): Promise<void> {
  await db.delete(endedSessions).where(lt(endedSessions.endedAt, new Date(Date.now() - accessTokenTtlSeconds * 1000)));
}
