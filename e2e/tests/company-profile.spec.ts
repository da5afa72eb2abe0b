import { expect, test } from './support/fixtures';
import { pngOfSize } from './support/images';
import { personas } from './support/personas';
import { openAccountMenu, signIn } from './support/session';

test.describe('company profile', () => {
  test('the owner edits the profile: a refusal, then a save that stays after a reload', async ({ page }) => {
    await signIn(page, personas.ownerAlpen, '/company');
    await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
    const website = page.getByRole('textbox', { name: 'Website' });
    await expect(website).toHaveValue('https://alpenbuehne.example');
    // The state among the profile's details; the verification section below says it too.
    await expect(page.getByRole('definition').filter({ hasText: /^Not verified$/ })).toBeVisible();

    await website.fill('alpenbuehne');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('call us');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(website).toHaveAccessibleDescription('No valid URL');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      'The field "Phone number" contains a value in the wrong format.',
    );

    await website.fill('https://www.alpenbuehne.example');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('44 765 43 21');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved successfully.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Website' })).toHaveValue('https://www.alpenbuehne.example');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('44 765 43 21');

    // The logo follows the avatar's rules, checked again by the server.
    const upload = page.getByLabel('Upload logo');
    await upload.setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: await pngOfSize(page, 400, 300) });
    await expect(page.getByText('The logo must be square and at least 250x250px.')).toBeVisible();
    await upload.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await pngOfSize(page, 300, 300) });
    await expect(page.getByText('File uploaded successfully.')).toBeVisible();
    await page.getByRole('button', { name: 'Remove logo' }).click();
    await expect(page.getByText('Successfully deleted.')).toBeVisible();
  });

  test('a team member without the edit right reads the profile', async ({ page }) => {
    await signIn(page, personas.member, '/company');
    await expect(page.getByText('Alpenbühne Events AG', { exact: true }).last()).toBeVisible();
    await expect(page.getByText('You can view the company profile.', { exact: false })).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByLabel('Upload logo')).toHaveCount(0);
  });

  test('a personal account finds the way to a company of its own', async ({ page }) => {
    // Paula reads German; the guard that keeps her on her profile lets her open the creation.
    await signIn(page, personas.private, '/profile');
    await page.getByRole('link', { name: 'Unternehmen erstellen' }).click();
    await expect(page).toHaveURL(/\/company\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Unternehmen erstellen' })).toBeVisible();
    await expect(
      page.getByText('Ihr persönliches Konto wird zu einem Unternehmenskonto', { exact: false }),
    ).toBeVisible();
  });

  test('a team member creates a company, is switched to it, and switches back', async ({ page }) => {
    // Ines Imhof of Alpenbühne's crew: no other journey signs in as her, so her new company bothers none.
    await signIn(page, personas.crewCreator, '/company');
    await page.getByRole('link', { name: 'Create a company' }).click();
    await expect(page).toHaveURL(/\/company\/create$/);

    await page.getByRole('button', { name: 'Create company' }).click();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAccessibleDescription(
      'The field "Name" cannot be empty.',
    );
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Alder Lichttechnik GmbH');
    await page.getByRole('textbox', { name: 'City' }).fill('Luzern');
    await page.getByRole('button', { name: 'Create company' }).click();

    // The switch signs in again through the provider's session and opens the new company's profile.
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Alder Lichttechnik GmbH');
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Luzern');
    await expect(page.getByRole('definition').filter({ hasText: /^Not verified$/ })).toBeVisible();
    await expect(page.getByText(personas.crewCreator.name, { exact: true }).last()).toBeVisible();

    // The dashboard asks the new owner for the verification first, then counts the team of one.
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Your company' }).getByRole('listitem')).toHaveText([
      'Not verified yet: request the verification on the company profile.',
      '1 team member',
      'No invitation is waiting for an answer.',
    ]);

    // Alpenbühne is another account now; switching back works as for any company.
    await openAccountMenu(page, personas.crewCreator);
    const switchGroup = page.getByRole('group', { name: 'Switch account' });
    await switchGroup.getByRole('menuitem', { name: /Alpenbühne Events AG/ }).click();
    await expect(page.getByRole('region', { name: 'Your company' })).toContainText('Alpenbühne Events AG');
    await openAccountMenu(page, personas.crewCreator);
    await expect(
      page.getByRole('group', { name: 'Switch account' }).getByRole('menuitem', { name: /Alder Lichttechnik GmbH/ }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
  });
});
