import type { Browser, Page } from '@playwright/test';
import { expectFocusVisible } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { personas } from './support/personas';
import { signIn } from './support/session';

// Henry Harbour asks for verification of Harbour Stage (declined in the demo) and Ada Admin decides; the
// two work in browsers of their own. The second journey declines again by keyboard alone, so Harbour
// Stage ends declined, as seeded.

const verificationOf = (page: Page) => page.getByRole('region', { name: 'Verification' });

/** The administrator's browser, on the product of this worker. */
async function adminPage(browser: Browser, baseURL: string | undefined, path = '/admin/companies?state=requested') {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, personas.admin, path);
  return page;
}

const figuresPath = '/api/admin/figures';

/** Opens Harbour Stage from the list of companies waiting for verification. */
async function openWaitingHarbour(admin: Page) {
  await admin.goto('/admin/companies?state=requested');
  await expect(admin.getByRole('heading', { level: 1, name: 'Company administration' })).toBeVisible();
  await admin.getByRole('link', { name: personas.ownerHarbour.company }).click();
  await expect(admin.getByRole('heading', { level: 1, name: personas.ownerHarbour.company })).toBeVisible();
}

async function requestVerification(owner: Page) {
  await owner.goto('/company');
  const activity = owner.getByRole('region', { name: 'Activity' });
  const requested = activity.getByText('Verification requested');
  const loaded = activity.getByRole('list').or(activity.getByText('Nothing has happened in your company yet.'));
  await expect(loaded.first()).toBeVisible();
  const requestsBefore = await requested.count();
  await verificationOf(owner).getByRole('button', { name: 'Request verification' }).click();
  await expect(owner.getByText('Verification request has been sent.')).toBeVisible();
  // The activity section on the same page shows the request at once, without a reload (issue 31 §1).
  await expect(requested).toHaveCount(requestsBefore + 1);
}

test.describe.configure({ mode: 'serial' });

test('an owner asks, is declined for one item with a reason, fixes it, asks again and is verified', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people, two browsers, five screens: more than one screen's time.
  test.slow();
  // The owner's dashboard neither shows nor asks for the companies waiting: that is for administrators.
  const figureRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === figuresPath) figureRequests.push(request.url());
  });
  await signIn(page, personas.ownerHarbour);
  // The unread count loads after the paint, as the admin's figure would.
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText(/unread notification/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Company verifications' })).toHaveCount(0);
  expect(figureRequests).toEqual([]);
  await requestVerification(page);

  // The administrator's dashboard counts Harbour Stage with the demo's Lichtwerk, and leads to them.
  const admin = await adminPage(browser, baseURL, '/');
  const waiting = admin.getByRole('region', { name: 'Company verifications' });
  await expect(waiting.getByText('2 companies are waiting for verification.')).toBeVisible();
  await waiting.getByRole('link', { name: 'Show the waiting companies' }).click();
  await expect(admin).toHaveURL(/\/admin\/companies\?state=requested$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Company administration' })).toBeVisible();
  await admin.getByRole('link', { name: personas.ownerHarbour.company }).click();
  await expect(admin.getByRole('heading', { level: 1, name: personas.ownerHarbour.company })).toBeVisible();
  const checklist = admin.getByRole('form', { name: 'Checklist' });
  await checklist
    .getByRole('radiogroup', { name: 'Phone number' })
    .getByRole('radio', { name: 'Not confirmed' })
    .check();
  await checklist.getByRole('textbox', { name: 'Reason: Phone number' }).fill('The number does not answer.');
  await admin.getByRole('button', { name: 'Decline' }).click();
  await expect(admin.getByText('declined.', { exact: true })).toBeVisible();
  await expect(verificationOf(admin).getByText('Phone number: The number does not answer.')).toBeVisible();

  // The owner reads the decision beside the item, fixes the number and asks again.
  await page.reload();
  await expect(verificationOf(page).getByText('The number does not answer.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone number' }).fill('40 987 65 43');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully.')).toBeVisible();
  await requestVerification(page);

  await openWaitingHarbour(admin);
  await expect(admin.getByRole('form', { name: 'Checklist' })).toContainText('40 987 65 43');
  await admin.getByRole('button', { name: 'Accept' }).click();
  await expect(admin.getByText('accepted.', { exact: true })).toBeVisible();
  await expect(verificationOf(admin).getByText('Verified', { exact: true }).first()).toBeVisible();

  await page.reload();
  await expect(verificationOf(page).getByText('Verified', { exact: true })).toBeVisible();
  await admin.context().close();
});

test('the administrator decides by keyboard alone: recall, then decline with a reason', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const admin = await adminPage(browser, baseURL);
  await admin.goto('/admin/companies?state=validated');
  await admin.getByRole('link', { name: personas.ownerHarbour.company }).click();
  await expect(admin.getByRole('heading', { level: 1, name: personas.ownerHarbour.company })).toBeVisible();

  const tabTo = async (target: ReturnType<Page['getByRole']>) => {
    for (let stop = 1; stop <= 80; stop++) {
      await admin.keyboard.press('Tab');
      if (await target.evaluate((element) => element === document.activeElement)) {
        await expectFocusVisible(admin, `Tab stop ${stop}`);
        return;
      }
    }
    throw new Error('Tab never reached the target');
  };

  await tabTo(admin.getByRole('button', { name: 'Recall verification' }));
  await admin.keyboard.press('Enter');
  const dialog = admin.getByRole('alertdialog', { name: 'Recall the verification?' });
  await expect(dialog).toBeVisible();
  await admin.keyboard.press('Tab');
  await expectFocusVisible(admin, 'the dialog');
  const confirm = dialog.getByRole('button', { name: 'Recall verification' });
  for (let step = 0; step < 3 && !(await confirm.evaluate((element) => element === document.activeElement)); step++) {
    await admin.keyboard.press('Tab');
  }
  await expect(confirm).toBeFocused();
  await admin.keyboard.press('Enter');
  await expect(admin.getByText('Verification has been withdrawn.')).toBeVisible();

  await signIn(page, personas.ownerHarbour, '/company');
  await requestVerification(page);

  await admin.reload();
  await expect(admin.getByRole('heading', { level: 1, name: personas.ownerHarbour.company })).toBeVisible();
  const vat = admin.getByRole('radiogroup', { name: 'VAT number' });
  const notConfirmed = vat.getByRole('radio', { name: 'Not confirmed' });
  await tabTo(vat.getByRole('radio', { name: 'Confirmed', exact: true }));
  // Radix moves the focus in a timer after the keydown and checks the radio it lands on only while an
  // arrow key is down: the key is held until the focus has moved, as a person's key press is. A press
  // whose keyup arrives before that timer (a loaded machine) would move the focus without checking.
  await admin.keyboard.down('ArrowRight');
  await expect(notConfirmed).toBeFocused();
  await admin.keyboard.up('ArrowRight');
  await expect(notConfirmed).toBeChecked();
  const reason = admin.getByRole('textbox', { name: 'Reason: VAT number' });
  await tabTo(reason);
  await admin.keyboard.type('The VAT number belongs to another company.');
  await tabTo(admin.getByRole('button', { name: 'Decline' }));
  await admin.keyboard.press('Enter');
  await expect(admin.getByText('declined.', { exact: true })).toBeVisible();

  await page.reload();
  await expect(verificationOf(page).getByText('The VAT number belongs to another company.')).toBeVisible();
  await admin.context().close();
});
