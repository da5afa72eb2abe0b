import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { demoPassword, personas, type Persona } from './support/personas';
import { readMenu, signIn } from './support/session';

// The ownership of Nordlicht Bühnentechnik changes hands and comes back: no other journey signs in as
// its people, so the journeys running beside this one see their companies as seeded.

const nora = personas.ownerNordlicht;
const jonas = personas.deputyNordlicht;
const ownerOnlyEntry = 'Authentication';

/** The entries of the sidebar's company group. */
async function companyEntries(page: Page): Promise<string[]> {
  return (await readMenu(page)).Company ?? [];
}

/** On /company, hands the company to `to`: first with a wrong password, which is refused, then with the right one. */
async function transferOwnership(page: Page, to: Persona) {
  await page.goto('/company');
  const section = page.getByRole('region', { name: 'Ownership' });
  await section.getByRole('combobox', { name: 'New owner' }).click();
  await page.getByRole('option', { name: new RegExp(to.name) }).click();
  await section.getByRole('button', { name: 'Transfer ownership' }).click();

  const dialog = page.getByRole('alertdialog', { name: 'Transfer the ownership?' });
  await expect(dialog).toContainText(`${to.name} will own ${to.company}`);
  const password = dialog.getByLabel('Password');
  await password.fill('not my password');
  await dialog.getByRole('button', { name: 'Transfer ownership' }).click();
  await expect(password).toHaveAccessibleDescription('Invalid password');
  await expect(dialog).toBeVisible();

  await password.fill(demoPassword);
  await dialog.getByRole('button', { name: 'Transfer ownership' }).click();
  await expect(page.getByText('The ownership has been transferred successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // At once, without a reload: the former owner sees what a team member sees.
  await expect(section).toBeHidden();
  await expect(page.getByRole('region', { name: 'Activity' })).toBeHidden();
}

test('the owner hands the company to a team member and both menus change', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  // Jonas is signed in elsewhere the whole time.
  const elsewhere = await browser.newContext({ baseURL, locale: 'en-GB' });
  const jonasPage = await elsewhere.newPage();
  try {
    await signIn(jonasPage, jonas);
    expect(await companyEntries(jonasPage)).not.toContain(ownerOnlyEntry);

    await signIn(page, nora, '/company');
    expect(await companyEntries(page)).toContain(ownerOnlyEntry);
    await transferOwnership(page, jonas);
    expect(await companyEntries(page)).not.toContain(ownerOnlyEntry);
    // Nora keeps the company profile and her apps.
    await expect(page.getByRole('region', { name: 'Verification' })).toBeVisible();

    // Jonas's next page is an owner's.
    await jonasPage.reload();
    expect(await companyEntries(jonasPage)).toContain(ownerOnlyEntry);
    await jonasPage.goto('/company');
    const activity = jonasPage.getByRole('region', { name: 'Activity' });
    await expect(activity.getByText('Ownership transferred').first()).toBeVisible();
    await expect(activity.getByText('from Nora Lind to Jonas Berg').first()).toBeVisible();

    // And back, so that the demo is as seeded again.
    await transferOwnership(jonasPage, nora);
    expect(await companyEntries(jonasPage)).not.toContain(ownerOnlyEntry);
    await page.reload();
    expect(await companyEntries(page)).toContain(ownerOnlyEntry);
  } finally {
    await elsewhere.close();
  }
});
