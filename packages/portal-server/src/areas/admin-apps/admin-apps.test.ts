import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  adminAppSchema,
  adminAppsMessages,
  appScreenshotRules,
  buildPath,
  endpoints,
  uploadLimitBytes,
  type ActivityEventType,
  type AdminApp,
  type AppInput,
} from '@eventsuite/api-contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../changes/schema';
import { apps, roles } from './schema';
import type { DemoPersonaEmail } from '../../seeds/seed-demo';
import { portalAppName } from './portal-app';
import { backends } from '../../db/test-databases';
import { useDemoApp } from '../../testing/demo-app';

const admin = 'admin@example.com';
const german = { 'accept-language': 'de-CH,de;q=0.9' };

async function image(width: number, height: number, format: 'png' | 'jpeg' | 'gif') {
  const blank = sharp({ create: { width, height, channels: 3, background: { r: 255, g: 185, b: 69 } } });
  return blank[format]().toBuffer();
}

function form(bytes: Buffer, type = 'image/png'): FormData {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), 'picture.png');
  return data;
}

/** A valid new app, with `overrides`. */
const appInput = (overrides: Partial<AppInput> = {}): AppInput => ({
  name: 'Stage Manager',
  internal_name: 'stage-manager',
  technical_name: 'stage.manager',
  display_name: 'Stage Manager',
  description: 'Run the stage.',
  description_de: 'Die Bühne leiten.',
  instructions: 'Open it from the portal.',
  instructions_de: 'Öffnen Sie sie im Portal.',
  visibility: 'admin',
  always_installed: false,
  admin_only: true,
  auth_path: '/auth/start',
  comeback_path: '/signed-out',
  redirect_url: 'https://stage.example.com/callback',
  default_personal_role: null,
  default_company_role: null,
  ...overrides,
});

/** What the form sends back for a stored app. */
const inputOf = ({ id: _id, logo: _logo, screenshots: _shots, roles: _roles, is_portal: _portal, ...app }: AdminApp) =>
  app as AppInput;

describe.each(backends)('admin apps on $name', ({ create }) => {
  const demo = useDemoApp(create);
  const db = () => demo.database.db;

  const send = (as: DemoPersonaEmail, options: Parameters<typeof demo.inject>[1]) => demo.inject(as, options);
  const createApp = (input: AppInput, headers: Record<string, string> = {}, as: DemoPersonaEmail = admin) =>
    send(as, { method: 'POST', url: buildPath(endpoints.createApp), payload: input, headers });
  const updateApp = (app: string, input: AppInput, headers: Record<string, string> = {}) =>
    send(admin, { method: 'PUT', url: buildPath(endpoints.updateApp, { app }), payload: input, headers });
  const showApp = async (app: string) => {
    const response = await send(admin, { method: 'GET', url: buildPath(endpoints.showApp, { app }) });
    expect(response.statusCode, response.body).toBe(200);
    return adminAppSchema.parse(response.json().data);
  };
  const appId = async (internalName: string) => {
    const [row] = await db().select({ id: apps.id }).from(apps).where(eq(apps.internalName, internalName));
    return row!.id;
  };
  const eventsOf = (type: ActivityEventType, objectId: string) =>
    db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.eventType, type), eq(activityLog.objectId, objectId)));
  const imagesDir = () => path.join(demo.filesDir, 'avatars');
  const storedFiles = async () => (await readdir(imagesDir()).catch(() => [])).sort();

  /** A new app of its own for a test, by internal name. */
  async function newApp(internalName: string, overrides: Partial<AppInput> = {}) {
    const response = await createApp(appInput({ internal_name: internalName, technical_name: '', ...overrides }));
    expect(response.statusCode, response.body).toBe(200);
    return adminAppSchema.parse(response.json().data);
  }

  it('creates an app with every field, logs it, and reads it back', async () => {
    const created = await newApp('stage-manager', { technical_name: 'stage.manager' });
    expect(inputOf(created)).toEqual(appInput());
    expect(created).toMatchObject({ logo: null, screenshots: [], roles: [], is_portal: false });
    expect(await showApp(created.id)).toEqual(created);
    const [event] = await eventsOf('app_created', created.id);
    expect(event).toMatchObject({ companyId: null, details: { internal_name: 'stage-manager' } });
  });

  it('updates an app, logging the changed fields, and stores empty paths as none', async () => {
    const app = await newApp('update-me');
    const response = await updateApp(
      app.id,
      appInput({ ...inputOf(app), display_name: 'Updated', visibility: 'company', auth_path: '', redirect_url: '' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ display_name: 'Updated', visibility: 'company', auth_path: '' });
    const [stored] = await db().select().from(apps).where(eq(apps.id, app.id));
    expect(stored).toMatchObject({ authPath: null, redirectUrl: null });
    const [event] = await eventsOf('app_updated', app.id);
    expect(event!.details).toEqual({ fields: ['display_name', 'visibility', 'auth_path', 'redirect_url'] });
  });

  it.each([
    [
      'a redirect URL that is no URL',
      { redirect_url: 'not a url' },
      'redirect_url',
      'No valid URL',
      'Keine gültige URL',
    ],
    [
      'a redirect URL of another scheme',
      { redirect_url: 'javascript:alert(1)' },
      'redirect_url',
      'No valid URL',
      'Keine gültige URL',
    ],
    [
      'a redirect URL with a fragment',
      { redirect_url: 'https://a.example.com/#x' },
      'redirect_url',
      'No valid URL',
      'Keine gültige URL',
    ],
    [
      'a sign-in path to another host',
      { auth_path: '//evil.example.com' },
      'auth_path',
      'The field "Sign-in path" contains a value in the wrong format.',
      'Das Feld „Anmeldepfad“ enthält einen Wert im falschen Format.',
    ],
    [
      'a comeback path without its slash',
      { comeback_path: 'signed-out' },
      'comeback_path',
      'The field "Path after signing out" contains a value in the wrong format.',
      'Das Feld „Pfad nach der Abmeldung“ enthält einen Wert im falschen Format.',
    ],
    [
      'an internal name in capitals',
      { internal_name: 'Stage' },
      'internal_name',
      'The field "Internal name" contains a value in the wrong format.',
      'Das Feld „Interner Name“ enthält einen Wert im falschen Format.',
    ],
    [
      'an empty display name',
      { display_name: ' ' },
      'display_name',
      'The field "Display name" cannot be empty.',
      'Das Feld „Anzeigename“ darf nicht leer sein.',
    ],
    [
      'a description with a NUL',
      { description: 'a\u0000b' },
      'description',
      'The field "Description (English)" contains a value in the wrong format.',
      'Das Feld „Beschreibung (Englisch)“ enthält einen Wert im falschen Format.',
    ],
    [
      'a duplicate internal name',
      { internal_name: 'timesheets' },
      'internal_name',
      '"Internal name" already exists.',
      '„Interner Name“ existiert bereits.',
    ],
    [
      'a default role on a new app',
      { default_company_role: '00000000-0000-4000-8000-000000000000' },
      'default_company_role',
      'Choose a company role of this app.',
      'Wählen Sie eine Rolle dieser App für Firmen.',
    ],
  ] as const)('refuses %s in English and German, creating nothing', async (_case, overrides, field, en, de) => {
    const before = await db().$count(apps);
    const input = appInput({ internal_name: 'refused', technical_name: '', ...overrides });
    const english = await createApp(input);
    expect(english.statusCode, english.body).toBe(422);
    expect(english.json().errors).toEqual({ [field]: [en] });
    const inGerman = await createApp(input, german);
    expect(inGerman.json().errors).toEqual({ [field]: [de] });
    expect(await db().$count(apps)).toBe(before);
  });

  it('refuses a technical name another app has', async () => {
    await newApp('technical-one', { technical_name: 'shared.name' });
    const response = await createApp(appInput({ internal_name: 'technical-two', technical_name: 'shared.name' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ technical_name: ['"Technical name" already exists.'] });
  });

  describe('default roles', () => {
    const rolesOf = (app: string) => db().select().from(roles).where(eq(roles.appId, app)).orderBy(roles.displayName);

    it('moves the default of each kind in one change, logging set, updated and deleted', async () => {
      const app = await newApp('with-roles');
      await db()
        .insert(roles)
        .values([
          { appId: app.id, displayName: 'Guest', isPersonal: true },
          { appId: app.id, displayName: 'Crew', isPersonal: false },
          { appId: app.id, displayName: 'Lead', isPersonal: false },
        ]);
      const byName = Object.fromEntries((await rolesOf(app.id)).map((role) => [role.displayName, role.id]));

      const set = await updateApp(
        app.id,
        appInput({ ...inputOf(app), default_personal_role: byName.Guest!, default_company_role: byName.Crew! }),
      );
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().data).toMatchObject({ default_personal_role: byName.Guest, default_company_role: byName.Crew });
      expect(await eventsOf('default_role_set', byName.Crew!)).toHaveLength(1);

      const moved = await updateApp(
        app.id,
        appInput({ ...inputOf(app), default_personal_role: null, default_company_role: byName.Lead! }),
      );
      expect(moved.statusCode, moved.body).toBe(200);
      const defaults = (await rolesOf(app.id)).filter((role) => role.isDefault).map((role) => role.displayName);
      expect(defaults).toEqual(['Lead']);
      const [updated] = await eventsOf('default_role_updated', byName.Lead!);
      expect(updated!.details).toMatchObject({ kind: 'company', from_role: 'Crew', to_role: 'Lead' });
      expect(await eventsOf('default_role_deleted', byName.Guest!)).toHaveLength(1);
    });

    it('refuses a role of the wrong kind and a role of another app, changing nothing', async () => {
      const app = await newApp('role-refusals');
      await db().insert(roles).values({ appId: app.id, displayName: 'Crew', isPersonal: false });
      const [crew] = await rolesOf(app.id);
      const [foreign] = await db()
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.appId, await appId('timesheets')), eq(roles.isPersonal, true)));

      const wrongKind = await updateApp(app.id, appInput({ ...inputOf(app), default_personal_role: crew!.id }));
      expect(wrongKind.statusCode).toBe(422);
      expect(wrongKind.json().errors).toEqual({ default_personal_role: ['Choose a personal role of this app.'] });

      const otherApp = await updateApp(
        app.id,
        appInput({ ...inputOf(app), display_name: 'Not saved', default_personal_role: foreign!.id }),
        german,
      );
      expect(otherApp.statusCode).toBe(422);
      expect(otherApp.json().errors).toEqual({
        default_personal_role: ['Wählen Sie eine Rolle dieser App für Privatkonten.'],
      });
      expect((await showApp(app.id)).display_name).toBe('Stage Manager');
      expect((await rolesOf(app.id)).some((role) => role.isDefault)).toBe(false);
    });
  });

  describe('the Eventsuite app', () => {
    it('cannot be deleted (409) and keeps its internal name', async () => {
      const portal = await appId(portalAppName);
      const refused = await send(admin, { method: 'DELETE', url: buildPath(endpoints.deleteApp, { app: portal }) });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: adminAppsMessages.portalNotDeletable.en });
      const inGerman = await send(admin, {
        method: 'DELETE',
        url: buildPath(endpoints.deleteApp, { app: portal }),
        headers: german,
      });
      expect(inGerman.json()).toEqual({ message: adminAppsMessages.portalNotDeletable.de });

      const app = await showApp(portal);
      expect(app.is_portal).toBe(true);
      const renamed = await updateApp(portal, { ...inputOf(app), internal_name: 'portal' });
      expect(renamed.statusCode).toBe(422);
      expect(renamed.json().errors).toEqual({
        internal_name: ['The internal name of the Eventsuite app cannot change.'],
      });
      expect(await appId(portalAppName)).toBe(portal);
    });
  });

  it('deletes an app with its roles, logo and screenshots, logging it', async () => {
    const app = await newApp('delete-me');
    await db().insert(roles).values({ appId: app.id, displayName: 'Crew', isPersonal: false });
    const logo = await send(admin, {
      method: 'POST',
      url: buildPath(endpoints.uploadAppLogo, { app: app.id }),
      payload: form(await image(300, 300, 'png')),
    });
    expect(logo.statusCode, logo.body).toBe(200);
    const shot = await send(admin, {
      method: 'POST',
      url: buildPath(endpoints.uploadAppScreenshot, { app: app.id }),
      payload: form(await image(800, 500, 'jpeg'), 'image/jpeg'),
    });
    const files = [logo.json().data.logo, shot.json().data.screenshots[0].file] as string[];
    expect(await storedFiles()).toEqual(expect.arrayContaining(files));

    const deleted = await send(admin, { method: 'DELETE', url: buildPath(endpoints.deleteApp, { app: app.id }) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await db().$count(apps, eq(apps.id, app.id))).toBe(0);
    expect(await db().$count(roles, eq(roles.appId, app.id))).toBe(0);
    for (const file of files) expect(await storedFiles()).not.toContain(file);
    expect(await eventsOf('app_deleted', app.id)).toHaveLength(1);
    const again = await send(admin, { method: 'DELETE', url: buildPath(endpoints.deleteApp, { app: app.id }) });
    expect(again.statusCode).toBe(404);
  });

  describe('logo and screenshots', () => {
    const uploadLogo = (app: string, payload: FormData, headers: Record<string, string> = {}) =>
      send(admin, { method: 'POST', url: buildPath(endpoints.uploadAppLogo, { app }), payload, headers });
    const uploadScreenshot = (app: string, payload: FormData, headers: Record<string, string> = {}) =>
      send(admin, { method: 'POST', url: buildPath(endpoints.uploadAppScreenshot, { app }), payload, headers });

    it('takes a square logo, replaces and removes it, logging each change', async () => {
      const app = await newApp('logo-app');
      const first = await uploadLogo(app.id, form(await image(300, 300, 'png')));
      expect(first.statusCode, first.body).toBe(200);
      const logo = first.json().data.logo as string;
      const second = await uploadLogo(app.id, form(await image(400, 400, 'jpeg'), 'image/jpeg'));
      expect(second.json().data.logo).toMatch(/\.jpg$/);
      expect(await storedFiles()).not.toContain(logo);
      const removed = await send(admin, { method: 'DELETE', url: buildPath(endpoints.deleteAppLogo, { app: app.id }) });
      expect(removed.json().data.logo).toBeNull();
      expect(await eventsOf('app_updated', app.id)).toHaveLength(3);
    });

    it.each([
      ['a gif logo', () => image(300, 300, 'gif'), 'The logo must be a jpg or png image.'],
      ['a text file as logo', async () => Buffer.from('no image'.repeat(50)), 'The logo must be a jpg or png image.'],
      ['a logo that is not square', () => image(300, 200, 'png'), 'The logo must be square and at least 250x250px.'],
      [
        'a logo of 3MB and a byte',
        async () => Buffer.alloc(uploadLimitBytes + 1, 1),
        'The file can not be larger than 3MB.',
      ],
    ])('refuses %s from its bytes', async (_case, bytes, message) => {
      const app = await appId('timesheets');
      const before = await storedFiles();
      const response = await uploadLogo(app, form(await bytes()));
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toEqual({ file: [message] });
      expect(await storedFiles()).toEqual(before);
    });

    it.each([
      ['a gif', () => image(800, 500, 'gif'), 'The screenshot must be a jpg or png image.'],
      ['a text file', async () => Buffer.from('no image'.repeat(50)), 'The screenshot must be a jpg or png image.'],
      ['a 800x200px png', () => image(800, 200, 'png'), 'The screenshot must be at least 320px wide and high.'],
      [
        'a file of 3MB and a byte',
        async () => Buffer.alloc(uploadLimitBytes + 1, 1),
        'The file can not be larger than 3MB.',
      ],
    ])('refuses a screenshot: %s, from its bytes', async (_case, bytes, message) => {
      const app = await appId('timesheets');
      const before = await storedFiles();
      const response = await uploadScreenshot(app, form(await bytes()));
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toEqual({ file: [message] });
      expect(await storedFiles()).toEqual(before);
    });

    it('adds screenshots in order, reorders and removes them, and refuses an order that omits or adds one', async () => {
      const app = await newApp('screenshot-app');
      for (const width of [640, 1024, 2400]) {
        const response = await uploadScreenshot(app.id, form(await image(width, 480, 'png')));
        expect(response.statusCode, response.body).toBe(200);
      }
      const shots = (await showApp(app.id)).screenshots;
      expect(shots).toHaveLength(3);
      const [a, b, c] = shots.map((shot) => shot.id) as [string, string, string];
      const stored = await sharp(path.join(imagesDir(), shots[2]!.file)).metadata();
      expect(stored.width).toBe(1920);

      const reorder = (screenshots: string[]) =>
        send(admin, {
          method: 'PUT',
          url: buildPath(endpoints.reorderAppScreenshots, { app: app.id }),
          payload: { screenshots },
        });
      const reordered = await reorder([c, a, b]);
      expect(reordered.statusCode, reordered.body).toBe(200);
      expect(reordered.json().data.screenshots.map((shot: { id: string }) => shot.id)).toEqual([c, a, b]);
      for (const refused of [
        [c, a],
        [c, a, b, b],
        [c, a, '00000000-0000-4000-8000-000000000000'],
      ]) {
        const response = await reorder(refused);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({
          screenshots: ['The order must name each screenshot of the app once.'],
        });
      }

      const removed = await send(admin, {
        method: 'DELETE',
        url: buildPath(endpoints.deleteAppScreenshot, { app: app.id, screenshot: a }),
      });
      expect(removed.json().data.screenshots.map((shot: { id: string }) => shot.id)).toEqual([c, b]);
      expect(await storedFiles()).not.toContain(shots[0]!.file);
      const foreign = await send(admin, {
        method: 'DELETE',
        url: buildPath(endpoints.deleteAppScreenshot, { app: await appId('timesheets'), screenshot: b }),
      });
      expect(foreign.statusCode).toBe(404);
    });

    it(`refuses more than ${appScreenshotRules.maxCount} screenshots`, async () => {
      const app = await newApp('many-screenshots');
      const png = await image(400, 400, 'png');
      for (let index = 0; index < appScreenshotRules.maxCount; index += 1) {
        expect((await uploadScreenshot(app.id, form(png))).statusCode).toBe(200);
      }
      const before = await storedFiles();
      const refused = await uploadScreenshot(app.id, form(png));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ file: ['An app can have at most 10 screenshots.'] });
      expect(await storedFiles()).toEqual(before);
    });
  });

  it('answers 404 for an app that does not exist and 403 to people without the right', async () => {
    const missing = await send(admin, {
      method: 'GET',
      url: buildPath(endpoints.showApp, { app: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(missing.statusCode).toBe(404);
    const refused = await createApp(appInput({ internal_name: 'by-owner' }), {}, 'owner.alpen@example.com');
    expect(refused.statusCode).toBe(403);
  });
});
