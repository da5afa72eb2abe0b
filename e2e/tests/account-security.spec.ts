import { randomUUID } from 'node:crypto';
import { expectFocusVisible, tabTo } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { linkFromMailbox } from './support/mailbox';
import { storedTokens, submitSignIn } from './support/session';

// Issue 30 §1–3: a freelancer signs up and confirms by mail, sets a forgotten password again from the
// mail by keyboard alone, and ends the session of another browser. The account is this spec's own (the
// local demo opens sign-up), so no other journey's persona changes.

const email = `frieda.${randomUUID().slice(0, 8)}@example.org`;
const chosenPassword = 'frieda picks a long passphrase';
const resetPassword = 'frieda resets to another passphrase';
// The way back into the portal after a sign-in: the callback, the app and the profile's chunks.
const signedInWithin = 20_000;

// Three journeys with mails in between: longer than the default 30 s on a shared machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test('a freelancer signs up, confirms the email and lands on their profile', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in\//);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Frieda');
  await page.getByLabel('Last name').fill('Freelance');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(chosenPassword);
  await expect(page.getByText(/^Strength: /)).toBeVisible();
  await page.getByLabel('Password confirmation').fill(chosenPassword);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`We have sent a mail to ${email}.`, { exact: false })).toBeVisible();

  const confirmation = await linkFromMailbox(page, email, 'Confirm your email address', 'http');
  await page.goto(confirmation);
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  // A personal account's only page.
  await expect(page).toHaveURL(/\/profile$/, { timeout: signedInWithin });
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
});

test('a forgotten password is set again from the mail, by keyboard alone', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in\//);
  await tabTo(page, page.getByRole('button', { name: 'Forgot password?' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeFocused();
  const address = page.getByRole('textbox', { name: 'Email' });
  await tabTo(page, address);
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`We have sent a mail to ${email}.`, { exact: false })).toBeVisible();

  const link = await linkFromMailbox(page, email, 'Set a new password', 'http');
  await page.goto(link);
  const password = page.getByRole('textbox', { name: 'New password', exact: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeFocused();
  await tabTo(page, password);
  await page.keyboard.type(resetPassword);
  await page.keyboard.press('Tab');
  await expectFocusVisible(page, 'the repeated password');
  await page.keyboard.type(resetPassword);
  await page.keyboard.press('Enter');
  // Signed in at once, without typing the new password again.
  await expect(page).toHaveURL(/\/profile$/, { timeout: signedInWithin });
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
});

test('a person ends another session, and that browser’s next request fails', async ({ browser, page, baseURL }) => {
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await submitSignIn(otherPage, email, resetPassword);
  await expect(otherPage).toHaveURL(/\/profile$/, { timeout: signedInWithin });
  const { access_token } = await storedTokens(otherPage);
  const asOther = { headers: { Authorization: `Bearer ${access_token}` } };
  expect((await otherPage.request.get('/api/profiles', asOther)).status()).toBe(200);

  await page.goto('/settings/sessions');
  await submitSignIn(page, email, resetPassword);
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions and devices' })).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();
  // The browsers of the earlier journeys and the one just signed in: all others end.
  await expect(page.getByRole('button', { name: /^End session \(/ })).toHaveCount(2);
  await page.getByRole('button', { name: 'End all other sessions' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /^End/ }).click();
  await expect(page.getByText(/sessions? ended\./)).toBeVisible();

  expect((await otherPage.request.get('/api/profiles', asOther)).status()).toBe(401);
  await other.close();
});
