import { expect, test } from './support/fixtures';
import { personas } from './support/personas';
import { openAccountMenu, signIn } from './support/session';

test.describe('the look of the portal', () => {
  test('follows a dark system appearance before the first render', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    // The app renders only once its runtime config has loaded (index.html preloads it, so it is asked for
    // before any script runs): hold the answer until the page is dark, and look whether anything rendered.
    let darkWhileLoading: boolean | undefined;
    await page.route('**/config.json', async (route) => {
      darkWhileLoading = await page
        .waitForFunction(
          () =>
            document.documentElement.classList.contains('dark') &&
            document.getElementById('root')?.childElementCount === 0,
          null,
          { timeout: 10_000 },
        )
        .then(
          () => true,
          () => false,
        );
      await route.continue();
    });
    await page.goto('/no/such/page');
    await expect(page.getByText('Page not found.')).toBeVisible();
    expect(darkWhileLoading).toBe(true);
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  });

  test('remembers the appearance chosen in the account menu', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page, personas.member);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await openAccountMenu(page, personas.member);
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await openAccountMenu(page, personas.member);
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeChecked();
  });

  test('loads the self-hosted interface font; the wordmark is never cut off', async ({ page }) => {
    await signIn(page, personas.member);
    await page.setViewportSize({ width: 375, height: 760 });
    const fontLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some((face) => face.family.includes('Inter') && face.status === 'loaded');
    });
    expect(fontLoaded).toBe(true);
    const wordmark = page.getByRole('banner').getByRole('link').first();
    await expect(wordmark).toHaveCSS('font-family', /^"?Inter Variable/);
    expect(await wordmark.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
  });

  test('shows the burger on small screens only', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, personas.member);
    const burger = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await expect(burger).toBeHidden();
    await page.setViewportSize({ width: 375, height: 760 });
    await expect(burger).toBeVisible();
  });

  test('closes the mobile menu when the window widens to the desktop layout', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, personas.member);
    await page.setViewportSize({ width: 375, height: 760 });
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Main navigation' });
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menu).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });
});
