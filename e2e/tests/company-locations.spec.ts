import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { personas } from './support/personas';
import { signIn, storedTokens } from './support/session';

// Ada Admin owns Eventsuite Operations, whose locations no other journey changes; the journey puts its
// headquarters back and deletes what it created, so the demo stays as seeded.
const owner = personas.admin;
const seededAddress = 'Eventsuite Operations, Hardturmstrasse 3, 8005 Zürich, ZH, Switzerland';
const created = 'Event Space Winterthur';

const companyAddress = (page: Page) => page.getByRole('region', { name: 'Company address' });

/** Opens a location's page from the list. */
async function openLocation(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function makeHeadquarters(page: Page) {
  await page.getByRole('button', { name: 'Make headquarters' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Make this the headquarters?' });
  await dialog.getByRole('button', { name: 'Make headquarters' }).click();
  await expect(dialog).toBeHidden();
  // The newest toast (an earlier save's may still show).
  await expect(page.getByText('Saved successfully.').last()).toBeVisible();
  await expect(
    page.getByText('This location is the headquarters: its address is the company’s address.'),
  ).toBeVisible();
}

test('an owner creates a location, makes it the headquarters (the company address follows), and cannot delete it', async ({
  page,
}) => {
  await signIn(page, owner, '/company/locations');
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  await expect(companyAddress(page)).toContainText(seededAddress);

  await page.getByRole('link', { name: 'Create location' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create location' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(created);
  await page.getByRole('textbox', { name: 'Street' }).fill('Technikumstrasse');
  await page.getByRole('textbox', { name: 'House number' }).fill('9');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('8400');
  await page.getByRole('textbox', { name: 'City' }).fill('Winterthur');
  await page.getByRole('textbox', { name: 'Canton/state/region' }).fill('Zürich');
  await page.getByRole('textbox', { name: 'State', exact: true }).fill('ZH');
  // A new location starts in the company's country.
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveText('Switzerland');
  await page.getByRole('button', { name: 'Create location' }).click();
  await expect(page.getByText('Saved successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/company\/locations\/[0-9a-f-]{36}$/);
  const createdPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: created })).toBeVisible();

  await makeHeadquarters(page);
  // The headquarters stays: the page says why before anyone tries.
  await expect(page.getByRole('button', { name: 'Delete location' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete location' })).toHaveAccessibleDescription(
    'The headquarters cannot be deleted. Make another location the headquarters first.',
  );

  await page.getByRole('link', { name: 'All locations' }).click();
  await expect(companyAddress(page)).toContainText(
    'Eventsuite Operations, Technikumstrasse 9, 8400 Winterthur, ZH, Switzerland',
  );
  const first = page.getByRole('main').getByRole('listitem').first();
  await expect(first.getByRole('link')).toHaveText(created);
  await expect(first).toContainText('Headquarters');

  // The server refuses too, in the caller's language.
  const { access_token } = await storedTokens(page);
  const authorization = `Bearer ${access_token}`;
  const userInfo = await page.request.get('/id/userinfo', { headers: { authorization } });
  const companyId = ((await userInfo.json()) as { data: { company_id: string } }).data.company_id;
  const locationId = createdPath.split('/').pop();
  for (const [language, message] of [
    ['en', 'The headquarters cannot be deleted. Make another location the headquarters first.'],
    ['de', 'Der Hauptsitz kann nicht gelöscht werden. Machen Sie zuerst einen anderen Standort zum Hauptsitz.'],
  ]) {
    const refused = await page.request.delete(`/api/companies/${companyId}/locations/${locationId}`, {
      headers: { authorization, 'accept-language': language! },
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({ message });
  }

  // Back as seeded: the former headquarters takes the flag again, the new location is deleted.
  await openLocation(page, 'Headquarters');
  await makeHeadquarters(page);
  await page.getByRole('link', { name: 'All locations' }).click();
  await openLocation(page, created);
  await page.getByRole('button', { name: 'Delete location' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete location?' });
  await expect(confirm).toContainText(`The location “${created}” will be deleted.`);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Successfully deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/company\/locations$/);
  await expect(page.getByRole('main').getByRole('link', { name: created })).toHaveCount(0);
  await expect(companyAddress(page)).toContainText(seededAddress);
});
