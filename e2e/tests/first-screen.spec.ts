import type { Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { personas } from './support/personas';
import { openAccountMenu, signIn, submitSignIn } from './support/session';

/** The chunks only a signed-in user needs; a visitor's first screen requests none of them (ADR 0011). */
const signedInChunks = /\/assets\/(DashboardScreen|SignedInChrome|NotificationsWidget)-[\w-]+\.js$/;
/** What a signed-in first screen loads only when asked: popups' layers and oidc-client-ts (ADR 0011). */
const onRequestChunks = /\/assets\/(overlays|AccountMenu|NotificationPanel|oidc-client)-[\w-]+\.js$/;
/** The app's start and its own chunks: router, store, session code (ADR 0020). */
const appChunks = /\/assets\/(main|screens|oidc-session)-[\w-]+\.js$/;

test.describe("a visitor's first screen", () => {
  test('opening / reaches the sign-in form in one start of the sign-in page, with no redirect and no app', async ({
    page,
  }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /^Sign in to / })).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in\/[\w-]+$/);
    await expect(page).toHaveTitle('Eventsuite - Sign in');

    const documents = requests.filter((request) => request.resourceType() === 'document');
    expect(documents.map((request) => new URL(request.url()).pathname)).toEqual(['/']);
    const urls = requests.map((request) => request.url());
    expect(
      urls.filter((url) => /\/assets\/sign-in-page-[\w-]+\.js$/.test(url)),
      'the page starts once',
    ).toHaveLength(1);
    expect(urls.filter((url) => appChunks.test(url) || signedInChunks.test(url))).toEqual([]);
  });

  test('the sign-in step opened by its address is the sign-in page, without the app', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/sign-in\/[\w-]+$/);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.reload();
    await expect(page.getByLabel('Email address')).toBeVisible();
    expect(requests.filter((url) => appChunks.test(url) || signedInChunks.test(url))).toEqual([]);
  });

  test('both pages preload the web font their text is set in, and the browser downloads it once', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    const preloadedFont = () => page.locator('link[rel="preload"][as="font"]').getAttribute('href');
    await page.goto('/');
    await expect(page.getByLabel('Email address')).toBeVisible();
    const font = await preloadedFont();
    expect(font).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
    // One download: the text uses the preloaded file (a preload without crossorigin would be fetched twice).
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    expect(fonts).toEqual([font]);

    // The provider's sign-in page on its own (ADR 0020), opened by its address.
    await page.reload();
    await expect(page.getByLabel('Email address')).toBeVisible();
    expect(await preloadedFont()).toBe(font);
  });

  test('after signing in, the visitor is on the page first asked for, with its query and fragment', async ({
    page,
  }) => {
    await page.goto('/notifications?filter=unread#list');
    await submitSignIn(page, personas.member.email);
    await expect(page).toHaveURL(/\/notifications\?filter=unread#list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  });

  test('a public page starts the app without a sign-in', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/accessibility');
    await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
    expect(requests.filter((path) => path.startsWith('/sign-in/') || path.startsWith('/oidc/auth'))).toEqual([]);
  });

  test('a signed-in tab opens the dashboard with its chrome and no sign-in', async ({ page }) => {
    await signIn(page, personas.member);
    // The first page's own requests are over before counting starts: signing in waits for the chrome
    // only, and the dashboard asks for its apps once its chunk has loaded.
    await expect(page.getByRole('heading', { level: 2, name: 'Your apps' })).toBeVisible();
    await expect(page.getByText('Loading your apps')).toBeHidden();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(requests.filter((path) => path.startsWith('/sign-in/') || path.startsWith('/oidc/auth'))).toEqual([]);
    expect(requests.some((path) => /\/SignedInChrome-/.test(path))).toBe(true);
    // The stored-session hint asked for the identity and, at /, the dashboard's apps while the entry
    // loaded; the app took its answers.
    await expect(page.getByRole('heading', { level: 2, name: 'Your apps' })).toBeVisible();
    await expect(page.getByText('Loading your apps')).toBeHidden();
    expect(requests.filter((path) => path === '/id/userinfo')).toHaveLength(1);
    expect(requests.filter((path) => path === '/api/installed-apps')).toHaveLength(1);
  });

  test("a signed-in tab opened at / asks for the dashboard's apps before the app has started", async ({ page }) => {
    await signIn(page, personas.member);
    let appsAsked!: () => void;
    const asked = new Promise<void>((resolve) => (appsAsked = resolve));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/installed-apps') appsAsked();
    });
    // The app's start waits for the apps to be asked: only the hint, before the app, can ask for them.
    await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
      await asked;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  });

  test('a personal account opened at / asks for no dashboard apps: its start page is the profile', async ({ page }) => {
    await signIn(page, personas.private);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/');
    // Paula Privat reads German.
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
    expect(requests.filter((path) => path === '/id/userinfo')).toHaveLength(1);
    expect(requests.filter((path) => path === '/api/installed-apps')).toEqual([]);
  });

  test('a signed-in tab with a fresh token loads no popup layers and no oidc-client-ts until asked', async ({
    page,
  }) => {
    await signIn(page, personas.member);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    // The bell loads once the screen has painted; its panel only when opened.
    await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toBeVisible();
    expect(requests.filter((url) => onRequestChunks.test(url))).toEqual([]);

    await openAccountMenu(page, personas.member);
    await expect(page.getByRole('menu')).toBeVisible();
    expect(requests.some((url) => /\/assets\/AccountMenu-[\w-]+\.js$/.test(url))).toBe(true);
    expect(requests.filter((url) => /\/assets\/oidc-client-[\w-]+\.js$/.test(url))).toEqual([]);
  });
});
