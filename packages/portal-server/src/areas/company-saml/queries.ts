import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { SamlTestResult } from '@eventsuite/api-contract';
import type { Database } from '../../db/index';
import { companies, companyMemberships, users } from '../identity';
import { oidcModels } from '../../identity-provider/schema';
import {
  companySamlDomains,
  companySamlSettings,
  samlRequests,
  samlSessions,
  samlUsedAssertions,
  type CompanySamlSettingsRow,
  type SamlRequestPurpose,
  type SamlSubject,
} from './schema';

export type SamlSettingsValues = Omit<
  typeof companySamlSettings.$inferInsert,
  'companyId' | 'active' | 'testPassedAt' | 'lastTest' | 'updatedAt'
>;

/** How long our AuthnRequest waits for its answer. */
export const samlRequestLifetimeMs = 10 * 60 * 1000;

export async function samlSettingsOf(db: Database, companyId: string): Promise<CompanySamlSettingsRow | undefined> {
  const [row] = await db.select().from(companySamlSettings).where(eq(companySamlSettings.companyId, companyId));
  return row;
}

/** The row under a lock, for a change that reads and writes it. */
export async function lockSamlSettings(tx: Database, companyId: string): Promise<CompanySamlSettingsRow | undefined> {
  const [row] = await tx
    .select()
    .from(companySamlSettings)
    .where(eq(companySamlSettings.companyId, companyId))
    .for('update');
  return row;
}

export function samlDomainsOf(db: Database, companyId: string) {
  return db
    .select()
    .from(companySamlDomains)
    .where(eq(companySamlDomains.companyId, companyId))
    .orderBy(asc(companySamlDomains.domain));
}

/**
 * Saves the settings. A passed test counts for the settings it tested: while SSO is off a change asks for
 * a new test; while it is on (e.g. a re-fetched metadata with a rotated certificate) it stays on.
 */
export async function saveSamlSettings(tx: Database, companyId: string, values: SamlSettingsValues): Promise<void> {
  await tx
    .insert(companySamlSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({
      target: companySamlSettings.companyId,
      set: {
        ...values,
        testPassedAt: sql`case when ${companySamlSettings.active} then ${companySamlSettings.testPassedAt} end`,
        updatedAt: sql`now()`,
      },
    });
}

export async function setSamlActive(tx: Database, companyId: string, active: boolean): Promise<void> {
  await tx
    .update(companySamlSettings)
    .set({ active, updatedAt: sql`now()` })
    .where(eq(companySamlSettings.companyId, companyId));
}

/** Keeps what a test sign-in received; a passed one makes the settings as they are activatable. */
export async function recordSamlTest(db: Database, companyId: string, result: SamlTestResult): Promise<void> {
  await db
    .update(companySamlSettings)
    .set({ lastTest: result, ...(result.passed ? { testPassedAt: new Date(result.at) } : {}) })
    .where(eq(companySamlSettings.companyId, companyId));
}

export async function addSamlDomain(tx: Database, companyId: string, domain: string, token: string): Promise<void> {
  await tx.insert(companySamlDomains).values({ companyId, domain, token }).onConflictDoNothing();
}

export async function markSamlDomainVerified(tx: Database, companyId: string, domain: string): Promise<void> {
  await tx
    .update(companySamlDomains)
    .set({ verifiedAt: sql`now()` })
    .where(and(eq(companySamlDomains.companyId, companyId), eq(companySamlDomains.domain, domain)));
}

export async function removeSamlDomain(tx: Database, companyId: string, domain: string): Promise<boolean> {
  const removed = await tx
    .delete(companySamlDomains)
    .where(and(eq(companySamlDomains.companyId, companyId), eq(companySamlDomains.domain, domain)))
    .returning({ domain: companySamlDomains.domain });
  return removed.length > 0;
}

/** The company whose single sign-on applies to an email domain: verified there, and active. */
export async function activeSamlForDomain(db: Database, domain: string): Promise<CompanySamlSettingsRow | undefined> {
  const [row] = await db
    .select({ settings: companySamlSettings })
    .from(companySamlDomains)
    .innerJoin(companySamlSettings, eq(companySamlSettings.companyId, companySamlDomains.companyId))
    .where(
      and(
        eq(companySamlDomains.domain, domain),
        isNotNull(companySamlDomains.verifiedAt),
        eq(companySamlSettings.active, true),
      ),
    );
  return row?.settings;
}

export async function insertSamlRequest(
  db: Database,
  request: {
    id: string;
    companyId: string;
    purpose: SamlRequestPurpose;
    interactionUid: string | null;
    returnTo: string | null;
  },
): Promise<void> {
  await db.insert(samlRequests).values(request);
}

/** Our request of this company, still open and not too old: what a response may answer. */
export async function openSamlRequest(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(samlRequests)
    .where(
      and(
        eq(samlRequests.id, id),
        eq(samlRequests.companyId, companyId),
        isNull(samlRequests.consumedAt),
        gt(samlRequests.createdAt, new Date(Date.now() - samlRequestLifetimeMs)),
      ),
    );
  return row;
}

/** Uses up a request: true for the first use only. */
export async function consumeSamlRequest(db: Database, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(samlRequests)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(samlRequests.id, id), eq(samlRequests.companyId, companyId), isNull(samlRequests.consumedAt)))
    .returning({ id: samlRequests.id });
  return rows.length > 0;
}

export async function samlRequestById(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(samlRequests)
    .where(and(eq(samlRequests.id, id), eq(samlRequests.companyId, companyId)));
  return row;
}

/** Records an assertion id as used; false when it was used before (a replay), on any server. */
export async function spendAssertionId(
  db: Database,
  companyId: string,
  assertionId: string,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .insert(samlUsedAssertions)
    .values({ companyId, assertionId, expiresAt })
    .onConflictDoNothing()
    .returning({ id: samlUsedAssertions.assertionId });
  return rows.length > 0;
}

/**
 * Forgets requests past their lifetime, assertion ids past their expiry, and the IdP's names of provider
 * sessions that have ended (a few minutes' grace: the row is written as its session starts).
 */
export async function sweepSaml(db: Database): Promise<void> {
  await db.delete(samlRequests).where(lt(samlRequests.createdAt, new Date(Date.now() - samlRequestLifetimeMs)));
  await db.delete(samlUsedAssertions).where(lt(samlUsedAssertions.expiresAt, new Date()));
  await db
    .delete(samlSessions)
    .where(
      and(
        lt(samlSessions.createdAt, new Date(Date.now() - samlRequestLifetimeMs)),
        sql`not exists (select 1 from ${oidcModels} where ${oidcModels.model} = 'Session' and ${oidcModels.uid} = ${samlSessions.sessionUid})`,
      ),
    );
}

/** Hands the signed-in account, and the IdP's name for its session there, to the request's interaction. */
export async function setSamlRequestAccount(
  db: Database,
  companyId: string,
  id: string,
  accountId: string,
  subject: SamlSubject,
) {
  await db
    .update(samlRequests)
    .set({ accountId, ...subject })
    .where(and(eq(samlRequests.id, id), eq(samlRequests.companyId, companyId)));
}

/** What a SAML sign-in hands the provider's interaction: the account, and the IdP's session for logout. */
export interface CompletedSamlSignIn {
  accountId: string;
  companyId: string;
  subject: SamlSubject | null;
}

/** The account a verified answer signed in for this interaction; given once only. */
export async function completeSamlRequest(
  db: Database,
  id: string,
  interactionUid: string,
): Promise<CompletedSamlSignIn | undefined> {
  const [row] = await db
    .update(samlRequests)
    .set({ completedAt: sql`now()` })
    .where(
      and(
        eq(samlRequests.id, id),
        eq(samlRequests.interactionUid, interactionUid),
        isNotNull(samlRequests.accountId),
        isNull(samlRequests.completedAt),
        gt(samlRequests.createdAt, new Date(Date.now() - samlRequestLifetimeMs)),
      ),
    )
    .returning({
      accountId: samlRequests.accountId,
      companyId: samlRequests.companyId,
      nameId: samlRequests.nameId,
      nameIdFormat: samlRequests.nameIdFormat,
      sessionIndex: samlRequests.sessionIndex,
    });
  if (!row?.accountId) return undefined;
  const { nameId, nameIdFormat, sessionIndex } = row;
  return {
    accountId: row.accountId,
    companyId: row.companyId,
    subject: nameId ? { nameId, nameIdFormat, sessionIndex } : null,
  };
}

/** Remembers the IdP's name for the provider session a SAML sign-in started. */
export async function saveSamlSession(
  db: Database,
  session: { sessionUid: string; companyId: string } & SamlSubject,
): Promise<void> {
  const { companyId, nameId, nameIdFormat, sessionIndex } = session;
  await db
    .insert(samlSessions)
    .values(session)
    .onConflictDoUpdate({
      target: samlSessions.sessionUid,
      set: { companyId, nameId, nameIdFormat, sessionIndex, createdAt: sql`now()` },
    });
}

/** The IdP's name for an ending provider session, forgotten as it is read; undefined for other sessions. */
export async function takeSamlSession(db: Database, sessionUid: string) {
  const [row] = await db.delete(samlSessions).where(eq(samlSessions.sessionUid, sessionUid)).returning();
  return row;
}

/** Where the browser goes after the IdP answered our logout request; once only, for an open logout request. */
export async function consumeSamlLogoutRequest(
  db: Database,
  companyId: string,
  id: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(samlRequests)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(samlRequests.id, id),
        eq(samlRequests.companyId, companyId),
        eq(samlRequests.purpose, 'logout'),
        isNull(samlRequests.consumedAt),
        gt(samlRequests.createdAt, new Date(Date.now() - samlRequestLifetimeMs)),
      ),
    )
    .returning({ returnTo: samlRequests.returnTo });
  return row?.returnTo ?? undefined;
}

/**
 * May the user sign in with a password? Not when their email is in a verified domain of a company of
 * theirs whose active single sign-on leaves members no password, unless they own that company (the owner
 * always keeps the password, so a broken IdP never locks the company out).
 */
export async function passwordSignInAllowed(db: Database, userId: string): Promise<boolean> {
  const [refusing] = await db
    .select({ companyId: companyMemberships.companyId })
    .from(companyMemberships)
    .innerJoin(users, eq(users.id, companyMemberships.userId))
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .innerJoin(companySamlSettings, eq(companySamlSettings.companyId, companyMemberships.companyId))
    .innerJoin(
      companySamlDomains,
      and(
        eq(companySamlDomains.companyId, companyMemberships.companyId),
        eq(companySamlDomains.domain, sql`split_part(lower(${users.email}), '@', 2)`),
        isNotNull(companySamlDomains.verifiedAt),
      ),
    )
    .where(
      and(
        eq(companyMemberships.userId, userId),
        eq(companySamlSettings.active, true),
        eq(companySamlSettings.membersMayUsePassword, false),
        sql`${companies.ownerId} <> ${userId}`,
      ),
    )
    .limit(1);
  return refusing === undefined;
}

/**
 * The provider sessions the IdP names in its logout request (the name id, and the session index when it
 * gives one), with the account each belongs to.
 */
export async function samlSessionsNamed(db: Database, companyId: string, subject: SamlSubject) {
  const rows = await db
    .select({
      sessionUid: samlSessions.sessionUid,
      accountId: sql<string | null>`${oidcModels.payload} ->> 'accountId'`,
    })
    .from(samlSessions)
    .innerJoin(oidcModels, and(eq(oidcModels.model, 'Session'), eq(oidcModels.uid, samlSessions.sessionUid)))
    .where(
      and(
        eq(samlSessions.companyId, companyId),
        eq(samlSessions.nameId, subject.nameId),
        ...(subject.sessionIndex ? [eq(samlSessions.sessionIndex, subject.sessionIndex)] : []),
      ),
    );
  return rows.flatMap(({ sessionUid, accountId }) => (accountId ? [{ sessionUid, accountId }] : []));
}

/** Forgets the IdP's names of provider sessions that have ended. */
export async function forgetSamlSessions(tx: Database, sessionUids: string[]): Promise<void> {
  if (sessionUids.length > 0) await tx.delete(samlSessions).where(inArray(samlSessions.sessionUid, sessionUids));
}
