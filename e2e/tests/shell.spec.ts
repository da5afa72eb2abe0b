import { expect, test } from './support/fixtures';

test.describe('the portal shell', () => {
  test('sends a visitor to sign in, with the product title, theme colour and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/sign-in\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Eventsuite' })).toBeVisible();
    await expect(page).toHaveTitle('Eventsuite - Sign in');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#FFB945');
    const footer = page.getByRole('contentinfo');
    for (const label of ['Terms and Conditions', 'Privacy', 'Imprint', 'About']) {
      await expect(footer.getByRole('button', { name: label })).toBeVisible();
    }
  });

  test('titles a sign-in that could not be completed after what happened', async ({ page }) => {
    // A callback address whose sign-in this browser never started.
    await page.goto('/login?code=not-ours&state=not-ours');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-in failed' })).toBeVisible();
    await expect(page).toHaveTitle('Eventsuite - Sign-in failed');
    await expect(page.getByRole('button', { name: 'Sign in again' })).toBeVisible();
  });

  test('shows the 404 page in English for an unknown route', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.getByText('Page not found.')).toBeVisible();
    await expect(page).toHaveTitle('Eventsuite - Error');
    await page.getByRole('link', { name: 'Homepage' }).click();
    // The homepage is the dashboard, which needs a sign-in first.
    await expect(page).toHaveURL(/\/sign-in\//);
  });

  test('shows the 404 page in German with the German locale cookie', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'locale', value: 'de_DE', url: baseURL! }]);
    await page.goto('/no/such/page');
    await expect(page.getByText('Seite nicht gefunden.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
    await expect(page).toHaveTitle('Eventsuite - Fehler');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('switches the language from the footer and keeps it after a reload', async ({ page }) => {
    await page.goto('/no/such/page');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.getByText('Seite nicht gefunden.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Seite nicht gefunden.')).toBeVisible();
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'locale');
    expect(cookie?.value).toBe('de_DE');
    // 365 days, give or take the seconds the test took.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  });

  test('opens a static page from the footer in a modal and closes it by a background click', async ({ page }) => {
    await page.goto('/logout-successful');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Imprint' }).click();
    const dialog = page.getByRole('dialog', { name: /Imprint/ });
    await expect(dialog).toBeVisible();
    // The page's own heading repeats the title, so the dialog shows it once.
    await expect(dialog.getByRole('heading', { name: 'Imprint' })).toHaveCount(1);
    await expect(dialog.getByText('Managing director', { exact: false })).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test('shows the static page in German for a German visitor', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'locale', value: 'de_DE', url: baseURL! }]);
    await page.goto('/logout-successful');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Datenschutz' }).click();
    await expect(page.getByRole('dialog', { name: /Datenschutz/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('looks the same: the error page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Page not found.')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot('not-found.png', { fullPage: true });
  });
});
