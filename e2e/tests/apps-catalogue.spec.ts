import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { personas } from './support/personas';
import { signIn } from './support/session';

// Pia Apfel (personal.apps@example.com) is this journey's own: a personal account with Staff Search
// installed (seed-demo-catalogue.ts). She installs Venue Finder and uninstalls it again, and installs
// Rigging Academy from /app-not-installed.
const pia = personas.personalApps;

const toast = (page: Page, message: string) => page.getByText(message, { exact: true }).last();

test('a personal user installs and uninstalls an app from their profile', async ({ page }) => {
  await signIn(page, pia, '/profile?tab=apps');
  await expect(page).toHaveURL(/\/profile\?tab=apps$/);
  await expect(page.getByRole('tab', { name: 'Apps' })).toHaveAttribute('aria-selected', 'true');

  const list = page.getByRole('list', { name: 'Apps' });
  await expect(list.getByRole('article', { name: 'Staff Search' })).toContainText('Installed');
  // Company apps are not for a personal account.
  await expect(list.getByRole('article', { name: 'Crew Planner' })).toHaveCount(0);

  const card = list.getByRole('article', { name: 'Venue Finder' });
  await card.getByRole('button', { name: 'Install' }).click();
  await expect(toast(page, 'App has been installed.')).toBeVisible();
  await expect(card).toContainText('Installed');

  // Its page: the role she got, Open, the screenshots.
  await card.getByRole('link', { name: 'Venue Finder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Venue Finder' })).toBeVisible();
  await expect(page).toHaveTitle('Eventsuite - Venue Finder - App');
  await expect(page.getByText('Your role: User')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open' })).toHaveAttribute(
    'href',
    'https://venue-finder.example/sign-in',
  );
  const gallery = page.getByRole('region', { name: 'Screenshots' });
  await expect(gallery.getByRole('img', { name: 'Screenshot 1 of Venue Finder' })).toBeVisible();
  await gallery.getByRole('button', { name: 'Next screenshot' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByRole('img', { name: 'Screenshot 2 of Venue Finder' })).toBeVisible();
  await expect(gallery.getByText('Screenshot 2 of 3')).toBeVisible();

  await page.getByRole('button', { name: 'Uninstall' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Uninstall this app?' });
  await dialog.getByRole('button', { name: 'Uninstall' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'App has been uninstalled.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to the apps' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=apps$/);
  await expect(
    list.getByRole('article', { name: 'Venue Finder' }).getByRole('button', { name: 'Install' }),
  ).toBeVisible();
});

test('/app-not-installed says each of its five messages, and installs what may be installed', async ({ page }) => {
  await signIn(page, pia, '/app-not-installed?app=no-such-app');
  const answer = (name: string) => page.getByRole('heading', { level: 2, name });

  await expect(answer('App not found')).toBeVisible();
  await expect(page.getByText('This app does not exist.')).toBeVisible();

  await page.goto('/app-not-installed?app=staff-search');
  await expect(answer('Staff Search is installed')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open' })).toHaveAttribute(
    'href',
    'https://staff-search.example/sign-in',
  );

  // A company app, for a personal account.
  await page.goto('/app-not-installed?app=crew-planner');
  await expect(answer('App not available')).toBeVisible();
  await expect(page.getByText('This app cannot be installed for your company or account.')).toBeVisible();

  // Only administrators install it.
  await page.goto('/app-not-installed?app=payroll-export');
  await expect(answer('Payroll Export is not installed')).toBeVisible();
  await expect(page.getByText('This app can only be installed by your administrator.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Install' })).toHaveCount(0);

  await page.goto('/app-not-installed?app=rigging-academy');
  await expect(answer('Rigging Academy is not installed yet')).toBeVisible();
  await page.getByRole('button', { name: 'Install' }).click();
  await expect(toast(page, 'App has been installed.')).toBeVisible();
  await expect(answer('Rigging Academy is installed')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open' })).toHaveAttribute(
    'href',
    'https://rigging-academy.example/sign-in',
  );
});
