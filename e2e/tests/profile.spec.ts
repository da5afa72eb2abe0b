import { expect, test } from './support/fixtures';
import { linkFromMailbox } from './support/mailbox';
import { pngOfSize } from './support/images';
import { personas } from './support/personas';
import { signIn, submitSignIn } from './support/session';

test.describe('own profile', () => {
  test('an email change takes effect only through the link sent to the new address, and the old one can undo it', async ({
    page,
  }) => {
    const oldEmail = personas.member.email;
    const newEmail = 'max.moser@example.org';
    await signIn(page, personas.member, '/profile');
    // A company user's profile is their own team-member page.
    await expect(page).toHaveURL(/\/company\/team-members\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My employee profile' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Email' }).fill(newEmail);
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText('Saved successfully.')).toBeVisible();
    await expect(page.getByText(`We sent a confirmation link to ${newEmail}.`, { exact: false })).toBeVisible();
    // Until then the old address stays.
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(oldEmail);

    const confirmation = await linkFromMailbox(page, newEmail, 'Confirm your new email address', 'http');
    await page.goto(confirmation);
    await page.getByRole('button', { name: 'Confirm email address' }).click();
    await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();

    // The old address got a notice whose link restores it, also after the confirmation.
    const revocation = await linkFromMailbox(page, oldEmail, 'Your email address is about to change', 'http');
    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/');
    await submitSignIn(page, newEmail);
    await expect(page.getByRole('heading', { level: 1, name: /Max/ })).toBeVisible();

    await page.goto(revocation);
    await page.getByRole('button', { name: 'Cancel email change' }).click();
    await expect(page.getByText(`The change was cancelled. Your email address is ${oldEmail}.`)).toBeVisible();
    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await signIn(page, personas.member);
  });

  test('an avatar must be square and at most 3MB; a good one is stored and shown', async ({ page }) => {
    await signIn(page, personas.ownerHarbour, '/profile');
    const upload = page.getByLabel('Upload picture');

    await upload.setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: await pngOfSize(page, 400, 300) });
    await expect(page.getByText('The avatar must be square and at least 250x250px.')).toBeVisible();

    const oversized = Buffer.concat([await pngOfSize(page, 300, 300), Buffer.alloc(3 * 1024 * 1024)]);
    await upload.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: oversized });
    await expect(page.getByText('The file can not be larger than 3MB.')).toBeVisible();

    await upload.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngOfSize(page, 300, 300) });
    await expect(page.getByText('File uploaded successfully.')).toBeVisible();
    const picture = page
      .getByRole('main')
      .getByRole('img', { name: `Profile picture of ${personas.ownerHarbour.name}` });
    await expect(picture.locator('img')).toHaveAttribute('src', /\/files\/avatars\/[0-9a-f-]{36}\.png$/);
    // The top bar follows at once.
    await expect(page.getByRole('banner').locator('img[src*="/files/avatars/"]')).toBeVisible();

    await page.getByRole('button', { name: 'Remove picture' }).click();
    await expect(page.getByText('Successfully deleted.')).toBeVisible();
  });
});
