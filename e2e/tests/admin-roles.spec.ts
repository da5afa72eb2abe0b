import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { pngOfSize } from './support/images';
import { personas } from './support/personas';
import { signIn } from './support/session';

// Ada Admin gives Role Workshop (a hidden demo app only this journey uses, seed-demo-roles.ts) its roles.

const companyRoles = (page: Page) => page.getByRole('list', { name: 'Company roles' });
const personalRoles = (page: Page) => page.getByRole('list', { name: 'Personal roles' });
const row = (list: Locator, name: string) => list.getByRole('listitem').filter({ hasText: name });

/** The role names of a list, in their order, as their move handles name them. */
async function orderOf(list: Locator): Promise<string[]> {
  const labels = await list
    .getByRole('button', { name: /^Move / })
    .evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Move /, ''));
}

async function createRole(page: Page, name: string, kind: 'Company role' | 'Personal role') {
  const form = page.getByRole('region', { name: 'Create role' });
  await form.getByRole('textbox', { name: 'Display name' }).fill(name);
  await form.getByRole('radio', { name: kind }).check();
  await form.getByRole('button', { name: 'Create role' }).click();
  await expect(row(kind === 'Company role' ? companyRoles(page) : personalRoles(page), name)).toBeVisible();
}

test('an administrator creates roles, reorders them by keyboard and by drag, saves, sets the defaults and assigns a permission', async ({
  page,
}) => {
  await signIn(page, personas.admin, '/admin/roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Roles & Permissions' })).toBeVisible();
  await page.getByRole('combobox', { name: 'App' }).click();
  await page.getByRole('option', { name: 'Role Workshop' }).click();
  await expect(page).toHaveURL(/\/admin\/roles\?app=[0-9a-f-]{36}$/);
  await expect(page.getByText('No roles found for selected app.')).toBeVisible();

  await createRole(page, 'Rigger', 'Company role');
  await createRole(page, 'Stagehand', 'Company role');
  await createRole(page, 'Stage manager', 'Company role');
  await createRole(page, 'Visitor', 'Personal role');
  await expect.poll(() => orderOf(companyRoles(page))).toEqual(['Rigger', 'Stagehand', 'Stage manager']);

  // By keyboard: Stage manager to the top.
  const managerHandle = page.getByRole('button', { name: 'Move Stage manager' });
  await managerHandle.focus();
  await page.keyboard.press('Space');
  await expect(managerHandle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Stage manager dropped at position 1 of 3.')).toBeAttached();
  await expect.poll(() => orderOf(companyRoles(page))).toEqual(['Stage manager', 'Rigger', 'Stagehand']);

  // By pointer: Rigger's handle dragged below Stagehand.
  const rigger = (await page.getByRole('button', { name: 'Move Rigger' }).boundingBox())!;
  const stagehandRow = (await row(companyRoles(page), 'Stagehand').boundingBox())!;
  await page.mouse.move(rigger.x + rigger.width / 2, rigger.y + rigger.height / 2);
  await page.mouse.down();
  await page.mouse.move(rigger.x + rigger.width / 2, stagehandRow.y + stagehandRow.height - 2, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => orderOf(companyRoles(page))).toEqual(['Stage manager', 'Stagehand', 'Rigger']);

  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('Saved successfully.').last()).toBeVisible();
  await expect(page.getByText('The new order is not saved yet.')).toBeHidden();

  await row(companyRoles(page), 'Stage manager').getByRole('button', { name: 'Make default Stage manager' }).click();
  await expect(page.getByText('Default role has been set.').last()).toBeVisible();
  await row(personalRoles(page), 'Visitor').getByRole('button', { name: 'Make default Visitor' }).click();
  await expect(row(personalRoles(page), 'Visitor')).toContainText('Default');

  await row(companyRoles(page), 'Stage manager').getByRole('button', { name: 'Permissions Stage manager' }).click();
  const permissions = page.getByRole('region', { name: 'Permissions of “Stage manager”' });
  await permissions.getByRole('checkbox', { name: 'role-workshop.edit_stage' }).check();
  await permissions.getByRole('button', { name: 'Save permissions' }).click();
  await expect(row(companyRoles(page), 'Stage manager')).toContainText('1 permission');

  await page.reload();
  await expect.poll(() => orderOf(companyRoles(page))).toEqual(['Stage manager', 'Stagehand', 'Rigger']);
  await expect(row(companyRoles(page), 'Stage manager')).toContainText('Default');
  await expect(row(companyRoles(page), 'Stagehand')).not.toContainText('Default');
  await expect(row(personalRoles(page), 'Visitor')).toContainText('Default');
  await expect(row(companyRoles(page), 'Stage manager')).toContainText('1 permission');
  const log = page.getByRole('region', { name: 'Roles log' });
  await expect(log.getByRole('listitem').first()).toContainText('Permissions assigned to “Stage manager”');
});

test('an administrator creates an app with a logo, gives it two roles, reorders them, sets the defaults, and a reload shows them saved', async ({
  page,
}) => {
  // The app is this journey's own: created here, so no other journey meets it.
  await signIn(page, personas.admin, '/admin/apps/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create app' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Display name' }).fill('Lighting Desk');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Lighting Desk');
  await page.getByRole('textbox', { name: 'Internal name' }).fill('e2e-lighting-desk');
  await page.getByRole('button', { name: 'Create app' }).click();
  await expect(page).toHaveURL(/\/admin\/apps\/[0-9a-f-]{36}$/);
  await page
    .getByLabel('Upload logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await pngOfSize(page, 300, 300) });
  await expect(page.getByText('File uploaded successfully.').last()).toBeVisible();

  await page.goto('/admin/roles');
  await page.getByRole('combobox', { name: 'App' }).click();
  await page.getByRole('option', { name: 'Lighting Desk' }).click();
  await expect(page.getByText('No roles found for selected app.')).toBeVisible();
  await createRole(page, 'Operator', 'Company role');
  await createRole(page, 'Programmer', 'Company role');
  await expect.poll(() => orderOf(companyRoles(page))).toEqual(['Operator', 'Programmer']);

  const programmer = page.getByRole('button', { name: 'Move Programmer' });
  await programmer.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect.poll(() => orderOf(companyRoles(page))).toEqual(['Programmer', 'Operator']);
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('Saved successfully.').last()).toBeVisible();
  await row(companyRoles(page), 'Operator').getByRole('button', { name: 'Make default Operator' }).click();
  await expect(page.getByText('Default role has been set.').last()).toBeVisible();

  await page.reload();
  await expect.poll(() => orderOf(companyRoles(page))).toEqual(['Programmer', 'Operator']);
  await expect(row(companyRoles(page), 'Operator')).toContainText('Default');
  await expect(row(companyRoles(page), 'Programmer')).not.toContainText('Default');
});
