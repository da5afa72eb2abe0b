import { expect, test } from './support/fixtures';
import { linkFromMailbox } from './support/mailbox';
import { personas } from './support/personas';
import { mainNavigation, signIn } from './support/session';

const createPath = '/company/team-members/create';

test.describe('adding team members and invitations', () => {
  test('the owner invites a new person, who accepts from the mail and lands signed in in the company', async ({
    page,
    browser,
  }) => {
    const email = `nina.neu.${Date.now()}@example.com`;
    await signIn(page, personas.ownerAlpen, createPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Add team members' })).toBeVisible();
    // The demo invitations, one of them expired.
    const invitations = page.getByRole('region', { name: 'Invitations' });
    await expect(invitations.getByRole('row').filter({ hasText: 'lena.lang@example.com' })).toContainText('Pending');
    await expect(invitations.getByRole('row').filter({ hasText: 'tom.tardy@example.com' })).toContainText('Expired');

    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'First name' }).fill('Nina');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Neu');
    await page.getByRole('button', { name: 'Add team member' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Invite this person?' });
    await expect(dialog).toContainText(`No account has the email address ${email}.`);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Invitation has been sent.')).toBeVisible();
    await expect(invitations.getByRole('row').filter({ hasText: email })).toContainText('Pending');

    // The invitee, in a browser of their own.
    const context = await browser.newContext({ locale: 'en-GB' });
    const invitee = await context.newPage();
    const link = await linkFromMailbox(invitee, email, 'You are invited to join Alpenbühne Events AG', 'http');
    await invitee.goto(link);
    await expect(invitee.getByRole('heading', { level: 1, name: 'Join Alpenbühne Events AG' })).toBeVisible();
    await expect(invitee.getByText('Olivia Alder invited you')).toBeVisible();
    await expect(invitee.getByRole('textbox', { name: 'First name' })).toHaveValue('Nina');
    await invitee.getByLabel('Password', { exact: true }).fill('nina-password-1');
    await invitee.getByLabel('Password confirmation').fill('nina-password-2');
    await invitee.getByRole('button', { name: 'Accept and sign in' }).click();
    await expect(invitee.getByText('Passwords do not match.')).toBeVisible();
    await invitee.getByLabel('Password confirmation').fill('nina-password-1');
    await invitee.getByRole('button', { name: 'Accept and sign in' }).click();
    // Accepting hashes the new password, then signs in through the provider's redirects: on a loaded CI
    // machine that has taken longer than the default five seconds.
    await expect(invitee).toHaveURL(/\/$/, { timeout: 15_000 });
    await expect(mainNavigation(invitee)).toBeVisible();
    await expect(invitee.getByRole('banner').getByRole('button', { name: /Nina Neu/ })).toBeVisible();

    // The link was for one use.
    await invitee.goto(link);
    await expect(invitee.getByText('This invitation has been used')).toBeVisible();
    await expect(invitee.getByText('Olivia Alder of Alpenbühne Events AG')).toBeVisible();
    await context.close();

    await page.reload();
    await expect(invitations.getByRole('row').filter({ hasText: email })).toContainText('Accepted');
  });

  test('a resent invitation kills the old link, which then says so', async ({ page, browser }) => {
    await signIn(page, personas.ownerAlpen, createPath);
    const row = page
      .getByRole('region', { name: 'Invitations' })
      .getByRole('row')
      .filter({ hasText: 'tom.tardy@example.com' });
    await row.getByRole('button', { name: 'Resend the invitation to tom.tardy@example.com' }).click();
    await expect(page.getByText('Invitation has been sent.')).toBeVisible();
    await expect(row).toContainText('Pending');
    const context = await browser.newContext({ locale: 'en-GB' });
    const invitee = await context.newPage();
    const first = await linkFromMailbox(
      invitee,
      'tom.tardy@example.com',
      'You are invited to join Alpenbühne Events AG',
      'http',
    );
    await page.bringToFront();
    await row.getByRole('button', { name: 'Resend the invitation to tom.tardy@example.com' }).click();
    await expect(page.getByText('Invitation has been sent.').first()).toBeVisible();
    await invitee.goto(first);
    await expect(invitee.getByText('This invitation link can no longer be used')).toBeVisible();
    await context.close();
  });

  test('a CSV with one bad row invites the others and shows the refusal', async ({ page }) => {
    await signIn(page, personas.ownerAlpen, createPath);
    const stamp = Date.now();
    const csv = [
      'email,first_name,last_name,position,location,company_role',
      `csv.one.${stamp}@example.com,Ona,One,Rigger,Headquarters Zürich,Manager`,
      'owner.harbour@example.com,Henry,Harbour,,,',
      `csv.two.${stamp}@example.com,Tia,Two,,,`,
    ].join('\n');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a file' }).click();
    await (await chooser).setFiles({ name: 'team.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByText('2 of 3 rows can be invited.')).toBeVisible();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('row').filter({ hasText: 'owner.harbour@example.com' })).toContainText(
      'E-mail address already exists in another team',
    );
    await page.getByRole('button', { name: 'Invite 2 people' }).click();
    const result = page.getByRole('region', { name: 'Result' });
    await expect(result.getByRole('row').filter({ hasText: `csv.one.${stamp}@example.com` })).toContainText('Invited');
    await expect(result.getByRole('row').filter({ hasText: 'owner.harbour@example.com' })).toContainText('Not invited');
    const invitations = page.getByRole('region', { name: 'Invitations' });
    await expect(invitations.getByRole('row').filter({ hasText: `csv.two.${stamp}@example.com` })).toContainText(
      'Pending',
    );
  });

  test('a member without the right gets the 403 page', async ({ page }) => {
    await signIn(page, personas.member, createPath);
    await expect(page.getByText('Permission denied.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
  });
});
