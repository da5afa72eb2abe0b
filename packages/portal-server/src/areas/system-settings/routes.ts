import { endpoints, outboxListLimit, type EventsuiteRoleKind } from '@eventsuite/api-contract';
import type { Area } from '../../area';
import { runChange, type Change } from '../../changes/change';
import type { Database } from '../../db/index';
import { identityOf, registerEndpoint } from '../../http/endpoint';
import { FieldValidationError, HttpError, notFoundMessage } from '../../http/errors';
import { sessionTtl } from '../../identity-provider/provider';
import { signInThrottle } from '../sign-in';
import { toEventsuiteRoleSettings, toOutboxMail } from './mapping';
import {
  forgetKeptLanguages,
  portalAppId,
  portalRoles,
  readSettings,
  reassignOwners,
  retryFailedMail,
  setDefaultFlag,
  setOwnerRole,
  setSupportedLanguages,
  unsentMails,
  type PortalRoleRow,
} from './queries';

async function roleSettings(db: Database) {
  const [settings, roles] = await Promise.all([readSettings(db), portalRoles(db)]);
  return { data: toEventsuiteRoleSettings(settings, roles) };
}

async function outbox(db: Database) {
  const { rows, total } = await unsentMails(db, outboxListLimit);
  return { data: { mails: rows.map(toOutboxMail), total } };
}

const roleObject = (id: string) => ({ type: 'role' as const, id });

/**
 * Makes `next` the Eventsuite app's default role of one kind (what a new private user or company member
 * gets), logged as the roles area logs a default role (default_role_set, _updated, _deleted).
 */
async function changeDefaultRole(
  change: Change,
  appId: string,
  previous: PortalRoleRow | undefined,
  next: PortalRoleRow | undefined,
  kind: 'personal' | 'company',
) {
  if (previous?.id === next?.id) return;
  if (previous) await setDefaultFlag(change.tx, previous.id, false);
  if (next) await setDefaultFlag(change.tx, next.id, true);
  const role = next ?? previous!;
  await change.log({
    type: !next ? 'default_role_deleted' : previous ? 'default_role_updated' : 'default_role_set',
    object: roleObject(role.id),
    details: {
      app_id: appId,
      display_name: role.displayName,
      kind,
      ...(next && previous ? { previous_name: previous.displayName } : {}),
    },
  });
}

/** The System Settings (issue 27 §2, ADR 0029). */
export const systemSettingsArea: Area = {
  name: 'system-settings',
  register(app, deps) {
    const { db, config, database } = deps;

    registerEndpoint(app, endpoints.showSupportedLanguages, async () => ({
      data: { languages: (await readSettings(db)).supportedLanguages },
    }));

    registerEndpoint(app, endpoints.updateSupportedLanguages, async (request) => {
      const languages = [...new Set(request.body.languages)].sort();
      await runChange(deps, { userId: identityOf(request).user.id }, async (change) => {
        await readSettings(change.tx, { lock: true });
        await setSupportedLanguages(change.tx, languages);
      });
      forgetKeptLanguages(db);
      return { data: { languages } };
    });

    registerEndpoint(app, endpoints.showEnvironmentFacts, async () => ({
      data: {
        product_name: config.productName,
        public_url: config.publicUrl,
        mail_from: config.mail.from,
        smtp_configured: config.mail.smtpUrl !== undefined,
        access_token_lifetime: config.oidcAccessTokenTtl,
        refresh_token_lifetime: sessionTtl,
        sign_in_attempts: signInThrottle.perAccount,
        sign_in_window: signInThrottle.windowMs / 1000,
        database: database.kind,
      },
    }));

    registerEndpoint(app, endpoints.showEventsuiteRoleSettings, async () => roleSettings(db));

    registerEndpoint(app, endpoints.updateEventsuiteRoleSettings, async (request) => {
      const chosen = request.body;
      await runChange(deps, { userId: identityOf(request).user.id }, async (change) => {
        const settings = await readSettings(change.tx, { lock: true });
        const appId = await portalAppId(change.tx);
        const roles = await portalRoles(change.tx);
        // Each choice must be a role of the Eventsuite app of its kind.
        const pick = (kind: EventsuiteRoleKind) => {
          const id = chosen[kind];
          if (id === null) return undefined;
          const role = roles.find((candidate) => candidate.id === id && candidate.isPersonal === (kind === 'personal'));
          if (!role) throw new FieldValidationError({ [kind]: ['chosen'] });
          return role;
        };
        const personal = pick('personal');
        const member = pick('company_member');
        const owner = pick('company_owner');
        const previousMember = roles.find((role) => !role.isPersonal && role.isDefault);
        // Only a change of the owner setting moves owners: from what they held by it (the owner role, or
        // without one the default company role) to what they hold by it now.
        const ownerSettingChanged = settings.companyOwnerRoleId !== (owner?.id ?? null);
        const ownersBefore = settings.companyOwnerRoleId ?? previousMember?.id;
        const ownersAfter = owner?.id ?? member?.id;

        await changeDefaultRole(
          change,
          appId,
          roles.find((role) => role.isPersonal && role.isDefault),
          personal,
          'personal',
        );
        await changeDefaultRole(change, appId, previousMember, member, 'company');
        await setOwnerRole(change.tx, owner?.id ?? null);
        if (ownerSettingChanged && ownersBefore && ownersAfter && ownersBefore !== ownersAfter) {
          const affected = await reassignOwners(change.tx, appId, ownersBefore, ownersAfter);
          await change.log(
            affected.map((row) => ({
              type: 'user_eventsuite_role_updated' as const,
              object: { type: 'user' as const, id: row.userId },
              companyId: row.companyId,
              details: { role_id: { from: ownersBefore, to: ownersAfter } },
            })),
          );
        }
      });
      return roleSettings(db);
    });

    registerEndpoint(app, endpoints.showMailOutbox, async () => outbox(db));

    registerEndpoint(app, endpoints.retryOutboxMail, async (request) => {
      await runChange(deps, { userId: identityOf(request).user.id }, async (change) => {
        if (!(await retryFailedMail(change.tx, request.params.mail))) throw new HttpError(404, notFoundMessage);
      });
      deps.mail.mailsQueued();
      return outbox(db);
    });
  },
};
