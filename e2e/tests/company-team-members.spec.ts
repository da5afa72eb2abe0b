import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { personas } from './support/personas';
import { signIn, storedTokens, submitSignIn } from './support/session';

// The team members of Alpenbühne (issue 13): its owner finds a crew member by search, the address keeping
// the search through a reload, locks them (their next request is refused at once, in their own browser)
// and unlocks them again. Nina Nussbaum, of the demo crew (db/seed-demo-team-members.ts), is used by this
// file only.
const nina = { email: 'nina.nussbaum@alpenbuehne.example', name: 'Nina Nussbaum' };

/** What the member's own session gets from the API with the access token it holds. */
async function profileStatus(page: Page): Promise<number> {
  const { access_token } = await storedTokens(page);
  return page.evaluate(
    async (token) => (await fetch('/api/profiles', { headers: { authorization: `Bearer ${token}` } })).status,
    access_token,
  );
}

test('the owner finds a member by search, locks them out at once and unlocks them', async ({ page, browser }) => {
  await signIn(page, personas.ownerAlpen, '/company/team-members');
  await expect(page.getByRole('heading', { level: 1, name: 'Team members' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Team members' });
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('status')).toHaveText(/^Page 1 of 2/);

  await page.getByRole('searchbox', { name: 'Search by name, email or position' }).fill('nussbaum');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/company\/team-members\?search=nussbaum$/);
  await expect(table.getByRole('rowheader')).toHaveCount(1);
  // A reload (or the link shared) shows the same list.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search by name, email or position' })).toHaveValue('nussbaum');
  await expect(table.getByRole('rowheader')).toHaveCount(1);
  const row = table.getByRole('row', { name: new RegExp(nina.name) });
  await expect(row).toContainText('Lighting operator');
  await expect(row).toContainText('Active');

  // Nina is signed in in her own browser.
  const ninasContext = await browser.newContext();
  const ninasPage = await ninasContext.newPage();
  try {
    await ninasPage.goto('/');
    await submitSignIn(ninasPage, nina.email);
    await expect(ninasPage.getByRole('heading', { level: 1, name: 'Hello, Nina' })).toBeVisible();
    expect(await profileStatus(ninasPage)).toBe(200);

    await row.getByRole('link', { name: nina.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: nina.name })).toBeVisible();
    await page.getByRole('button', { name: 'Lock user' }).click();
    const lockDialog = page.getByRole('alertdialog', { name: 'Lock user?' });
    await expect(lockDialog).toContainText(`${nina.name} will be signed out at once`);
    await lockDialog.getByRole('button', { name: 'Lock user' }).click();
    await expect(page.getByText('User has been locked successfully.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unlock user' })).toBeVisible();

    // Her very next request is refused, with the token she was given before the lock.
    expect(await profileStatus(ninasPage)).toBe(401);
    // And she cannot sign in again.
    const again = await browser.newContext();
    try {
      const signInPage = await again.newPage();
      await signInPage.goto('/');
      await submitSignIn(signInPage, nina.email);
      await expect(signInPage.getByText('This account is locked. Please contact your administrator.')).toBeVisible();
    } finally {
      await again.close();
    }

    await page.getByRole('button', { name: 'Unlock user' }).click();
    const unlockDialog = page.getByRole('alertdialog', { name: 'Unlock user?' });
    await unlockDialog.getByRole('button', { name: 'Unlock user' }).click();
    await expect(page.getByText('User has been unlocked successfully.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lock user' })).toBeVisible();
    expect(await profileStatus(ninasPage)).toBe(200);
  } finally {
    await ninasContext.close();
  }

  // Back in the list, the search is still in the address.
  await page.getByRole('link', { name: 'All team members' }).click();
  await expect(page).toHaveURL(/\/company\/team-members$/);
  await expect(page.getByRole('table', { name: 'Team members' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: nina.name })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\?search=nussbaum$/);
  await expect(table.getByRole('row', { name: new RegExp(nina.name) })).toContainText('Active');
});
