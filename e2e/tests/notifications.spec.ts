import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { personas } from './support/personas';
import { signIn } from './support/session';

/** Picks an option of one of the design system's selects (a combobox with a listbox). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

async function saveSettings(page: Page, values: Record<string, string>) {
  await page.goto('/settings');
  for (const [label, option] of Object.entries(values)) await choose(page, label, option);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully.')).toBeVisible();
}

async function openInquiry(page: Page, event: string) {
  await page.goto('/notifications');
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(event) })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Crew inquiry' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const term = (dialog: ReturnType<Page['getByRole']>, name: string) =>
  dialog.getByRole('definition').filter({ has: dialog.page().locator(`xpath=preceding-sibling::dt[1][.="${name}"]`) });

test.describe('notifications and regional settings', () => {
  test('a crew inquiry is answered, and the answer stays with it', async ({ page }) => {
    await signIn(page, personas.member, '/notifications');
    const dialog = await openInquiry(page, 'Hamburg Boat Show Gala');
    await expect(dialog.getByRole('region', { name: 'Your answer' })).toBeVisible();

    await dialog.getByRole('radio', { name: 'Available', exact: true }).check();
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    // Whoever is available states a wage and an employment type.
    await expect(dialog.getByText('The field "Wage expectation" cannot be empty.', { exact: false })).toBeVisible();

    await dialog.getByLabel(/Wage expectation per hour/).fill('42.50');
    await dialog.getByRole('radio', { name: 'Freelance' }).check();
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await expect(page.getByText('Sent successfully.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Change answer' })).toBeVisible();
    await page.keyboard.press('Escape');

    const reopened = await openInquiry(page, 'Hamburg Boat Show Gala');
    await expect(reopened.getByText('Available', { exact: true })).toBeVisible();
    await expect(reopened.getByText('€42.50', { exact: false })).toBeVisible();
  });

  test('saved regional settings reformat dates, times and amounts at once', async ({ page }) => {
    await signIn(page, personas.member, '/notifications');
    let dialog = await openInquiry(page, 'Hamburg Boat Show Gala');
    // The demo defaults: DD.MM.YYYY, 24 hours, point as decimal separator.
    await expect(term(dialog, 'Start')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    await expect(term(dialog, 'Offered hourly wage')).toContainText('€36.00');
    await page.keyboard.press('Escape');

    await saveSettings(page, {
      'Date format': 'YYYY/MM/DD',
      'Time format': '12 Hours',
      'Thousands separator': 'Point (.)',
      'Decimal separator': 'Comma (,)',
    });
    dialog = await openInquiry(page, 'Hamburg Boat Show Gala');
    await expect(term(dialog, 'Start')).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{1,2}:\d{2}\s?(am|pm)$/i);
    await expect(term(dialog, 'Offered hourly wage')).toContainText('€36,00');
    await page.keyboard.press('Escape');

    await saveSettings(page, {
      'Date format': 'DD.MM.YYYY',
      'Time format': '24 Hours',
      'Decimal separator': 'Point (.)',
      'Thousands separator': 'Apostrophe (’)',
    });
  });

  test('the interface follows a change of language to German, also after a reload', async ({ page }) => {
    await signIn(page, personas.ownerHarbour, '/settings');
    await choose(page, 'Language', 'German');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Einstellungen' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Einstellungen' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();

    await choose(page, 'Sprache', 'Englisch');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Settings' })).toBeVisible();
  });
});
