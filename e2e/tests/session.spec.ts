import { expect, test } from './support/fixtures';
import { personas } from './support/personas';
import { mainNavigation, openAccountMenu, readMenu, signIn, storedTokens, submitSignIn } from './support/session';

test.describe('sign-in and the menu of each persona', () => {
  test('the platform admin sees the company and the system settings groups', async ({ page }) => {
    await signIn(page, personas.admin);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ada');
    expect(await readMenu(page)).toEqual({
      top: ['My employee profile', 'Company', 'Apps', 'System Settings'],
      Company: ['Company profile', 'Team members', 'Locations', 'Authentication'],
      'System Settings': ['Apps', 'Roles & Permissions', 'Companies', 'Users', 'Pages', 'Activity log', 'Settings'],
    });
  });

  test('a company owner sees every company entry and no system settings', async ({ page }) => {
    await signIn(page, personas.ownerAlpen);
    await expect(page.getByText(personas.ownerAlpen.company).first()).toBeVisible();
    expect(await readMenu(page)).toEqual({
      top: ['My employee profile', 'Company', 'Apps'],
      Company: ['Company profile', 'Team members', 'Locations', 'Authentication'],
    });
  });

  test('a team member with default company rights sees the company profile only', async ({ page }) => {
    await signIn(page, personas.member);
    expect(await readMenu(page)).toEqual({
      top: ['My employee profile', 'Company', 'Apps'],
      Company: ['Company profile'],
    });
  });

  test('a personal user is kept on the profile, in her own language', async ({ page }) => {
    await signIn(page, personas.private);
    await expect(page).toHaveURL(/\/profile$/);
    // Paula's locale is de_DE: after sign-in the interface follows it.
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // Only her profile: the redirect guard would send her back there from anywhere else.
    expect(await readMenu(page)).toEqual({ top: ['Mein Profil'] });
    await page.goto('/company');
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('a personal user finds no dead ends: the bell, the logo and the account menu lead to her profile', async ({
    page,
  }) => {
    await signIn(page, personas.private);
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: /^Benachrichtigungen/ }).click();
    await page.getByRole('link', { name: 'Alle anzeigen' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=notifications$/);
    await expect(page.getByRole('tab', { name: 'Benachrichtigungen' })).toHaveAttribute('aria-selected', 'true');

    await openAccountMenu(page, personas.private);
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Meine Einstellungen', 'Abmelden']);
    await menu.getByRole('menuitem', { name: 'Meine Einstellungen' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=settings$/);
    await expect(banner.getByRole('link', { name: 'Eventsuite: mein Profil' })).toHaveAttribute('href', '/profile');
  });
});

test.describe('guards', () => {
  test('after sign-in the visitor returns to the page first asked for', async ({ page }) => {
    await signIn(page, personas.member, '/notifications');
    await expect(page).toHaveURL(/\/notifications$/);
  });

  test("a company user's profile is their own team-member page, marked active in the menu", async ({ page }) => {
    await signIn(page, personas.member);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/company\/team-members\/[0-9a-f-]{36}$/);
    const profileEntry = mainNavigation(page).getByRole('link', { name: 'My employee profile' });
    await expect(profileEntry).toHaveAttribute('aria-current', 'page');
    // Titled after what it shows, not after the team-member list of its route.
    await expect(page).toHaveTitle('Eventsuite - My employee profile');
  });

  test('a missing permission shows "Permission denied."', async ({ page }) => {
    await signIn(page, personas.member);
    await page.goto('/admin/users');
    await expect(page.getByText('Permission denied.', { exact: true })).toBeVisible();
    await expect(page.getByText('403')).toBeVisible();
    await expect(page).toHaveTitle('Eventsuite - Error');
  });
});

test.describe('sign-in refusals', () => {
  test('a wrong password shows an error that does not reveal the account', async ({ page }) => {
    await page.goto('/');
    await submitSignIn(page, personas.member.email, 'not the password');
    await expect(page.getByText('Email address or password is incorrect.')).toBeVisible();
    await submitSignIn(page, 'nobody@example.com', 'not the password');
    await expect(page.getByText('Email address or password is incorrect.')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in\//);
  });

  test('the locked user cannot sign in', async ({ page }) => {
    await page.goto('/');
    await submitSignIn(page, personas.locked.email);
    await expect(page.getByText('This account is locked. Please contact your administrator.')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in\//);
  });
});

test.describe('the session', () => {
  test('switching the company signs in again without a password and shows the other company', async ({ page }) => {
    await signIn(page, personas.both);
    await expect(page.getByText('Alpenbühne Events AG').first()).toBeVisible();
    await openAccountMenu(page, personas.both);
    await page.getByRole('menuitem', { name: /Harbour Stage GmbH/ }).click();
    await expect(page.getByRole('region', { name: 'Your company' })).toContainText('Harbour Stage GmbH');
    expect(await readMenu(page)).toEqual({
      top: ['My employee profile', 'Company', 'Apps'],
      Company: ['Company profile'],
    });
  });

  test('an expired access token is refreshed before the next request', async ({ page }) => {
    await signIn(page, personas.ownerHarbour);
    // The dashboard's own requests first: one still running when the token is aged below would refresh
    // it and lose the rotated refresh token to the reload.
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(/unread notification/);
    await expect(page.getByRole('region', { name: 'Your apps' })).not.toContainText('Loading your apps');
    const before = await storedTokens(page);
    await page.evaluate(({ key }) => {
      const stored = JSON.parse(sessionStorage.getItem(key)!);
      sessionStorage.setItem(key, JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) - 60 }));
    }, before);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your company' })).toContainText('Harbour Stage GmbH');
    const after = await storedTokens(page);
    expect(after.access_token).not.toBe(before.access_token);
    expect(after.expires_at).toBeGreaterThan(Date.now() / 1000);
  });

  test('logout lands on /logout-successful and back-navigation shows no private data', async ({ page }) => {
    await signIn(page, personas.ownerAlpen);
    await expect(page.getByText(personas.ownerAlpen.name).first()).toBeVisible();
    await openAccountMenu(page, personas.ownerAlpen);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/logout-successful$/);
    await expect(mainNavigation(page)).toBeHidden();
    await page.goBack();
    await expect(page.getByText(personas.ownerAlpen.name)).toHaveCount(0);
    await expect(page).toHaveURL(/\/(sign-in|logout-successful)/);
  });
});
