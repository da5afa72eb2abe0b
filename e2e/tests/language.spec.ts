import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { demoPassword, personas } from './support/personas';
import { mainNavigation, signIn } from './support/session';

/** Chooses a language in the footer and waits until it is saved as the user's setting. */
async function chooseInFooter(page: Page, name: 'English' | 'Deutsch' | 'Français') {
  const saved = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/settings' && response.request().method() === 'PUT',
  );
  await page
    .getByRole('contentinfo')
    .getByRole('group', { name: /^(Language|Sprache|Langue)$/ })
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

test.describe('French (issue 31)', () => {
  test.use({ locale: 'fr-FR' });

  test('a French browser signs in in French; French becomes the language of a user, whom the server answers in French', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/sign-in\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion à Eventsuite' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByLabel('Adresse e-mail').fill(personas.both.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    // Bea's own language is English: after signing in the portal follows it, until she chooses French.
    await expect(mainNavigation(page)).toHaveAccessibleName('Main navigation');
    await chooseInFooter(page, 'Français');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.reload();
    await expect(mainNavigation(page)).toHaveAccessibleName('Navigation principale');

    // A refusal only the server can make (the current password is wrong), in French.
    await page.goto('/profile');
    await page.getByLabel('Mot de passe actuel', { exact: true }).fill('not-her-password');
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('a-new-password-42');
    await page.getByLabel('Confirmer le nouveau mot de passe').fill('a-new-password-42');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(page.getByText('Mot de passe incorrect')).toBeVisible();

    // The imprint's French version, from the server.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Mentions légales' }).click();
    await expect(page.getByRole('dialog', { name: /Mentions légales/ })).toBeVisible();
    await page.keyboard.press('Escape');

    // Back to English, so the other journeys find Bea as the demo has her.
    await chooseInFooter(page, 'English');
  });
});
