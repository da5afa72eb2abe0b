import type { Page } from '@playwright/test';
import { routeTable } from '../../packages/portal-app/src/route-table/route-table';
import { expect, test } from './support/fixtures';
import { personas } from './support/personas';
import { mainNavigation, openAccountMenu, signIn, submitSignIn } from './support/session';

// Routes that are steps of signing in or out rather than screens: they are walked through below.
const flowRoutes = new Set(['login', 'logout', 'sign-in']);
// An id no demo object has: parameterised screens show their not-found state, which is a screen too.
const unknownId = '00000000-0000-4000-8000-000000000000';

/** A path of the route table, optional parameters left out and the others filled with `unknownId`. */
const pathOf = (path: string) => path.replace(/\/:\w+\?/g, '').replace(/:\w+/g, unknownId);

/** Collects the page's CSP violations: the browser reports each as an event, which is logged here. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  });
  page.on('console', (message) => {
    if (/CSP violation|Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('the content security policy', () => {
  test('blocks nothing the sign-in screen needs', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Eventsuite' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Imprint' }).click();
    await expect(page.getByRole('dialog', { name: /Imprint/ })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('blocks nothing on any screen, signing in and out included', async ({ page }) => {
    test.setTimeout(180_000);
    const violations = await recordViolations(page);
    await signIn(page, personas.admin);
    const screens = routeTable.filter((route) => !flowRoutes.has(route.name));
    expect(screens.length).toBeGreaterThan(20);
    for (const route of screens) {
      await page.goto(pathOf(route.path));
      await page.waitForLoadState('networkidle');
      expect(violations, route.name).toEqual([]);
    }

    // Radix's menus lock scrolling with an inserted <style> element.
    await page.goto('/profile');
    await expect(mainNavigation(page)).toBeVisible();
    await openAccountMenu(page, personas.admin);
    await expect(page.getByRole('menu')).toBeVisible();
    expect(violations).toEqual([]);

    // Signing out passes the provider's own page, whose script submits its form.
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/logout-successful$/);
    await page.goto('/');
    await submitSignIn(page, personas.admin.email);
    await expect(mainNavigation(page)).toBeVisible();
    expect(violations).toEqual([]);
  });
});
