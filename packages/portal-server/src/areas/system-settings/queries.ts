import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { ContentLocale } from '@eventsuite/api-contract';
import type { Database } from '../../db/index';
import { defaultMailAttempts } from '../../mail/dispatcher';
import { mailOutbox } from '../../mail/schema';
import { apps, portalAppName, roles, userAppRoles } from '../admin-apps';
import { companies } from '../identity';
import { systemSettings } from './schema';

export type SettingsRow = typeof systemSettings.$inferSelect;

/** The one row of settings; `lock` holds it until the change ends, so changes run one after the other. */
export async function readSettings(db: Database, options?: { lock: boolean }): Promise<SettingsRow> {
  const query = db.select().from(systemSettings).where(eq(systemSettings.id, true));
  const [row] = await (options?.lock ? query.for('update') : query);
  if (!row) throw new Error('The system_settings row is missing (migration 0022)');
  return row;
}

/** How long an instance answers the supported languages from memory; another instance's change shows after it. */
const languagesKeptForMs = 5_000;
const keptLanguages = new WeakMap<Database, { languages: ContentLocale[]; readAt: number }>();

/**
 * The supported languages as /config.json and the settings check read them: from memory for a few seconds,
 * so that starting a page runs no statement, and the last list read while the database is away.
 */
export async function supportedLanguages(db: Database): Promise<ContentLocale[]> {
  const kept = keptLanguages.get(db);
  if (kept && Date.now() - kept.readAt < languagesKeptForMs) return kept.languages;
  try {
    const { supportedLanguages: languages } = await readSettings(db);
    keptLanguages.set(db, { languages, readAt: Date.now() });
    return languages;
  } catch (error) {
    if (kept) return kept.languages;
    throw error;
  }
}

/** After a change of the list: this instance answers the new one at once. */
export function forgetKeptLanguages(db: Database): void {
  keptLanguages.delete(db);
}

export async function setSupportedLanguages(tx: Database, languages: readonly ContentLocale[]): Promise<void> {
  await tx
    .update(systemSettings)
    .set({ supportedLanguages: [...languages] })
    .where(eq(systemSettings.id, true));
}

export async function setOwnerRole(tx: Database, roleId: string | null): Promise<void> {
  await tx.update(systemSettings).set({ companyOwnerRoleId: roleId }).where(eq(systemSettings.id, true));
}

export type PortalRoleRow = Pick<typeof roles.$inferSelect, 'id' | 'displayName' | 'isPersonal' | 'isDefault'>;

/** The Eventsuite app's roles in their order. */
export async function portalRoles(db: Database): Promise<PortalRoleRow[]> {
  return db
    .select({ id: roles.id, displayName: roles.displayName, isPersonal: roles.isPersonal, isDefault: roles.isDefault })
    .from(roles)
    .innerJoin(apps, eq(apps.id, roles.appId))
    .where(eq(apps.internalName, portalAppName))
    .orderBy(asc(roles.sortOrder), asc(roles.createdAt), asc(roles.id));
}

export async function portalAppId(db: Database): Promise<string> {
  const [app] = await db.select({ id: apps.id }).from(apps).where(eq(apps.internalName, portalAppName));
  if (!app) throw new Error(`The ${portalAppName} app is missing`);
  return app.id;
}

export async function setDefaultFlag(tx: Database, roleId: string, isDefault: boolean): Promise<void> {
  await tx.update(roles).set({ isDefault }).where(eq(roles.id, roleId));
}

/**
 * Gives every owner who holds `fromRoleId` as their Eventsuite role in the company they own `toRoleId`
 * instead, in one statement; returns whom it changed, for their events.
 */
export async function reassignOwners(tx: Database, appId: string, fromRoleId: string, toRoleId: string) {
  return tx
    .update(userAppRoles)
    .set({ roleId: toRoleId })
    .from(companies)
    .where(
      and(
        eq(companies.id, userAppRoles.companyId),
        eq(companies.ownerId, userAppRoles.userId),
        eq(userAppRoles.appId, appId),
        eq(userAppRoles.roleId, fromRoleId),
      ),
    )
    .returning({ userId: userAppRoles.userId, companyId: companies.id });
}

/**
 * The owner role, for a new company's owner or a company's new owner: the role set for owners, or undefined
 * when none is set (the caller then gives the default company role, as before).
 */
export async function companyOwnerRole(tx: Database): Promise<{ roleId: string; appId: string } | undefined> {
  const [row] = await tx
    .select({ roleId: roles.id, appId: roles.appId })
    .from(systemSettings)
    .innerJoin(roles, eq(roles.id, systemSettings.companyOwnerRoleId));
  return row;
}

const unsent = isNull(mailOutbox.sentAt);

export async function unsentMails(db: Database, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        recipient: mailOutbox.recipient,
        subject: mailOutbox.subject,
        createdAt: mailOutbox.createdAt,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
      })
      .from(mailOutbox)
      .where(unsent)
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
      .limit(limit),
    db.select({ n: count() }).from(mailOutbox).where(unsent),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Gives a failed mail its attempts back, so the dispatcher takes it again; false for none such. */
export async function retryFailedMail(tx: Database, id: string): Promise<boolean> {
  const rows = await tx
    .update(mailOutbox)
    .set({ attempts: 0 })
    .where(and(eq(mailOutbox.id, id), unsent, sql`${mailOutbox.attempts} >= ${defaultMailAttempts}`))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/**
 * Gives a company's new owner the owner role of the settings in that company, when one is set and they
 * hold another. Returns the change for its event, or undefined when nothing changed.
 */
export async function giveOwnerRole(
  tx: Database,
  companyId: string,
  userId: string,
): Promise<{ from: string | null; to: string } | undefined> {
  const ownerRole = await companyOwnerRole(tx);
  if (!ownerRole) return undefined;
  const inCompany = and(
    eq(userAppRoles.userId, userId),
    eq(userAppRoles.appId, ownerRole.appId),
    eq(userAppRoles.companyId, companyId),
  );
  const [held] = await tx.select({ roleId: userAppRoles.roleId }).from(userAppRoles).where(inCompany);
  if (held?.roleId === ownerRole.roleId) return undefined;
  if (held) await tx.update(userAppRoles).set({ roleId: ownerRole.roleId }).where(inCompany);
  else await tx.insert(userAppRoles).values({ userId, companyId, appId: ownerRole.appId, roleId: ownerRole.roleId });
  return { from: held?.roleId ?? null, to: ownerRole.roleId };
}
