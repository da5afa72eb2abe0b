import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { personas } from './support/personas';
import { signIn, storedTokens, submitSignIn } from './support/session';

// Team members' apps (issue 14 §2): Alpenbühne's owner assigns Timesheets to Mia Appenzeller and changes
// her role in it, and Mia's own session, with the token it already holds, gets the new permissions on its
// very next call of /id/permissions. Mia (db/seed-demo.ts) is used by this file only.
const mia = personas.memberApps;

/** The permission strings the member's own session gets with the access token it holds. */
async function permissionsOf(page: Page): Promise<string[]> {
  const { access_token } = await storedTokens(page);
  return page.evaluate(async (token) => {
    const response = await fetch('/id/permissions', { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { data: string[] }).data;
  }, access_token);
}

test('the owner assigns an app to a member and changes their role, which their permissions follow at once', async ({
  page,
  browser,
}) => {
  // Mia is signed in in her own browser: the Crew Planner is hers, Timesheets not.
  const miasContext = await browser.newContext();
  const miasPage = await miasContext.newPage();
  try {
    await miasPage.goto('/');
    await submitSignIn(miasPage, mia.email);
    await expect(miasPage.getByRole('heading', { level: 1, name: 'Hello, Mia' })).toBeVisible();
    const before = await permissionsOf(miasPage);
    expect(before).toContain('crew-planner.edit_shifts');
    expect(before).toContain('eventsuite.can_view_company_profile');
    expect(before.filter((entry) => entry.startsWith('timesheets.'))).toEqual([]);

    await signIn(page, personas.ownerAlpen, '/company/team-members?search=appenzeller');
    await page.getByRole('table', { name: 'Team members' }).getByRole('link', { name: mia.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: mia.name })).toBeVisible();
    const apps = page.getByRole('region', { name: 'Apps and roles' });
    await expect(apps.getByRole('combobox', { name: 'Role in Crew Planner' })).toHaveText('Planner');

    // Assign Timesheets: she gets its default company role, Employee.
    await apps.getByRole('combobox', { name: 'App to assign' }).click();
    await page.getByRole('option', { name: 'Timesheets' }).click();
    await apps.getByRole('button', { name: 'Assign app' }).click();
    await expect(page.getByText('App has been assigned.')).toBeVisible();
    const timesheetsRole = apps.getByRole('combobox', { name: 'Role in Timesheets' });
    await expect(timesheetsRole).toHaveText('Employee');
    await expect(apps.getByText('Every app of the company is assigned to this team member.')).toBeVisible();
    const assigned = await permissionsOf(miasPage);
    expect(assigned).toContain('timesheets.record_time');
    expect(assigned).not.toContain('timesheets.approve_time');

    // Make her an Approver, confirmed first.
    await timesheetsRole.click();
    await page.getByRole('option', { name: 'Approver' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Change role?' });
    await expect(dialog).toContainText(`${mia.name} will get the role "Approver" in Timesheets`);
    await dialog.getByRole('button', { name: 'Change role' }).click();
    await expect(page.getByText('Role has been changed.')).toBeVisible();
    await expect(timesheetsRole).toHaveText('Approver');
    expect(await permissionsOf(miasPage)).toEqual(
      expect.arrayContaining(['timesheets.approve_time', 'timesheets.record_time', 'crew-planner.edit_shifts']),
    );
    // Her portal permissions stay what her company role gives.
    expect((await permissionsOf(miasPage)).filter((entry) => entry.startsWith('eventsuite.'))).toEqual([
      'eventsuite.can_view_company_profile',
    ]);

    // A reload shows what was saved.
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Apps and roles' }).getByRole('combobox', { name: 'Role in Timesheets' }),
    ).toHaveText('Approver');
  } finally {
    await miasContext.close();
  }
});
