import type { Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { personas } from './support/personas';
import { signIn } from './support/session';

/** The chunks only a signed-in user needs; a visitor's first screen requests none of them (ADR 0011). */
const signedInChunks = /\/assets\/(DashboardScreen|SignedInChrome|NotificationsWidget|signed-in)-[\w-]+\.js$/;

test.describe("a visitor's first screen", () => {
  test('opening / reaches the sign-in form in one app start, with no document redirect and no signed-in code', async ({
    page,
  }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /^Sign in to / })).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in\/[\w-]+$/);

    const documents = requests.filter((request) => request.resourceType() === 'document');
    expect(documents.map((request) => new URL(request.url()).pathname)).toEqual(['/']);
    const entries = requests.filter((request) => /\/assets\/index-[\w-]+\.js$/.test(request.url()));
    expect(entries, 'the app starts once').toHaveLength(1);
    expect(requests.map((request) => request.url()).filter((url) => signedInChunks.test(url))).toEqual([]);
  });

  test('a signed-in tab opens the dashboard with its chrome and no sign-in', async ({ page }) => {
    await signIn(page, personas.member);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(requests.filter((path) => path.startsWith('/sign-in/') || path.startsWith('/oidc/auth'))).toEqual([]);
    expect(requests.some((path) => /\/SignedInChrome-/.test(path))).toBe(true);
    // The stored-session hint asked for the identity while the entry loaded; the app took its answers.
    expect(requests.filter((path) => path === '/id/userinfo')).toHaveLength(1);
  });
});
