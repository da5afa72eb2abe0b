import {
  buildPath,
  endpoints,
  eventsuiteRoleSettingsSchema,
  mailOutboxSchema,
  runtimeConfigSchema,
} from '@eventsuite/api-contract';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activityLog } from '../../changes/schema';
import { backends } from '../../db/test-databases';
import { mailOutbox } from '../../mail/schema';
import { blankCompanyInput } from '../../testing/company-input';
import { useDemoApp } from '../../testing/demo-app';
import { apps, portalAppName, roles, userAppRoles } from '../admin-apps';
import { users } from '../identity';
import { systemSettings } from './schema';

// The System Settings (issue 27 §2, ADR 0029): supported languages, the Eventsuite roles per kind of user,
// the environment's facts and the mail outbox.

const admin = 'admin@example.com';

describe.each(backends)('system settings on $name', ({ create }) => {
  const demo = useDemoApp(create);
  const db = () => demo.database.db;

  async function portalRole(name: string): Promise<string> {
    const [row] = await db()
      .select({ id: roles.id })
      .from(roles)
      .innerJoin(apps, eq(apps.id, roles.appId))
      .where(and(eq(apps.internalName, portalAppName), eq(roles.displayName, name)));
    return row!.id;
  }
  const lastEventId = async () =>
    (await db().select({ id: activityLog.id }).from(activityLog).orderBy(desc(activityLog.id)).limit(1))[0]?.id ?? 0;
  const eventsAfter = (id: number) =>
    db().select().from(activityLog).where(gt(activityLog.id, id)).orderBy(activityLog.id);
  const put = (url: string, payload: object, language = 'en', as: Parameters<typeof demo.inject>[0] = admin) =>
    demo.inject(as, { method: 'PUT', url, payload, headers: { 'accept-language': language } });
  const roleUrl = buildPath(endpoints.updateEventsuiteRoleSettings);

  let before: number;
  let defaults: { personal: string; company_member: string };
  beforeEach(async () => {
    before = await lastEventId();
    defaults = { personal: await portalRole('Private user'), company_member: await portalRole('Team member') };
  });
  afterEach(async () => {
    await db()
      .update(systemSettings)
      .set({ supportedLanguages: ['en', 'de', 'fr'], companyOwnerRoleId: null });
  });

  describe('supported languages', () => {
    it('are public, changed by an administrator, English always on', async () => {
      const url = buildPath(endpoints.updateSupportedLanguages);
      expect(
        (await demo.inject('anonymous', { method: 'GET', url: buildPath(endpoints.showSupportedLanguages) })).json(),
      ).toEqual({
        data: { languages: ['en', 'de', 'fr'] },
      });
      const changed = await put(url, { languages: ['en'] });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual({ data: { languages: ['en'] } });
      expect(
        (await demo.inject('anonymous', { method: 'GET', url: buildPath(endpoints.showSupportedLanguages) })).json()
          .data,
      ).toEqual({
        languages: ['en'],
      });
      for (const [language, message] of [
        ['en', 'Must be chosen'],
        ['de', 'Muss ausgewählt werden'],
        ['fr', 'Doit être sélectionné'],
      ] as const) {
        const withoutEnglish = await put(url, { languages: ['de'] }, language);
        expect(withoutEnglish.statusCode).toBe(422);
        expect(withoutEnglish.json().errors).toEqual({ languages: [message] });
        const unknown = await put(url, { languages: ['en', 'it'] }, language);
        expect(unknown.statusCode).toBe(422);
      }
      expect((await put(url, { languages: ['en', 'de'] }, 'en', 'owner.alpen@example.com')).statusCode).toBe(403);
      const [row] = await db().select().from(systemSettings);
      expect(row!.supportedLanguages).toEqual(['en']);
    });

    it('are what the app offers, and a language left out cannot be newly chosen', async () => {
      const languagesUrl = buildPath(endpoints.updateSupportedLanguages);
      const offered = async () =>
        runtimeConfigSchema.parse(
          (await demo.inject('anonymous', { method: 'GET', url: buildPath(endpoints.runtimeConfig) })).json(),
        ).supportedLanguages;
      const member = 'member@example.com';
      const settingsUrl = buildPath(endpoints.updateSettings);
      const current = (await demo.inject(member, { method: 'GET', url: buildPath(endpoints.getSettings) })).json().data;
      const choose = (language: string, locale: string) =>
        demo.inject(member, { method: 'PUT', url: settingsUrl, payload: { ...current, language, locale } });

      expect(await offered()).toEqual(['en', 'de', 'fr']);
      expect((await put(languagesUrl, { languages: ['en'] })).statusCode).toBe(200);
      // This instance answers the change at once (others within seconds).
      expect(await offered()).toEqual(['en']);
      const refused = await choose('de', 'de_DE');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ language: ['Must be chosen'] });
      const [memberRow] = await db().select().from(users).where(eq(users.email, member));
      expect(memberRow!.language).toBe(current.language);
      // The language a person has stays theirs to keep.
      expect((await choose(current.language, current.locale)).statusCode).toBe(200);

      expect((await put(languagesUrl, { languages: ['en', 'de'] })).statusCode).toBe(200);
      expect(await offered()).toEqual(['de', 'en']);
      expect((await choose('de', 'de_DE')).statusCode).toBe(200);
      expect((await choose(current.language, current.locale)).statusCode).toBe(200);
    });
  });

  describe('Eventsuite roles per kind of user', () => {
    it('shows the default roles and no owner role at first', async () => {
      const response = await demo.inject(admin, {
        method: 'GET',
        url: buildPath(endpoints.showEventsuiteRoleSettings),
      });
      expect(response.statusCode).toBe(200);
      const settings = eventsuiteRoleSettingsSchema.parse(response.json().data);
      expect(settings).toMatchObject({ ...defaults, company_owner: null });
      expect(settings.roles.map((role) => role.name)).toEqual([
        'Private user',
        'Team member',
        'Manager',
        'Platform administrator',
      ]);
    });

    it('gives every owner holding the previous owner role the new one, each with its event, and back', async () => {
      const manager = await portalRole('Manager');
      const alpenOwner = await demo.userId('owner.alpen@example.com');
      const alpen = await demo.companyId('alpen');
      const response = await put(roleUrl, { ...defaults, company_owner: manager });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.company_owner).toBe(manager);

      const events = await eventsAfter(before);
      // The demo owners holding Team member; the administrator's own Platform administrator role stays.
      expect(events.length).toBeGreaterThanOrEqual(3);
      expect(events.every((event) => event.eventType === 'user_eventsuite_role_updated')).toBe(true);
      expect(events.find((event) => event.objectId === alpenOwner)).toMatchObject({
        actorUserId: await demo.userId(admin),
        objectType: 'user',
        companyId: alpen,
        details: { role_id: { from: defaults.company_member, to: manager } },
      });
      const adminId = await demo.userId(admin);
      expect(events.some((event) => event.objectId === adminId)).toBe(false);
      const heldBy = async (userId: string, companyId: string) => {
        const [held] = await db()
          .select({ roleId: userAppRoles.roleId })
          .from(userAppRoles)
          .innerJoin(roles, eq(roles.id, userAppRoles.roleId))
          .innerJoin(apps, eq(apps.id, roles.appId))
          .where(
            and(
              eq(userAppRoles.userId, userId),
              eq(userAppRoles.companyId, companyId),
              eq(apps.internalName, portalAppName),
            ),
          );
        return held?.roleId;
      };
      expect(await heldBy(alpenOwner, alpen)).toBe(manager);

      // A new company's owner gets the owner role.
      const created = await demo.inject('member@example.com', {
        method: 'POST',
        url: buildPath(endpoints.createCompany),
        payload: blankCompanyInput('Owner Role Test'),
      });
      expect(created.statusCode, created.body).toBe(200);
      expect(await heldBy(await demo.userId('member@example.com'), created.json().data.id)).toBe(manager);

      const mark = await lastEventId();
      expect((await put(roleUrl, { ...defaults, company_owner: null })).statusCode).toBe(200);
      const back = await eventsAfter(mark);
      expect(back.find((event) => event.objectId === alpenOwner)).toMatchObject({
        details: { role_id: { from: manager, to: defaults.company_member } },
      });
    });

    it.each(['en', 'de'] as const)('refuses a role of the wrong kind in %s and changes nothing', async (language) => {
      const response = await put(
        roleUrl,
        { personal: defaults.company_member, company_member: defaults.personal, company_owner: null },
        language,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        personal: [language === 'en' ? 'Must be chosen' : 'Muss ausgewählt werden'],
      });
      const unknown = await put(
        roleUrl,
        { ...defaults, company_owner: '00000000-0000-4000-8000-000000000000' },
        language,
      );
      expect(unknown.statusCode).toBe(422);
      expect(Object.keys(unknown.json().errors)).toEqual(['company_owner']);
      expect(await eventsAfter(before)).toHaveLength(0);
      expect(
        (await put(roleUrl, { ...defaults, company_owner: null }, language, 'owner.alpen@example.com')).statusCode,
      ).toBe(403);
    });

    it('changes the default role of a kind with the roles area’s events, moving nobody', async () => {
      const manager = await portalRole('Manager');
      expect((await put(roleUrl, { ...defaults, company_member: manager, company_owner: null })).statusCode).toBe(200);
      const events = await eventsAfter(before);
      expect(events.find((event) => event.eventType === 'default_role_updated')).toMatchObject({
        actorUserId: await demo.userId(admin),
        objectType: 'role',
        objectId: manager,
        details: { display_name: 'Manager', kind: 'company', previous_name: 'Team member' },
      });
      // The default role is for members who join from now on: nobody's role changes.
      expect(events.filter((event) => event.eventType === 'user_eventsuite_role_updated')).toHaveLength(0);
      expect((await put(roleUrl, { ...defaults, company_owner: null })).statusCode).toBe(200);
    });
  });

  it('shows the environment’s facts to administrators only', async () => {
    const response = await demo.inject(admin, { method: 'GET', url: buildPath(endpoints.showEnvironmentFacts) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      product_name: 'Eventsuite',
      smtp_configured: false,
      sign_in_attempts: 5,
      sign_in_window: 900,
      database: demo.database.kind,
    });
    expect(
      (await demo.inject('owner.alpen@example.com', { method: 'GET', url: buildPath(endpoints.showEnvironmentFacts) }))
        .statusCode,
    ).toBe(403);
  });

  describe('the mail outbox', () => {
    it('lists unsent and failed mails with their last error, and retries a failed one', async () => {
      const [failed] = await db()
        .insert(mailOutbox)
        .values({
          recipient: 'x@example.com',
          subject: 'Stuck',
          textBody: 't',
          htmlBody: 'h',
          attempts: 10,
          lastError: 'Connection refused',
        })
        .returning({ id: mailOutbox.id });
      const [waiting] = await db()
        .insert(mailOutbox)
        .values({ recipient: 'y@example.com', subject: 'Waiting', textBody: 't', htmlBody: 'h' })
        .returning({ id: mailOutbox.id });
      const list = await demo.inject(admin, { method: 'GET', url: buildPath(endpoints.showMailOutbox) });
      expect(list.statusCode).toBe(200);
      const outbox = mailOutboxSchema.parse(list.json().data);
      expect(outbox.mails.find((mail) => mail.id === failed!.id)).toMatchObject({
        failed: true,
        last_error: 'Connection refused',
        attempts: 10,
      });
      expect(outbox.mails.find((mail) => mail.id === waiting!.id)).toMatchObject({ failed: false, last_error: null });

      // Only a failed mail can be retried; a waiting one is not found as such.
      const notFailed = await demo.inject(admin, {
        method: 'POST',
        url: buildPath(endpoints.retryOutboxMail, { mail: waiting!.id }),
      });
      expect(notFailed.statusCode).toBe(404);
      const refused = await demo.inject('owner.alpen@example.com', {
        method: 'POST',
        url: buildPath(endpoints.retryOutboxMail, { mail: failed!.id }),
      });
      expect(refused.statusCode).toBe(403);
      const retried = await demo.inject(admin, {
        method: 'POST',
        url: buildPath(endpoints.retryOutboxMail, { mail: failed!.id }),
      });
      expect(retried.statusCode).toBe(200);
      expect(mailOutboxSchema.parse(retried.json().data).mails.find((mail) => mail.id === failed!.id)).toMatchObject({
        failed: false,
        attempts: 0,
      });
      await db()
        .delete(mailOutbox)
        .where(inArray(mailOutbox.id, [failed!.id, waiting!.id]));
    });
  });
});
