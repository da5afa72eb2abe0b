import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { personas } from './support/personas';
import { readMenu, signIn, storedTokens, submitSignIn } from './support/session';

// The platform's user administration (issue 26): the administrator finds a crew member of Alpenbühne in
// the list of every user, locks them (their next request is refused at once, in their own browser) and
// unlocks them, then gives them another Eventsuite role, which their menu follows. Lukas Lehmann, of the
// demo crew (seed-demo-team-members.ts), is used by this file only; it puts back what it changes.
const lukas = { email: 'lukas.lehmann@alpenbuehne.example', name: 'Lukas Lehmann' };
const alpen = 'Alpenbühne Events AG';

/** What the user's own session gets from the API with the access token it holds. */
async function profileStatus(page: Page): Promise<number> {
  const { access_token } = await storedTokens(page);
  return page.evaluate(
    async (token) => (await fetch('/api/profiles', { headers: { authorization: `Bearer ${token}` } })).status,
    access_token,
  );
}

/** Opens Lukas's page from the list, found by a search. */
async function openLukas(page: Page) {
  await signIn(page, personas.admin, '/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User administration' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('lehmann');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/admin\/users\?search=lehmann$/);
  await expect(table.getByRole('rowheader')).toHaveCount(1);
  await table.getByRole('link', { name: lukas.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: lukas.name })).toBeVisible();
}

test('the administrator locks a user, who is refused at once, and unlocks them', async ({ page, browser, baseURL }) => {
  // Four sign-ins: the administrator's, and the user's before, during and after the lock.
  test.setTimeout(90_000);
  const elsewhere = await browser.newContext({ baseURL, locale: 'en-GB' });
  const lukasPage = await elsewhere.newPage();
  try {
    await lukasPage.goto('/');
    await submitSignIn(lukasPage, lukas.email);
    await expect(lukasPage.getByRole('heading', { level: 1, name: 'Hello, Lukas' })).toBeVisible();
    expect(await profileStatus(lukasPage)).toBe(200);

    await openLukas(page);
    await page.getByRole('button', { name: 'Lock user' }).click();
    const lockDialog = page.getByRole('alertdialog', { name: 'Lock user?' });
    await expect(lockDialog).toContainText(`Lock ${lukas.name}?`);
    await lockDialog.getByRole('button', { name: 'Lock user' }).click();
    await expect(page.getByText('User has been locked successfully.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unlock user' })).toBeVisible();

    // His very next request is refused, with the token he was given before the lock.
    expect(await profileStatus(lukasPage)).toBe(401);
    const again = await browser.newContext({ baseURL, locale: 'en-GB' });
    try {
      const signInPage = await again.newPage();
      await signInPage.goto('/');
      await submitSignIn(signInPage, lukas.email);
      await expect(signInPage.getByText('This account is locked. Please contact your administrator.')).toBeVisible();
    } finally {
      await again.close();
    }

    // The locked users are one click away.
    await page.getByRole('link', { name: 'All users' }).click();
    await page.getByRole('link', { name: 'Locked users' }).click();
    await expect(page).toHaveURL(/\/admin\/users\?locked=true$/);
    await expect(
      page.getByRole('table', { name: 'Locked users' }).getByRole('link', { name: lukas.name }),
    ).toBeVisible();
    await page.getByRole('table', { name: 'Locked users' }).getByRole('link', { name: lukas.name }).click();

    await page.getByRole('button', { name: 'Unlock user' }).click();
    const unlockDialog = page.getByRole('alertdialog', { name: 'Unlock user?' });
    await unlockDialog.getByRole('button', { name: 'Unlock user' }).click();
    await expect(page.getByText('User has been unlocked successfully.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lock user' })).toBeVisible();

    // He signs in again.
    const afterwards = await browser.newContext({ baseURL, locale: 'en-GB' });
    try {
      const signInPage = await afterwards.newPage();
      await signInPage.goto('/');
      await submitSignIn(signInPage, lukas.email);
      await expect(signInPage.getByRole('heading', { level: 1, name: 'Hello, Lukas' })).toBeVisible();
    } finally {
      await afterwards.close();
    }
  } finally {
    await elsewhere.close();
  }
});

test("the administrator changes a user's Eventsuite role and the user's menu follows", async ({
  page,
  browser,
  baseURL,
}) => {
  const elsewhere = await browser.newContext({ baseURL, locale: 'en-GB' });
  const lukasPage = await elsewhere.newPage();
  const companyEntries = async () => (await readMenu(lukasPage)).Company ?? [];
  /** On Lukas's page, gives him the role in Alpenbühne, after the confirmation. */
  const giveRole = async (role: string) => {
    const account = page.getByRole('region', { name: alpen });
    await account.getByRole('combobox', { name: 'Eventsuite role' }).click();
    await page.getByRole('option', { name: role, exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Change role?' });
    await expect(dialog).toContainText(`Give ${lukas.name} the Eventsuite role ${role} in ${alpen}?`);
    await dialog.getByRole('button', { name: 'Change role' }).click();
    // The toast of the change before may still be showing (2250 ms): the choice shown tells them apart.
    await expect(page.getByText('Role has been changed.').last()).toBeVisible();
    await expect(account.getByRole('combobox', { name: 'Eventsuite role' })).toHaveText(role);
  };
  try {
    await lukasPage.goto('/');
    await submitSignIn(lukasPage, lukas.email);
    await expect(lukasPage.getByRole('heading', { level: 1, name: 'Hello, Lukas' })).toBeVisible();
    expect(await companyEntries()).not.toContain('Team members');

    await openLukas(page);
    await giveRole('Manager');
    // His next page carries the rights of the new role.
    await lukasPage.reload();
    expect(await companyEntries()).toContain('Team members');

    // And back, so that the demo is as seeded again.
    await giveRole('Team member');
    await lukasPage.reload();
    expect(await companyEntries()).not.toContain('Team members');
  } finally {
    await elsewhere.close();
  }
});
