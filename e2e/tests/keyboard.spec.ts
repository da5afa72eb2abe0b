import type { Locator, Page } from '@playwright/test';
import { expectFocusVisible, tabTo } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { linkFromMailbox } from './support/mailbox';
import { personas, type Persona } from './support/personas';

/**
 * The main journeys with the keyboard only: every focus stop on the way is visible (the one ring, 3:1),
 * in view and not covered by the fixed top bar, and focus comes back to the trigger after a dialog.
 * The window is as short as the audit's (1280 × 500), where the top bar covers most.
 */
test.use({ viewport: { width: 1280, height: 500 } });

/** Presses a key and checks where focus is then. */
async function press(page: Page, key: string, step: string) {
  await page.keyboard.press(key);
  await expectFocusVisible(page, step);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Signs in on the provider's screen by keyboard; the page asked for shows with focus on its heading. */
async function signInByKeyboard(page: Page, persona: Persona, path = '/') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/sign-in\//);
  const email = page.getByRole('textbox', { name: /^(Email address|E-Mail-Adresse)$/ });
  await expect(email).toBeVisible();
  await tabTo(page, email);
  await page.keyboard.type(persona.email);
  await press(page, 'Tab', 'password field');
  await expect(page.getByLabel(/^(Password|Passwort)$/)).toBeFocused();
  await page.keyboard.type('e2e-demo-password');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/(sign-in|login)\b/);
  await expect(heading(page)).toBeFocused();
  await expectFocusVisible(page, 'after signing in');
}

/** Opens the account menu from the top bar by keyboard; the first item has focus. */
async function openAccountMenu(page: Page, persona: Persona) {
  await tabTo(page, page.getByRole('banner').getByRole('button', { name: new RegExp(persona.name) }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expectFocusVisible(page, 'account menu opened');
}

/** Moves down the open menu until `item` is highlighted, checking each step. */
async function arrowTo(page: Page, item: Locator) {
  for (let step = 1; step <= 15; step++) {
    if (await item.evaluate((element) => element === document.activeElement)) return;
    await press(page, 'ArrowDown', `menu step ${step}`);
  }
  await expect(item).toBeFocused();
}

test.describe('keyboard-only journeys', () => {
  test('sign in, switch the language and back', async ({ page }) => {
    await signInByKeyboard(page, personas.both);
    const footerLanguage = (name: string) => page.getByRole('contentinfo').getByRole('button', { name, exact: true });
    // The choice is saved as her language setting; the journey waits for it, so the next one finds it.
    const saved = () =>
      page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/settings' && response.request().method() === 'PUT',
      );
    await tabTo(page, footerLanguage('Deutsch'));
    let save = saved();
    await page.keyboard.press('Enter');
    expect((await save).ok()).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(footerLanguage('Deutsch')).toBeFocused();
    await expect(footerLanguage('Deutsch')).toHaveAttribute('aria-pressed', 'true');
    await press(page, 'Shift+Tab', 'back to English');
    await expect(footerLanguage('English')).toBeFocused();
    save = saved();
    await page.keyboard.press('Enter');
    expect((await save).ok()).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(footerLanguage('English')).toBeFocused();
  });

  test('read and answer a crew inquiry; focus returns to the notification', async ({ page }) => {
    // Paula Privat reads German; her inquiries are her own, no other journey answers them.
    await signInByKeyboard(page, personas.private);
    await tabTo(page, page.getByRole('banner').getByRole('button', { name: /^Benachrichtigungen/ }));
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Benachrichtigungen' });
    await expect(panel).toBeVisible();
    await expectFocusVisible(page, 'bell panel opened');
    await tabTo(page, panel.getByRole('link', { name: 'Alle anzeigen' }));
    await page.keyboard.press('Enter');
    // A personal account reads them on its profile's notifications tab.
    await expect(page).toHaveURL(/\/profile\?tab=notifications$/);

    const entry = page.getByRole('main').getByRole('button', { name: /Davos Winter Congress/ });
    await tabTo(page, entry);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Einsatzanfrage' });
    await expect(dialog).toBeVisible();
    await expectFocusVisible(page, 'dialog opened');

    await tabTo(page, dialog.getByRole('button', { name: 'Antwort ändern' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('radio', { name: 'Verfügbar', exact: true })).toBeFocused();
    await expectFocusVisible(page, 'the answer form');
    // Radix moves focus on a timer after the keydown and checks the radio only while the arrow key is
    // still down; `press` would release it at once, racing that timer on a busy machine. A person holds it.
    await page.keyboard.down('ArrowDown');
    await expect(dialog.getByRole('radio', { name: 'Nicht verfügbar' })).toBeChecked();
    await page.keyboard.up('ArrowDown');
    await expectFocusVisible(page, 'next answer');
    await tabTo(page, dialog.getByRole('button', { name: 'Antwort senden' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Erfolgreich gesendet.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Antwort ändern' })).toBeFocused();
    await expectFocusVisible(page, 'after sending');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(entry).toBeFocused();
    await expectFocusVisible(page, 'back on the notification');
  });

  test('change settings: the invalid field takes focus below the top bar, then a valid save', async ({ page }) => {
    await signInByKeyboard(page, personas.ownerHarbour, '/settings');
    const thousands = page.getByRole('combobox', { name: 'Thousands separator' });
    const before = (await thousands.textContent())!.trim();
    const decimal = (await page.getByRole('combobox', { name: 'Decimal separator' }).textContent())!.trim();

    const chooseByKeyboard = async (option: string) => {
      await tabTo(page, thousands);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('listbox')).toBeVisible();
      const wanted = page.getByRole('option', { name: option, exact: true });
      for (const key of ['ArrowDown', 'ArrowUp']) {
        for (
          let step = 0;
          step < 8 && !(await wanted.evaluate((element) => element === document.activeElement));
          step++
        ) {
          await press(page, key, `list step ${step + 1}`);
        }
      }
      await expect(wanted).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(thousands).toBeFocused();
      await expect(thousands).toHaveText(option);
    };
    // The same separator twice is refused.
    await chooseByKeyboard(decimal);
    const save = page.getByRole('button', { name: 'Save' });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expect(thousands).toBeFocused();
    await expect(thousands).toHaveAttribute('aria-invalid', 'true');
    await expectFocusVisible(page, 'the invalid field');

    await page.keyboard.press('Shift+Tab');
    await chooseByKeyboard(before);
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Saved successfully.')).toBeVisible();
    await expectFocusVisible(page, 'after saving');
  });

  test('company: the ownership dialog by keyboard, a refused password keeps focus there, Escape returns it', async ({
    page,
  }) => {
    // Henry only opens the dialog and is refused: Harbour Stage stays his.
    await signInByKeyboard(page, personas.ownerHarbour, '/company');
    const newOwner = page.getByRole('combobox', { name: 'New owner' });
    await tabTo(page, newOwner);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    const bea = page.getByRole('option', { name: /Bea Berger/ });
    for (let step = 1; step <= 5 && !(await bea.evaluate((element) => element === document.activeElement)); step++) {
      await press(page, 'ArrowDown', `list step ${step}`);
    }
    await page.keyboard.press('Enter');
    await expect(newOwner).toBeFocused();
    await expect(newOwner).toContainText('Bea Berger');

    const transfer = page.getByRole('button', { name: 'Transfer ownership' });
    await tabTo(page, transfer);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Transfer the ownership?' });
    const password = dialog.getByLabel('Password');
    await expect(password).toBeFocused();
    await expectFocusVisible(page, 'the password field');
    await page.keyboard.type('not the password');
    await page.keyboard.press('Enter');
    await expect(password).toHaveAccessibleDescription('Invalid password');
    await expect(password).toBeFocused();
    await press(page, 'Escape', 'the dialog closed');
    await expect(dialog).toBeHidden();
    await expect(transfer).toBeFocused();
  });

  test('edit the profile: every field reachable in view, the invalid one with its label', async ({ page }) => {
    await signInByKeyboard(page, personas.private);
    const firstName = page.getByRole('textbox', { name: 'Vorname' });
    const saved = (await firstName.inputValue()).trim();
    await tabTo(page, firstName);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    const save = page.getByRole('main').getByRole('button', { name: 'Speichern' });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    // The first invalid field takes focus, scrolled below the top bar with its label.
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expectFocusVisible(page, 'the invalid first name');

    await page.keyboard.type(saved);
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Erfolgreich gespeichert.')).toBeVisible();

    // From the bottom of the page back up through the password fields (the audit's Shift+Tab).
    await tabTo(page, page.getByRole('button', { name: 'Konto löschen' }));
    await tabTo(page, firstName, { backwards: true });
  });

  test('create a location, ask to delete it, cancel, then delete it', async ({ page }) => {
    // Ada Admin owns Eventsuite Operations; the journey deletes the location it creates.
    await signInByKeyboard(page, personas.admin, '/company/locations');
    await tabTo(page, page.getByRole('link', { name: 'Create location' }));
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText('Create location');
    await tabTo(page, page.getByRole('textbox', { name: 'Name' }));
    await page.keyboard.type('Keyboard Studio Baden');
    await tabTo(page, page.getByRole('textbox', { name: 'City' }));
    await page.keyboard.type('Baden');
    await tabTo(page, page.getByRole('button', { name: 'Create location' }));
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText('Keyboard Studio Baden');
    await expect(page.getByText('Saved successfully.')).toBeVisible();

    const remove = page.getByRole('button', { name: 'Delete location' });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete location?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectFocusVisible(page, 'delete dialog opened');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await expectFocusVisible(page, 'back on the delete button');

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await press(page, 'Tab', 'the delete button of the dialog');
    await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Successfully deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/company\/locations$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Keyboard Studio Baden' })).toHaveCount(0);
  });

  test('roles: choose an app, move a role by keyboard, save the order, and put it back', async ({ page }) => {
    // Order Workshop (seed-demo-roles.ts) is this journey's alone; it ends in the seeded order.
    await signInByKeyboard(page, personas.admin, '/admin/roles');
    const chooser = page.getByRole('combobox', { name: 'App' });
    await tabTo(page, chooser);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    const wanted = page.getByRole('option', { name: 'Order Workshop' });
    for (
      let step = 1;
      step <= 12 && !(await wanted.evaluate((element) => element === document.activeElement));
      step++
    ) {
      await press(page, 'ArrowDown', `app list step ${step}`);
    }
    await page.keyboard.press('Enter');
    await expect(chooser).toHaveText('Order Workshop');

    const companyRoles = page.getByRole('list', { name: 'Company roles' });
    const order = () =>
      companyRoles
        .getByRole('button', { name: /^Move / })
        .evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label')));
    await expect.poll(order).toEqual(['Move Crew lead', 'Move Crew']);
    const save = page.getByRole('button', { name: 'Save order' });

    const moveCrew = async (key: 'ArrowUp' | 'ArrowDown', expected: string[]) => {
      const crew = page.getByRole('button', { name: 'Move Crew', exact: true });
      await tabTo(page, crew);
      await press(page, 'Space', 'picked up');
      await expect(crew).toHaveAttribute('aria-pressed', 'true');
      await press(page, key, 'moved');
      await expect(crew).toBeFocused();
      await press(page, 'Space', 'dropped');
      await expect(crew).toHaveAttribute('aria-pressed', 'false');
      await expect.poll(order).toEqual(expected);
      await tabTo(page, save);
      await page.keyboard.press('Enter');
      await expect(page.getByText('Saved successfully.').last()).toBeVisible();
      await expect(save).toBeFocused();
      await expect(page.getByText('The new order is not saved yet.')).toBeHidden();
    };
    await moveCrew('ArrowUp', ['Move Crew', 'Move Crew lead']);
    await moveCrew('ArrowDown', ['Move Crew lead', 'Move Crew']);
  });

  test('create an app, ask to delete it, cancel, then delete it', async ({ page }) => {
    // Ada Admin administers the platform's apps; the journey deletes the app it creates.
    await signInByKeyboard(page, personas.admin, '/admin/apps');
    await tabTo(page, page.getByRole('link', { name: 'Create app' }));
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText('Create app');
    await tabTo(page, page.getByRole('textbox', { name: 'Display name' }));
    await page.keyboard.type('Keyboard App');
    await tabTo(page, page.getByRole('textbox', { name: 'Name', exact: true }));
    await page.keyboard.type('Keyboard App');
    await tabTo(page, page.getByRole('textbox', { name: 'Internal name' }));
    await page.keyboard.type('keyboard-app');
    await tabTo(page, page.getByRole('button', { name: 'Create app' }));
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText('Keyboard App');
    await expect(page.getByText('Saved successfully.')).toBeVisible();

    const remove = page.getByRole('button', { name: 'Delete app' });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete app?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectFocusVisible(page, 'delete app dialog opened');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await expectFocusVisible(page, 'back on Delete app');

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await press(page, 'Tab', 'the delete button of the dialog');
    await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Successfully deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/apps$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Keyboard App' })).toHaveCount(0);
  });

  test('search the team members, open one, cancel locking them and changing their apps; focus returns', async ({
    page,
  }) => {
    // Elena Egli of Alpenbühne's demo crew: looked at here only, never changed.
    await signInByKeyboard(page, personas.ownerAlpen, '/company/team-members');
    const search = page.getByRole('searchbox', { name: 'Search by name, email or position' });
    await tabTo(page, search);
    await page.keyboard.type('egli');
    await press(page, 'Enter', 'search submitted');
    await expect(page).toHaveURL(/\/company\/team-members\?search=egli$/);
    const member = page.getByRole('table', { name: 'Team members' }).getByRole('link', { name: 'Elena Egli' });
    await tabTo(page, member);
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText('Elena Egli');

    const lock = page.getByRole('button', { name: 'Lock user' });
    await tabTo(page, lock);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Lock user?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectFocusVisible(page, 'lock dialog opened');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(lock).toBeFocused();
    await expectFocusVisible(page, 'back on Lock user');

    // Her apps: a new role is chosen with the arrow keys and asked for; Escape keeps the role she has.
    const apps = page.getByRole('region', { name: 'Apps and roles' });
    const role = apps.getByRole('combobox', { name: 'Role in Crew Planner' });
    await tabTo(page, role, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Planner' })).toBeFocused();
    await press(page, 'ArrowDown', 'Viewer in the list');
    await expect(page.getByRole('option', { name: 'Viewer' })).toBeFocused();
    await page.keyboard.press('Enter');
    const changeRole = page.getByRole('alertdialog', { name: 'Change role?' });
    await expect(changeRole).toBeVisible();
    await expect(changeRole.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectFocusVisible(page, 'change role dialog opened');
    await page.keyboard.press('Escape');
    await expect(changeRole).toBeHidden();
    await expect(role).toHaveText('Planner');

    const remove = apps.getByRole('button', { name: 'Remove Crew Planner' });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const removeApp = page.getByRole('alertdialog', { name: 'Remove app?' });
    await expect(removeApp.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(removeApp).toBeHidden();
    await expect(remove).toBeFocused();
    await expectFocusVisible(page, 'back on Remove Crew Planner');
  });

  test('search the users, open one, cancel locking them and changing their Eventsuite role; focus returns', async ({
    page,
  }) => {
    // Max Moser of Alpenbühne: looked at here only, never changed.
    await signInByKeyboard(page, personas.admin, '/admin/users');
    const search = page.getByRole('searchbox', { name: 'Search by name or email' });
    await tabTo(page, search);
    await page.keyboard.type('moser');
    await press(page, 'Enter', 'search submitted');
    await expect(page).toHaveURL(/\/admin\/users\?search=moser$/);
    const user = page.getByRole('table', { name: 'Users' }).getByRole('link', { name: 'Max Moser' });
    await tabTo(page, user);
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText('Max Moser');

    const role = page
      .getByRole('region', { name: 'Alpenbühne Events AG' })
      .getByRole('combobox', { name: 'Eventsuite role' });
    await tabTo(page, role);
    await page.keyboard.press('Enter');
    const teamMember = page.getByRole('option', { name: 'Team member' });
    await expect(teamMember).toBeFocused();
    // Radix moves focus on a timer after the key: on a busy machine a key pressed as the list opens can go
    // unseen (CI saw Enter choose Team member again). Press until another role has focus, as a person would.
    for (
      let step = 1;
      step <= 5 && (await teamMember.evaluate((element) => element === document.activeElement));
      step++
    ) {
      await press(page, 'ArrowDown', `the next role in the list, step ${step}`);
    }
    await expect(teamMember).not.toBeFocused();
    await page.keyboard.press('Enter');
    const changeRole = page.getByRole('alertdialog', { name: 'Change role?' });
    await expect(changeRole).toBeVisible();
    await expect(changeRole.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectFocusVisible(page, 'change role dialog opened');
    await page.keyboard.press('Escape');
    await expect(changeRole).toBeHidden();
    await expect(role).toHaveText('Team member');

    const lock = page.getByRole('button', { name: 'Lock user' });
    await tabTo(page, lock);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Lock user?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectFocusVisible(page, 'lock dialog opened');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(lock).toBeFocused();
    await expectFocusVisible(page, 'back on Lock user');
  });

  test('switch the company and back, then log out', async ({ page }) => {
    await signInByKeyboard(page, personas.both);
    for (const [from, to] of [
      ['Alpenbühne Events AG', 'Harbour Stage GmbH'],
      ['Harbour Stage GmbH', 'Alpenbühne Events AG'],
    ] as const) {
      await openAccountMenu(page, { ...personas.both, name: `${personas.both.name}` });
      const switchGroup = page.getByRole('group', { name: 'Switch account' });
      await arrowTo(page, switchGroup.getByRole('menuitem', { name: new RegExp(to) }));
      await page.keyboard.press('Enter');
      // Signed in again for the other company, without a password; focus on the new page's heading.
      await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(to) })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(from) })).toHaveCount(0);
      await expect(heading(page)).toBeFocused();
      await expectFocusVisible(page, `switched to ${to}`);
    }

    await openAccountMenu(page, personas.both);
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
    await expectFocusVisible(page, 'logout item');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/logout-successful$/);
    await expect(heading(page)).toBeVisible();
    await press(page, 'Tab', 'first stop after logout');
  });

  test('invite a new person, who accepts by keyboard and lands signed in', async ({ page, browser }) => {
    const email = `keyboard.invitee.${Date.now()}@example.com`;
    await signInByKeyboard(page, personas.ownerAlpen, '/company/team-members/create');
    await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type(email);
    const add = page.getByRole('button', { name: 'Add team member' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Invite this person?' });
    await expect(dialog).toBeVisible();
    await expectFocusVisible(page, 'invite dialog opened');
    await tabTo(page, dialog.getByRole('button', { name: 'Send invitation' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Invitation has been sent.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
    await expectFocusVisible(page, 'back on the button');

    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 500 } });
    const invitee = await context.newPage();
    await invitee.goto(await linkFromMailbox(invitee, email, 'You are invited to join Alpenbühne Events AG', 'http'));
    await expect(heading(invitee)).toHaveText('Join Alpenbühne Events AG');
    await tabTo(invitee, invitee.getByRole('textbox', { name: 'First name' }));
    await invitee.keyboard.type('Kira');
    await press(invitee, 'Tab', 'last name');
    await invitee.keyboard.type('Keys');
    await press(invitee, 'Tab', 'password');
    await expect(invitee.getByLabel('Password', { exact: true })).toBeFocused();
    await invitee.keyboard.type('kira-password-1');
    await press(invitee, 'Tab', 'password confirmation');
    await invitee.keyboard.type('kira-password-1');
    await invitee.keyboard.press('Enter');
    await expect(invitee).toHaveURL(/\/$/);
    await expect(invitee.getByRole('banner').getByRole('button', { name: /Kira Keys/ })).toBeVisible();
    await press(invitee, 'Tab', 'first stop signed in');
    await context.close();
  });

  test("an app's screenshots and its install and uninstall, all by keyboard", async ({ page }) => {
    // Pia Apfel of the app catalogue journey; Venue Finder is not installed for her before or after.
    await signInByKeyboard(page, personas.personalApps, '/apps/venue-finder');
    await expect(heading(page)).toHaveText('Venue Finder');
    const gallery = page.getByRole('region', { name: 'Screenshots' });
    await tabTo(page, gallery.getByRole('button', { name: 'Next screenshot' }));
    await press(page, 'ArrowRight', 'next screenshot by arrow key');
    await expect(gallery.getByText('Screenshot 2 of 3')).toBeVisible();
    await press(page, 'Enter', 'next screenshot by button');
    await expect(gallery.getByText('Screenshot 3 of 3')).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Install' }), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.getByText('App has been installed.')).toBeVisible();
    const uninstall = page.getByRole('button', { name: 'Uninstall' });
    await expect(uninstall).toBeVisible();
    await tabTo(page, uninstall);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Uninstall this app?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await press(page, 'Tab', 'the uninstall button of the dialog');
    await expect(dialog.getByRole('button', { name: 'Uninstall' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('App has been uninstalled.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Install' })).toBeVisible();
  });
});
