import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { personas } from './support/personas';
import { mainNavigation, signIn } from './support/session';

/** Chooses a language in the footer and waits until it is saved as the user's setting. */
async function chooseInFooter(page: Page, name: 'English' | 'Deutsch') {
  const saved = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/settings' && response.request().method() === 'PUT',
  );
  await page
    .getByRole('contentinfo')
    .getByRole('group', { name: /^(Language|Sprache)$/ })
    .getByRole('button', { name })
    .click();
  expect((await saved).ok()).toBe(true);
}

test.describe('the footer language of a signed-in user', () => {
  test('is saved as their language setting and survives a reload', async ({ page }) => {
    await signIn(page, personas.both);
    await chooseInFooter(page, 'Deutsch');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    await page.reload();
    await expect(mainNavigation(page)).toHaveAccessibleName('Hauptnavigation');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.goto('/settings');
    await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveText('Deutsch');

    // Back to English, so the other journeys find Bea as the demo has her.
    await chooseInFooter(page, 'English');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('English');
  });
});
