import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expect, test } from './support/fixtures';
import { expectFocusVisible } from './support/accessibility';
import { personas } from './support/personas';
import { signIn, storedTokens } from './support/session';

// The platform's activity log (issue 27 §3): the administrator assigns an app to a company nobody else's
// journey touches and takes it away again, filters the log to that company from one of its entries,
// and exports it: the CSV holds exactly those two events. An owner exports their own company's log and
// finds no other company's events in it. The journeys put back what they change.
const klangraum = 'Klangraum Events AG';
const bom = '\uFEFF';

/** Calls the API as the signed-in user of `page`. */
async function api(page: Page, method: string, path: string, body?: unknown) {
  const { access_token } = await storedTokens(page);
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const response = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body, token: access_token },
  );
}

/** Presses Tab until `target` has focus, checking that every stop on the way shows its focus. */
async function tabTo(page: Page, target: Locator) {
  for (let stop = 1; stop <= 80; stop++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement === document.body)) continue;
    const reached = await expectFocusVisible(page, `Tab stop ${stop}`);
    if (await target.evaluate((element) => element === document.activeElement)) return;
    if (stop === 80) throw new Error(`Tab never reached the target; last stop ${reached}`);
  }
}

/** Exports with the button (by keyboard, or a click) and reads the file it saves. */
async function exportCsv(page: Page, { keyboard = false } = {}) {
  const downloading = page.waitForEvent('download');
  const button = page.getByRole('button', { name: 'Export as CSV' });
  if (keyboard) {
    await tabTo(page, button);
    await page.keyboard.press('Enter');
  } else {
    await button.click();
  }
  const download = await downloading;
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith(bom)).toBe(true);
  return parse(text.slice(bom.length), { columns: true }) as Record<string, string>[];
}

test('the administrator filters the log to one company and exports exactly its events', async ({ page }) => {
  // Two walks by Tab through the sidebar and the filters, each stop checked for its focus ring.
  test.setTimeout(120_000);
  await signIn(page, personas.admin, '/admin/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible();

  const companies = await api(page, 'GET', `/api/admin/companies?search=${encodeURIComponent(klangraum)}`);
  const company = (companies.body.data as { id: string; name: string }[]).find((row) => row.name === klangraum)!;
  const apps = await api(page, 'GET', '/api/apps');
  const stockRoom = (apps.body.data as { id: string; internal_name: string }[]).find(
    (app) => app.internal_name === 'stock-room',
  )!;
  const assigned = `/api/admin/companies/${company.id}/assigned-apps`;
  expect((await api(page, 'POST', assigned, { app: stockRoom.id })).status).toBe(200);
  expect((await api(page, 'DELETE', `${assigned}/${stockRoom.id}`)).status).toBe(200);

  await page.reload();
  const log = page.getByRole('list', { name: 'Activity' });
  const newest = log.getByRole('listitem').first();
  await expect(newest).toContainText('App assignment removed');
  await expect(newest).toContainText(`in ${klangraum}`);
  // By keyboard, as the rest of the journey: the entry's company filter, then the export.
  await tabTo(page, newest.getByRole('link', { name: `Show only events in ${klangraum}` }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/activity\\?company=${company.id}$`));
  await expect(page.getByText(`Company: ${klangraum}`)).toBeVisible();
  await expect(log.getByRole('listitem')).toHaveCount(2);
  await expect(log.getByRole('listitem').nth(1)).toContainText('App assigned');
  await expect(log.getByRole('listitem').nth(1)).toContainText('by Ada Admin');

  const rows = await exportCsv(page, { keyboard: true });
  expect(rows.map((row) => [row.type, row.company_name, row.actor_name, row.object_id])).toEqual([
    ['company_app_unassigned', klangraum, 'Ada Admin', stockRoom.id],
    ['company_app_assigned', klangraum, 'Ada Admin', stockRoom.id],
  ]);
});

test('an owner exports their company’s events and finds no other company’s', async ({ page }) => {
  const harbour = personas.ownerHarbour;
  await signIn(page, harbour, '/company');
  await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
  const rows = await exportCsv(page);
  expect(rows.length).toBeGreaterThan(0);
  expect(new Set(rows.map((row) => row.company_name))).toEqual(new Set([harbour.company]));
  expect(rows.some((row) => row.company_name === klangraum)).toBe(false);
});
