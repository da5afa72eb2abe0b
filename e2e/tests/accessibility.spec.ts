import type { Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalScrolling, reflowViewports } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { personas } from './support/personas';
import { mainNavigation, openAccountMenu, signIn } from './support/session';

/**
 * Every screen of the started product and its main open states, checked by axe for WCAG 2.2 AA in
 * light and dark, English and German; and every screen for reflow at 320px and at 200 % zoom.
 */

// The longest spec of the suite: its tests are spread over the workers. None depends on another; each
// worker has a product of its own, and what a test changes (the administrator's language) it restores.
test.describe.configure({ mode: 'parallel' });

// The built screens a platform administrator reaches (her profile is her team-member page; she owns
// Eventsuite Operations, so its company profile is a form for her, and its team members are herself);
// the pages of one of her company's locations and of an app join them once signed in (builtScreens).
const builtPaths = [
  '/',
  '/notifications',
  '/profile',
  '/settings',
  '/settings/sessions',
  '/security/two-factor',
  '/company',
  '/company/create',
  '/company/locations',
  '/company/locations/create',
  '/company/team-members',
  '/company/team-members/create',
  '/company/settings',
  '/admin',
  '/admin/companies',
  '/admin/roles',
  '/admin/apps',
  '/admin/apps/create',
  '/admin/users',
  '/admin/users?locked=true',
  '/admin/activity',
  '/admin/pages',
  '/admin/pages/imprint',
  '/admin/settings',
  '/apps',
  '/apps/crew-planner',
  '/app-not-installed?app=payroll-export',
  '/accessibility',
  '/no/such/page',
];

/** Goes to `path` in the app and waits for its heading. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The page of a location of the signed-in user's company other than its headquarters (listed first). */
async function locationPath(page: Page): Promise<string> {
  await open(page, '/company/locations');
  const link = page.getByRole('main').getByRole('listitem').nth(1).getByRole('link');
  return (await link.getAttribute('href'))!;
}

/** The administration page of the demo app Crew Planner. */
async function adminAppPath(page: Page): Promise<string> {
  await open(page, '/admin/apps?search=crew-planner');
  return (await page.getByRole('main').getByRole('link', { name: 'Crew Planner', exact: true }).getAttribute('href'))!;
}

/** The administration page of the demo user Max Moser. */
async function adminUserPath(page: Page): Promise<string> {
  await open(page, '/admin/users?search=moser');
  return (await page.getByRole('main').getByRole('link', { name: 'Max Moser', exact: true }).getAttribute('href'))!;
}

/** The administration page of the demo company Harbour Stage. */
async function adminCompanyPath(page: Page): Promise<string> {
  await open(page, '/admin/companies?search=harbour');
  return (await page.getByRole('main').getByRole('link', { name: 'Harbour Stage GmbH' }).getAttribute('href'))!;
}

/**
 * Half of builtPaths; the second with the pages of a location, an app, a user and a company, whose ids the
 * seeded demo chose.
 */
async function builtScreens(page: Page, half: ScreenHalf): Promise<string[]> {
  const middle = Math.ceil(builtPaths.length / 2);
  if (half === 'first') return builtPaths.slice(0, middle);
  return [
    ...builtPaths.slice(middle),
    await locationPath(page),
    await adminAppPath(page),
    await adminUserPath(page),
    await adminCompanyPath(page),
  ];
}

/** The screens are checked in two halves, so that the two workers share the long journeys. */
const screenHalves = ['first', 'second'] as const;
type ScreenHalf = (typeof screenHalves)[number];

type Scheme = 'light' | 'dark';

/** Axe on the signed-in chrome's open states: account menu, bell, sidebar submenu, a select, a dialog. */
async function checkOpenStates(page: Page, label: string) {
  await open(page, '/');
  await openAccountMenu(page, personas.admin);
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoAxeViolations(page, `${label}: account menu`);
  await page.keyboard.press('Escape');
  // Closed before the next click: a click while a layer is still open only closes that layer.
  await expect(page.getByRole('menu')).toBeHidden();

  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Notifications|Benachrichtigungen)/ })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, `${label}: notifications popover`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  const group = mainNavigation(page).getByRole('button').first();
  await group.click();
  await expect(page.locator(`#${await group.getAttribute('aria-controls')}`)).toBeVisible();
  await expectNoAxeViolations(page, `${label}: sidebar submenu`);
  await page.keyboard.press('Escape');

  // Deleting a location asks first.
  await open(page, await locationPath(page));
  await page.getByRole('button', { name: /^(Delete location|Standort löschen)$/ }).click();
  const deleteDialog = page.getByRole('alertdialog');
  await expect(deleteDialog).toBeVisible();
  await expectNoAxeViolations(page, `${label}: delete location dialog`);
  await page.keyboard.press('Escape');
  await expect(deleteDialog).toBeHidden();

  await open(page, '/settings');
  await page.getByRole('combobox').first().click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoAxeViolations(page, `${label}: settings select`, { openListbox: true });
  await page.keyboard.press('Escape');

  // Leaving a changed form asks first: the confirm dialog (an alert dialog).
  await open(page, '/profile');
  await page.getByRole('textbox', { name: /^(Position)$/ }).fill('Changed, not saved');
  await page.getByRole('banner').getByRole('link').first().click();
  const unsaved = page.getByRole('alertdialog', { name: /^(Unsaved changes|Ungespeicherte Änderungen)$/ });
  await expect(unsaved).toBeVisible();
  await expectNoAxeViolations(page, `${label}: unsaved changes dialog`);
  await unsaved.getByRole('button', { name: /^(Leave page|Seite verlassen)$/ }).click();
  await expect(page).toHaveURL(/\/$/);

  // Adding a person whose address has no account asks whether to invite them (spec §8).
  await open(page, '/company/team-members/create');
  await page.getByRole('textbox', { name: /^(Email|E-Mail)$/ }).fill('nobody.yet@example.com');
  await page.getByRole('button', { name: /^(Add team member|Teammitglied hinzufügen)$/ }).click();
  const invite = page.getByRole('alertdialog');
  await expect(invite).toBeVisible();
  await expectNoAxeViolations(page, `${label}: invite dialog`);
  await page.keyboard.press('Escape');
  await expect(invite).toBeHidden();

  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: /^(Imprint|Impressum)$/ })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, `${label}: static page dialog`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.setViewportSize({ width: 375, height: 760 });
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Menu|Menü)$/ })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, `${label}: mobile menu at 375px`);
  await page.keyboard.press('Escape');
}

/** Chooses a language in the footer and waits until it is saved as the user's setting. */
async function chooseLanguage(page: Page, name: 'English' | 'Deutsch') {
  const saved = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/settings' && response.request().method() === 'PUT',
  );
  await page.getByRole('contentinfo').getByRole('button', { name, exact: true }).click();
  expect((await saved).ok()).toBe(true);
}

test.describe('accessibility of the signed-in portal (axe, WCAG 2.2 AA)', () => {
  // Long journeys through many pages: half the screens took about 2 minutes alone and over 3 beside the
  // other worker on the machine's two cores.
  test.describe.configure({ timeout: 300_000 });

  for (const half of screenHalves) {
    test(`every screen in English, light, with reflow at 320px and 200 % zoom, ${half} half`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await signIn(page, personas.admin);
      for (const path of await builtScreens(page, half)) {
        await page.setViewportSize({ width: 1280, height: 800 });
        await open(page, path);
        // Every page a signed-in user opens has the top bar as its banner, the 404 page too.
        await expect(page.getByRole('banner'), path).toBeVisible();
        await expectNoAxeViolations(page, path);
        for (const viewport of reflowViewports) {
          await page.setViewportSize(viewport);
          await expectNoHorizontalScrolling(page, `${path} at ${viewport.name}`);
        }
      }
    });
  }

  // Light English sees every screen above. Dark is checked in both languages (contrast is what changes
  // with the scheme), the open states in dark German (the language changes words and their lang, not
  // colours), so each scheme and each language meets every open state once. Dark German's screens and
  // its open states are two tests, so that the workers share them.
  for (const [scheme, language, screens, openStates] of [
    ['light', 'English', null, true],
    ['dark', 'English', 'first', false],
    ['dark', 'English', 'second', false],
    ['dark', 'Deutsch', 'first', false],
    ['dark', 'Deutsch', 'second', false],
    ['dark', 'Deutsch', null, true],
  ] as const satisfies (readonly [Scheme, 'English' | 'Deutsch', ScreenHalf | null, boolean])[]) {
    const checked = [screens ? `the built screens, ${screens} half` : null, openStates ? 'open states' : null];
    test(`${checked.filter(Boolean).join(' and ')}, ${scheme}, ${language}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await signIn(page, personas.admin);
      if (language === 'Deutsch') await chooseLanguage(page, 'Deutsch');
      try {
        const label = `${scheme}, ${language}`;
        if (screens) {
          for (const path of await builtScreens(page, screens)) {
            await open(page, path);
            await expectNoAxeViolations(page, `${path} (${label})`);
          }
        }
        if (openStates) await checkOpenStates(page, label);
      } finally {
        // The demo has the administrator in English; the other journeys expect her so.
        if (language === 'Deutsch') {
          await page.setViewportSize({ width: 1280, height: 800 });
          await chooseLanguage(page, 'English');
        }
      }
    });
  }

  test("the team members of a company, a member's page and its dialogs, light and dark", async ({ page }) => {
    // Anna Amrein of Alpenbühne's demo crew: only looked at here, never changed.
    await signIn(page, personas.ownerAlpen, '/company/team-members?search=amrein');
    const member = page.getByRole('table', { name: 'Team members' }).getByRole('link', { name: 'Anna Amrein' });
    await member.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anna Amrein' })).toBeVisible();
    const memberPath = new URL(page.url()).pathname;
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of ['/company/team-members', '/company/team-members?search=nobody-is-called-this', memberPath]) {
        await page.setViewportSize({ width: 1280, height: 800 });
        await open(page, path);
        await expect(
          page
            .getByRole('main')
            .getByText(/Anna Amrein|No search results found./)
            .first(),
        ).toBeVisible();
        await expectNoAxeViolations(page, `${path} (${scheme})`);
        for (const viewport of reflowViewports) {
          await page.setViewportSize(viewport);
          await expectNoHorizontalScrolling(page, `${path} at ${viewport.name}`);
        }
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      for (const [button, dialog] of [
        ['Lock user', 'Lock user?'],
        ['Remove from company', 'Remove team member?'],
        ['Remove Crew Planner', 'Remove app?'],
      ] as const) {
        await page.getByRole('button', { name: button }).click();
        await expect(page.getByRole('alertdialog', { name: dialog })).toBeVisible();
        await expectNoAxeViolations(page, `${dialog} (${scheme})`);
        await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
        await expect(page.getByRole('alertdialog')).toBeHidden();
      }
    }
  });

  test("an app's roles, a role's permissions and the role dialogs, light and dark", async ({ page }) => {
    // Crew Planner's roles: only looked at here, never changed.
    await signIn(page, personas.admin, '/admin/roles');
    await page.getByRole('combobox', { name: 'App' }).click();
    await page.getByRole('option', { name: 'Crew Planner' }).click();
    const company = page.getByRole('list', { name: 'Company roles' });
    await expect(company).toBeVisible();
    const rolesPath = new URL(page.url()).pathname + new URL(page.url()).search;
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: 1280, height: 800 });
      await open(page, rolesPath);
      await company.getByRole('button', { name: 'Permissions Planner' }).click();
      await expect(
        page.getByRole('region', { name: 'Permissions of “Planner”' }).getByRole('checkbox').first(),
      ).toBeVisible();
      await expectNoAxeViolations(page, `/admin/roles with a role's permissions (${scheme})`);
      for (const viewport of reflowViewports) {
        await page.setViewportSize(viewport);
        await expectNoHorizontalScrolling(page, `/admin/roles at ${viewport.name}`);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      for (const [button, dialog] of [
        ['Rename Planner', 'Rename role'],
        ['Delete Viewer', 'Delete role'],
      ] as const) {
        await company.getByRole('button', { name: button }).click();
        await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
        await expectNoAxeViolations(page, `${dialog} (${scheme})`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
    }
  });

  /** Opens the member's crew inquiry for the Hamburg gala from their notifications. */
  async function openMembersInquiry(page: Page) {
    await page
      .getByRole('main')
      .getByRole('button', { name: /Hamburg Boat Show Gala/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Crew inquiry' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('the crew-inquiry dialog, light and dark', async ({ page }) => {
    await signIn(page, personas.member, '/notifications');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const dialog = await openMembersInquiry(page);
      await expectNoAxeViolations(page, `crew inquiry (${scheme})`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('the crew-inquiry dialog keeps its Close button in view on a small phone', async ({ page }) => {
    await signIn(page, personas.member, '/notifications');
    await page.setViewportSize({ width: 375, height: 667 });
    const dialog = await openMembersInquiry(page);
    // Another journey may have answered it: its answer form is the longest the dialog gets.
    await expect(dialog.getByRole('button', { name: /^(Send answer|Change answer)$/ })).toBeVisible();
    const changeAnswer = dialog.getByRole('button', { name: 'Change answer' });
    if (await changeAnswer.isVisible()) await changeAnswer.click();
    await expect(dialog.getByRole('button', { name: 'Send answer' })).toBeVisible();
    // The dialog is taller than the screen: every control the keyboard reaches scrolls into view while its
    // title and Close button stay there.
    const close = dialog.getByRole('button', { name: 'Close' });
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      await expect(dialog.locator(':focus')).toBeInViewport();
      await expect(close).toBeInViewport();
    }
  });
});

test.describe('accessibility of the signed-out pages (axe, WCAG 2.2 AA)', () => {
  // Seven pages, each checked by axe and at two reflow sizes: more than the default 30 s on two shared cores.
  test.describe.configure({ timeout: 90_000 });
  for (const locale of ['en-GB', 'de-DE']) {
    test.describe(locale, () => {
      test.use({ locale });
      for (const scheme of ['light', 'dark'] as const satisfies Scheme[]) {
        test(`sign-in, static page, 404, logged-out and statement pages, ${scheme}`, async ({ page }) => {
          await page.emulateMedia({ colorScheme: scheme });
          await page.goto('/');
          await expect(page).toHaveURL(/\/sign-in\//);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectNoAxeViolations(page, `sign-in (${locale}, ${scheme})`);
          for (const viewport of reflowViewports) {
            await page.setViewportSize(viewport);
            await expectNoHorizontalScrolling(page, `sign-in at ${viewport.name}`);
          }
          await page.setViewportSize({ width: 1280, height: 800 });

          await page.getByRole('contentinfo').getByRole('button').first().click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await expectNoAxeViolations(page, `static page (${locale}, ${scheme})`);
          await page.keyboard.press('Escape');

          // An invitation link that finds nothing (the other states are in the invitation journey's stories).
          const invitation = `/invitations/${'x'.repeat(43)}`;
          // The pages of the sign-in page's mailed links (issue 30): a dead reset link, a confirmation.
          const mailedLinks = [`/sign-in/password-reset/${'x'.repeat(43)}`, `/sign-in/confirm/${'x'.repeat(43)}`];
          for (const path of ['/no/such/page', '/logout-successful', '/accessibility', invitation, ...mailedLinks]) {
            await open(page, path);
            await expectNoAxeViolations(page, `${path} (${locale}, ${scheme})`);
            for (const viewport of reflowViewports) {
              await page.setViewportSize(viewport);
              await expectNoHorizontalScrolling(page, `${path} at ${viewport.name}`);
            }
            await page.setViewportSize({ width: 1280, height: 800 });
          }
        });
      }
    });
  }
});

test.describe('the accessibility statement', () => {
  test('is linked from the footer beside the static pages, in English and German', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/sign-in\//);
    const legal = page.getByRole('contentinfo').getByRole('navigation');
    await expect(legal.getByRole('listitem')).toHaveText([
      'Terms and Conditions',
      'Privacy',
      'Imprint',
      'About',
      'Accessibility',
    ]);
    await legal.getByRole('link', { name: 'Accessibility' }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Known limitations' })).toContainText('selection field');
    await expect(page.getByRole('region', { name: 'Enforcement procedure' })).toContainText('MLBF');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Deutsch', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bekannte Einschränkungen' })).toContainText('Auswahlfelds');
  });
});
