import {
  adminStaticPageSchema,
  buildPath,
  endpoints,
  type ContentLocale,
  type StaticPageType,
} from '@eventsuite/api-contract';
import { and, desc, eq, gt } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityLog } from '../../changes/schema';
import { backends } from '../../db/test-databases';
import { useDemoApp } from '../../testing/demo-app';
import { staticPages, staticPageVersions } from './schema';

// Editing the static pages (issue 27 §1, ADR 0029): saving, the history, restoring, the sanitizer on the
// way in and out, and the fallback to English.

const admin = 'admin@example.com';

/** Each kind of attack the sanitizer must remove, with what must not be served afterwards. */
const attacks = [
  { html: '<p>a</p><script>window.pwned = 1</script>', forbidden: /<script|pwned/i },
  {
    html: '<p onclick="window.pwned = 1">a</p><img src="x" onerror="window.pwned = 1">',
    forbidden: /onclick|onerror|<img|pwned/i,
  },
  { html: '<p><a href="javascript:window.pwned = 1">a</a></p>', forbidden: /javascript:|pwned/i },
  { html: '<p><a href="JaVaScRiPt&#58;window.pwned=1">a</a></p>', forbidden: /javascript|pwned/i },
  { html: '<p><a href="data:text/html;base64,PHNjcmlwdD4=">a</a></p>', forbidden: /data:/i },
  {
    html: '<p style="background:url(javascript:alert(1))">a</p><style>p{x:expression(alert(1))}</style>',
    forbidden: /style|expression|javascript/i,
  },
  {
    html: '<p>a<svg><script>window.pwned=1</script></svg><iframe src="https://example.com"></iframe></p>',
    forbidden: /<svg|<script|<iframe|pwned/i,
  },
  {
    html: '<p>a</p><<script>script>window.pwned=1<</script>/script><p "onmouseover=alert(1)">b',
    forbidden: /<script|onmouseover/i,
  },
  {
    html: '<p>a</p><form action="https://example.com"><input name="x"><button formaction="javascript:1">b</button></form>',
    forbidden: /<form|<input|<button|javascript/i,
  },
] as const;

describe.each(backends)('static pages administration on $name', ({ create }) => {
  const demo = useDemoApp(create);
  const db = () => demo.database.db;

  const save = (
    type: StaticPageType,
    locale: ContentLocale,
    payload: unknown,
    as: Parameters<typeof demo.inject>[0] = admin,
    language = 'en',
  ) =>
    demo.inject(as, {
      method: 'PUT',
      url: buildPath(endpoints.updateAdminStaticPage, { type, locale }),
      payload: payload as object,
      headers: { 'accept-language': language },
    });
  const show = async (type: StaticPageType) => {
    const response = await demo.inject(admin, {
      method: 'GET',
      url: buildPath(endpoints.showAdminStaticPage, { type }),
    });
    expect(response.statusCode).toBe(200);
    return adminStaticPageSchema.parse(response.json().data);
  };
  const read = (type: StaticPageType, language: string) =>
    demo.inject('anonymous', {
      method: 'GET',
      url: buildPath(endpoints.showStaticPage, { type }),
      headers: { 'accept-language': language },
    });
  const lastEventId = async () =>
    (await db().select({ id: activityLog.id }).from(activityLog).orderBy(desc(activityLog.id)).limit(1))[0]?.id ?? 0;
  const eventsAfter = (id: number) =>
    db().select().from(activityLog).where(gt(activityLog.id, id)).orderBy(activityLog.id);

  let before: number;
  beforeEach(async () => {
    before = await lastEventId();
  });

  it('lists every page with its languages and who changed each last', async () => {
    const response = await demo.inject(admin, { method: 'GET', url: buildPath(endpoints.listAdminStaticPages) });
    expect(response.statusCode).toBe(200);
    const pages = response.json().data as { type: string; languages: { locale: string }[] }[];
    expect(pages.map((page) => page.type)).toEqual(['terms', 'privacy', 'imprint', 'about']);
    for (const page of pages) expect(page.languages.map((language) => language.locale)).toEqual(['de', 'en', 'fr']);
  });

  it('saves a language as a new version, logs it with actor and target, and serves it to readers', async () => {
    const response = await save('imprint', 'de', {
      title: ' Impressum neu ',
      html: '<h2>Impressum</h2><p>Neue <strong>Angaben</strong></p>',
    });
    expect(response.statusCode).toBe(200);
    const page = adminStaticPageSchema.parse(response.json().data);
    const german = page.languages.find((language) => language.locale === 'de')!;
    expect(german).toMatchObject({
      title: 'Impressum neu',
      updated_by: { id: await demo.userId(admin), name: 'Ada Admin' },
    });
    expect(german.html).toContain('<strong>Angaben</strong>');
    expect(page.versions[0]).toMatchObject({
      locale: 'de',
      title: 'Impressum neu',
      saved_by: { name: 'Ada Admin' },
      restored_from: null,
    });

    const events = await eventsAfter(before);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      eventType: 'static_page_updated',
      actorUserId: await demo.userId(admin),
      objectType: 'static_page',
      objectId: 'imprint',
      companyId: null,
      details: { locale: 'de', version: page.versions[0]!.id },
    });

    const served = await read('imprint', 'de-DE,de;q=0.9');
    expect(served.json()).toMatchObject({ locale: 'de', title: 'Impressum neu' });
    expect(served.json().html).toContain('Neue <strong>Angaben</strong>');
  });

  it('keeps every version and restores an earlier one as the newest', async () => {
    await save('about', 'en', { title: 'About one', html: '<p>First text</p>' });
    await save('about', 'en', { title: 'About two', html: '<p>Second text</p>' });
    const page = await show('about');
    const first = page.versions.find((version) => version.title === 'About one')!;
    expect(page.versions[0]!.title).toBe('About two');

    const mark = await lastEventId();
    const response = await demo.inject(admin, {
      method: 'POST',
      url: buildPath(endpoints.restoreAdminStaticPageVersion, { type: 'about', version: first.id }),
    });
    expect(response.statusCode).toBe(200);
    const restored = adminStaticPageSchema.parse(response.json().data);
    expect(restored.versions[0]).toMatchObject({ title: 'About one', restored_from: first.id });
    expect(restored.languages.find((language) => language.locale === 'en')!.html).toBe('<p>First text</p>');
    expect((await read('about', 'en')).json().title).toBe('About one');
    const events = await eventsAfter(mark);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      eventType: 'static_page_updated',
      actorUserId: await demo.userId(admin),
      objectId: 'about',
      details: { locale: 'en', restored_from: first.id },
    });
  });

  it('answers 404 for a version of another page and logs nothing', async () => {
    const [other] = await db()
      .select({ id: staticPageVersions.id })
      .from(staticPageVersions)
      .where(eq(staticPageVersions.type, 'terms'))
      .limit(1);
    const response = await demo.inject(admin, {
      method: 'POST',
      url: buildPath(endpoints.restoreAdminStaticPageVersion, { type: 'privacy', version: String(other!.id) }),
    });
    expect(response.statusCode).toBe(404);
    const missing = await demo.inject(admin, {
      method: 'POST',
      url: buildPath(endpoints.restoreAdminStaticPageVersion, { type: 'privacy', version: '999999999' }),
    });
    expect(missing.statusCode).toBe(404);
    expect(await eventsAfter(before)).toHaveLength(0);
  });

  it.each(['en', 'de'] as const)(
    'refuses an empty title and empty content with the field messages in %s, changing nothing',
    async (language) => {
      const [stored] = await db()
        .select()
        .from(staticPages)
        .where(and(eq(staticPages.type, 'terms'), eq(staticPages.locale, 'en')));
      const empty = await save('terms', 'en', { title: '  ', html: '' }, admin, language);
      expect(empty.statusCode).toBe(422);
      const field = language === 'en' ? ['Title', 'Content'] : ['Titel', 'Inhalt'];
      expect(empty.json().errors).toEqual({
        title: [
          language === 'en'
            ? `The field "${field[0]}" cannot be empty.`
            : `Das Feld „${field[0]}“ darf nicht leer sein.`,
        ],
        html: [
          language === 'en'
            ? `The field "${field[1]}" cannot be empty.`
            : `Das Feld „${field[1]}“ darf nicht leer sein.`,
        ],
      });
      // Markup that sanitizes to nothing is empty content too.
      const onlyScript = await save(
        'terms',
        'en',
        { title: 'Terms', html: '<script>alert(1)</script>' },
        admin,
        language,
      );
      expect(onlyScript.statusCode).toBe(422);
      expect(Object.keys(onlyScript.json().errors)).toEqual(['html']);
      const tooLong = await save('terms', 'en', { title: 'x'.repeat(201), html: '<p>a</p>' }, admin, language);
      expect(tooLong.statusCode).toBe(422);
      expect(Object.keys(tooLong.json().errors)).toEqual(['title']);
      const [after] = await db()
        .select()
        .from(staticPages)
        .where(and(eq(staticPages.type, 'terms'), eq(staticPages.locale, 'en')));
      expect(after).toEqual(stored);
      expect(await eventsAfter(before)).toHaveLength(0);
    },
  );

  it('refuses editors without admin_can_edit_content and keeps the page as it was', async () => {
    const refused = await save('terms', 'en', { title: 'Owned', html: '<p>x</p>' }, 'owner.alpen@example.com');
    expect(refused.statusCode).toBe(403);
    expect((await read('terms', 'en')).json().title).not.toBe('Owned');
    expect(await eventsAfter(before)).toHaveLength(0);
  });

  it.each(attacks)('stores and serves none of $forbidden', async ({ html, forbidden }) => {
    const response = await save('privacy', 'en', { title: 'Privacy', html });
    expect(response.statusCode).toBe(200);
    const [stored] = await db()
      .select()
      .from(staticPages)
      .where(and(eq(staticPages.type, 'privacy'), eq(staticPages.locale, 'en')));
    expect(stored!.html).not.toMatch(forbidden);
    const page = await show('privacy');
    expect(page.languages.find((language) => language.locale === 'en')!.html).not.toMatch(forbidden);
    expect(page.versions[0]!.html).not.toMatch(forbidden);
    expect((await read('privacy', 'en')).json().html).not.toMatch(forbidden);
  });

  it('sanitizes on output too: a page written around the API serves no script', async () => {
    await db()
      .update(staticPages)
      .set({ html: '<p onclick="x()">Fine</p><script>alert(1)</script><a href="javascript:alert(1)">a</a>' })
      .where(and(eq(staticPages.type, 'privacy'), eq(staticPages.locale, 'de')));
    const served = (await read('privacy', 'de')).json().html as string;
    expect(served).toBe('<p>Fine</p><a rel="noopener noreferrer">a</a>');
  });

  it('falls back to English for a language the page lacks, and says which language it served', async () => {
    await db()
      .delete(staticPages)
      .where(and(eq(staticPages.type, 'about'), eq(staticPages.locale, 'de')));
    const served = await read('about', 'de');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-language']).toBe('en');
    expect(served.json().locale).toBe('en');
    // The administration lists the page with the language it has, and can add the missing one again.
    expect((await show('about')).languages.map((language) => language.locale)).toEqual(['en', 'fr']);
    expect((await save('about', 'de', { title: 'Über uns', html: '<p>Wieder da</p>' })).statusCode).toBe(200);
    expect((await read('about', 'de')).json()).toMatchObject({ locale: 'de', title: 'Über uns' });
  });

  it('serves French readers the French starter texts, and English where a page lacks French', async () => {
    const titles = {
      terms: 'Conditions d’utilisation',
      privacy: 'Politique de confidentialité',
      imprint: 'Mentions légales',
    };
    for (const [type, title] of Object.entries(titles) as [StaticPageType, string][]) {
      const served = await read(type, 'fr-CH,fr;q=0.9,en;q=0.5');
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-language']).toBe('fr');
      expect(served.json()).toMatchObject({ type, locale: 'fr', title });
      expect(served.json().html).toContain('<strong>Texte provisoire :</strong>');
    }
    await db()
      .delete(staticPages)
      .where(and(eq(staticPages.type, 'terms'), eq(staticPages.locale, 'fr')));
    const fallback = await read('terms', 'fr');
    expect(fallback.headers['content-language']).toBe('en');
    expect(fallback.json()).toMatchObject({ locale: 'en', title: 'Terms of use' });
  });
});
