import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { pngOfSize } from './support/images';
import { personas } from './support/personas';
import { signIn } from './support/session';

// Ada Admin administers the platform's apps. The journey creates its own apps and deletes them again, so
// the demo's apps (which other journeys install and open) stay as seeded.

/** Creates an app from the list's "Create app" and lands on its page. */
async function createApp(page: Page, displayName: string, internalName: string) {
  await page.goto('/admin/apps');
  await page.getByRole('link', { name: 'Create app' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create app' })).toBeVisible();
  await expect(page.getByText('An app gets its roles under Roles & Permissions once it is saved')).toBeVisible();
  await page.getByRole('textbox', { name: 'Display name' }).fill(displayName);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(displayName);
  await page.getByRole('textbox', { name: 'Internal name' }).fill(internalName);
  await page.getByRole('textbox', { name: 'Description (English)' }).fill('Run the stage from one place.');
  await page.getByRole('textbox', { name: 'Redirect URL' }).fill('https://stage.example.com/callback');
  await page.getByRole('textbox', { name: 'Sign-in path' }).fill('/auth/start');
  await page
    .getByRole('radiogroup', { name: 'Installed by administrators only' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByRole('button', { name: 'Create app' }).click();
  await expect(page).toHaveURL(/\/admin\/apps\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: displayName })).toBeVisible();
}

/** Deletes the open app after the "delete app" confirmation; the list no longer has it. */
async function deleteApp(page: Page, displayName: string) {
  await page.getByRole('button', { name: 'Delete app' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete app?' });
  await expect(dialog).toContainText(displayName);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Successfully deleted.').last()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/apps$/);
  await expect(page.getByRole('table', { name: 'Apps' })).toBeVisible();
  await expect(page.getByRole('link', { name: displayName, exact: true })).toHaveCount(0);
}

test('an administrator creates an app with a logo and a screenshot, edits it, finds it saved, and deletes apps', async ({
  page,
}) => {
  await signIn(page, personas.admin, '/admin/apps');
  await expect(page.getByRole('heading', { level: 1, name: 'App administration' })).toBeVisible();
  await expect(page).toHaveTitle('Eventsuite - App administration');
  await expect(page.getByRole('link', { name: 'Crew Planner', exact: true })).toBeVisible();

  await createApp(page, 'Stage Manager', 'e2e-stage-manager');
  await expect(page.getByText('Saved successfully.').last()).toBeVisible();
  // Its page is titled after the app, apart from the user's page of the same app.
  await expect(page).toHaveTitle('Eventsuite - Stage Manager - App administration');

  // A logo: the avatar's rules, checked before and after the upload.
  const logo = page.getByLabel('Upload logo');
  await logo.setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: await pngOfSize(page, 400, 300) });
  await expect(page.getByText('The logo must be square and at least 250x250px.')).toBeVisible();
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await pngOfSize(page, 300, 300) });
  await expect(page.getByText('File uploaded successfully.').last()).toBeVisible();
  const picture = page.getByRole('img', { name: 'Logo of Stage Manager' });
  await expect(picture.locator('img')).toHaveAttribute('src', /\/files\/avatars\/[0-9a-f-]{36}\.png$/);

  // A screenshot, any shape; one too small is refused by the server from its bytes.
  const drop = page.getByRole('group', { name: 'Add a screenshot' }).locator('input[type="file"]');
  await drop.setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: await pngOfSize(page, 640, 100) });
  await expect(page.getByText('The screenshot must be at least 320px wide and high.')).toBeVisible();
  await drop.setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: await pngOfSize(page, 800, 500) });
  await expect(page.getByRole('img', { name: 'Screenshot 1 of 1 of Stage Manager' })).toBeVisible();

  // An address that is no URL is refused at the field; a good one saves.
  const redirect = page.getByRole('textbox', { name: 'Redirect URL' });
  await redirect.fill('stage.example.com');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(redirect).toHaveAccessibleDescription('No valid URL');
  await redirect.fill('https://stage.example.org/callback');
  await page.getByRole('textbox', { name: 'Display name' }).fill('Stage Manager Pro');
  await page.getByRole('textbox', { name: 'Description (German)' }).fill('Die Bühne an einem Ort führen.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved successfully.').last()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Stage Manager Pro' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Redirect URL' })).toHaveValue('https://stage.example.org/callback');
  await expect(page.getByRole('textbox', { name: 'Description (German)' })).toHaveValue(
    'Die Bühne an einem Ort führen.',
  );
  await expect(
    page.getByRole('radiogroup', { name: 'Installed by administrators only' }).getByRole('radio', { name: 'Yes' }),
  ).toBeChecked();
  await expect(page.getByRole('img', { name: 'Logo of Stage Manager Pro' }).locator('img')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Screenshot 1 of 1 of Stage Manager Pro' })).toBeVisible();
  const stageManagerPath = new URL(page.url()).pathname;

  // A second app, deleted again; then the first, so the demo stays as seeded.
  await createApp(page, 'Short-lived App', 'e2e-short-lived');
  await deleteApp(page, 'Short-lived App');
  await expect(page.getByRole('link', { name: 'Stage Manager Pro', exact: true })).toBeVisible();
  await page.goto(stageManagerPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Stage Manager Pro' })).toBeVisible();
  await deleteApp(page, 'Stage Manager Pro');
});

test('the Eventsuite app itself cannot be deleted', async ({ page }) => {
  await signIn(page, personas.admin, '/admin/apps?search=eventsuite');
  await page.getByRole('link', { name: 'Eventsuite', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Eventsuite' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Delete app' });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription('The Eventsuite app is the portal itself and cannot be deleted.');
});
