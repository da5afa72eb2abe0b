import { endpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { unstable_serialize } from 'swr';
import { appInstalled, crewInquiry } from '../features/notifications/notification-fixtures';
import { appDecorator } from '../storybook/app-decorator';
import { storyText, type StoryText } from '../storybook/story-text';
import { RootLayout } from './RootLayout';
import { pathTo } from '../route-table/path-to';

function staticPageKey(type: string, language: string) {
  return unstable_serialize([
    endpoints.showStaticPage.method,
    endpoints.showStaticPage.path,
    { params: { type }, headers: { 'Accept-Language': language } },
  ]);
}

/** The stored imprint in each interface language, as the server answers it. */
const imprints = {
  en: {
    type: 'imprint',
    locale: 'en',
    title: 'Imprint',
    html: '<h2>Eventsuite GmbH (example)</h2><p>Example Street 1, 12345 Example City</p>',
  },
  de: {
    type: 'imprint',
    locale: 'de',
    title: 'Impressum',
    html: '<h2>Eventsuite GmbH (example)</h2><p>Example Street 1, 12345 Example City</p>',
  },
  fr: {
    type: 'imprint',
    locale: 'fr',
    title: 'Mentions légales',
    html: '<h2>Eventsuite GmbH (example)</h2><p>Example Street 1, 12345 Example City</p>',
  },
};

/**
 * The chrome around every screen (spec §2, Layouts). Signed out: content and footer, whose static pages open in
 * a modal and whose language switcher changes the interface language. Signed in, also the top bar (logo,
 * notifications, account menu), the icon sidebar from 992px and the mobile menu below it. The menu stories show
 * what each role sees: admin, company owner, team member and personal account.
 */
const meta = {
  title: 'Screens/Shell',
  component: RootLayout,
  decorators: [appDecorator],
  parameters: {
    app: {
      routeName: 'index',
      swrFallback: {
        [staticPageKey('imprint', 'en')]: imprints.en,
        [staticPageKey('imprint', 'de')]: imprints.de,
        [staticPageKey('imprint', 'fr')]: imprints.fr,
      },
    },
  },
} satisfies Meta<typeof RootLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    for (const label of [
      t('staticPage.terms'),
      t('staticPage.privacy'),
      t('staticPage.imprint'),
      t('staticPage.about'),
    ]) {
      await expect(within(footer).getByRole('button', { name: label })).toBeVisible();
    }
    // Each language named in itself; switching shows the other language's texts.
    const languages = canvas.getByRole('group', { name: t('language.label') });
    const endonyms = { en: 'English', de: 'Deutsch', fr: 'Français' } as const;
    const other = t.locale === 'de' ? 'en' : 'de';
    await expect(within(languages).getByRole('button', { name: endonyms[t.locale] })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(languages).getAllByRole('button')).toHaveLength(3);
    await userEvent.click(within(languages).getByRole('button', { name: endonyms[other] }));
    const switched = storyText({ locale: other });
    await expect(within(footer).getByRole('button', { name: switched('staticPage.imprint') })).toBeVisible();
    // Top bar and sidebar are for signed-in users only.
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
  },
};

/**
 * The admin supports English only: in English there is no language to switch to; someone still reading
 * German or French (those runs) is offered English, and once there, nothing else.
 */
export const OneLanguageSupported: Story = {
  tags: ['no-visual'],
  parameters: { app: { ...meta.parameters.app, supportedLanguages: ['en'] } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const footer = within(canvasElement).getByRole('contentinfo');
    if (t.locale !== 'en') {
      const languages = within(footer).getByRole('group', { name: t('language.label') });
      await userEvent.click(within(languages).getByRole('button', { name: 'English' }));
    }
    const english = storyText({ locale: 'en' });
    await expect(within(footer).getByRole('button', { name: english('staticPage.imprint') })).toBeVisible();
    await expect(within(footer).queryByRole('group', { name: english('language.label') })).not.toBeInTheDocument();
  },
};

/** Ends with the imprint open, so the visual comparison shows the dialog and its content. */
export const StaticPageInModal: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('staticPage.imprint') }));
    const dialog = await screen.findByRole('dialog', { name: imprints[t.locale].title });
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Eventsuite GmbH (example)' })).toBeVisible(),
    );
  },
};

// Its end state is the plain page of the default story; the dialog's fade-out overlay may still be
// leaving when a screenshot is taken, so it has no picture of its own.
export const StaticPageModalClosesByEscape: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const trigger = within(canvasElement).getByRole('button', { name: t('staticPage.imprint') });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: imprints[t.locale].title });
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Eventsuite GmbH (example)' })).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getByRole('button', { name: 'Impressum' })).toBeVisible();
    await expect(within(footer).getByRole('button', { name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible();
  },
};

/** The items of the desktop sidebar: links by name, groups as `name: children`. */
async function sidebarOutline(canvasElement: HTMLElement, t: StoryText): Promise<string[]> {
  const canvas = within(canvasElement);
  const sidebar = await canvas.findByRole('navigation', { name: t('shell.mainNavigation') });
  const outline: string[] = [];
  for (const item of within(sidebar)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.parentElement === sidebar)) {
    const group = within(item).queryByRole('button');
    if (!group) {
      outline.push(within(item).getByRole('link').textContent ?? '');
      continue;
    }
    await userEvent.click(group);
    const panel = document.getElementById(group.getAttribute('aria-controls') ?? '')!;
    const children = within(panel)
      .getAllByRole('link')
      .map((link) => link.textContent);
    outline.push(`${group.textContent}: ${children.join(', ')}`);
    await userEvent.click(group);
  }
  return outline;
}

const desktop = { viewport: { value: 'lg' } };

export const AdminMenu: Story = {
  globals: desktop,
  parameters: { app: { routeName: 'index', signedInAs: 'admin' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await sidebarOutline(canvasElement, t)).toEqual([
      t('nav.employeeProfile'),
      `${t('nav.companyGroup')}: ${t('nav.company')}, ${t('nav.teamMembers')}`,
      t('nav.apps'),
      `${t('nav.adminGroup')}: ${t('nav.adminApps')}, ${t('nav.adminRoles')}, ${t('nav.adminCompanies')}, ${t('nav.adminUsers')}, ${t('nav.adminPages')}, ${t('nav.adminSettings')}`,
    ]);
  },
};

export const OwnerMenu: Story = {
  globals: desktop,
  parameters: { app: { routeName: 'index', signedInAs: 'owner' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await sidebarOutline(canvasElement, t)).toEqual([
      t('nav.employeeProfile'),
      `${t('nav.companyGroup')}: ${t('nav.company')}, ${t('nav.teamMembers')}, ${t('nav.locations')}, ${t('nav.authentication')}`,
      t('nav.apps'),
    ]);
  },
};

export const MemberMenu: Story = {
  globals: desktop,
  parameters: { app: { routeName: 'index', signedInAs: 'member' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await sidebarOutline(canvasElement, t)).toEqual([
      t('nav.employeeProfile'),
      `${t('nav.companyGroup')}: ${t('nav.company')}, ${t('nav.teamMembers')}, ${t('nav.locations')}`,
      t('nav.apps'),
    ]);
  },
};

export const PersonalMenu: Story = {
  globals: desktop,
  parameters: { app: { routeName: 'profile', signedInAs: 'personal' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    // Nothing but the profile: the redirect guard would send her back there from anywhere else.
    await expect(await sidebarOutline(canvasElement, t)).toEqual([t('nav.profile')]);
    const profile = within(canvasElement).getByRole('link', { name: t('nav.profile') });
    await expect(profile).toHaveAttribute('aria-current', 'page');
  },
};

export const OwnTeamMemberPageIsTheProfile: Story = {
  globals: desktop,
  parameters: {
    app: {
      routeName: 'company-team-members-teamMember',
      path: pathTo('company-team-members-teamMember', { teamMember: 'u-member' }),
      signedInAs: 'member',
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const sidebar = await within(canvasElement).findByRole('navigation', { name: t('shell.mainNavigation') });
    await expect(within(sidebar).getByRole('link', { name: t('nav.employeeProfile') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(sidebar).getByRole('button', { name: t('nav.companyGroup') })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const MobileMenu: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { app: { routeName: 'index', signedInAs: 'member' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('shell.menu') }));
    // The menu's dialog loads when it first opens.
    const dialog = await canvas.findByRole('dialog', { name: t('shell.mainNavigation') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('nav.companyGroup') }));
    for (const name of [
      t('nav.employeeProfile'),
      t('nav.company'),
      t('nav.teamMembers'),
      t('nav.locations'),
      t('nav.apps'),
    ]) {
      await expect(within(dialog).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(dialog).queryByRole('button', { name: t('nav.adminGroup') })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: t('shell.closeMenu') }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const AccountMenuWithSeveralAccounts: Story = {
  globals: desktop,
  parameters: { app: { routeName: 'index', signedInAs: 'owner' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Olivia Owner Acme Events GmbH' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('group', { name: t('account.active') })).toHaveTextContent('Acme Events GmbH');
    const others = within(within(menu).getByRole('group', { name: t('account.switch') })).getAllByRole('menuitem');
    await expect(others).toHaveLength(2);
    await expect(others[0]).toHaveAccessibleName('Olivia Owner Stagecrew Ltd');
    await expect(others[1]).toHaveAccessibleName(`Olivia Owner ${t('account.personal')}`);
    await expect(within(menu).getByRole('menuitem', { name: t('account.dashboard') })).toHaveAttribute(
      'href',
      pathTo('index'),
    );
    await expect(within(menu).getByRole('menuitem', { name: t('account.settings') })).toHaveAttribute(
      'href',
      pathTo('settings'),
    );
    // Visible once the menu's fade-in has run.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: t('account.logout') })).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};

export const NotificationsInTopBar: Story = {
  globals: desktop,
  parameters: {
    app: {
      routeName: 'index',
      signedInAs: 'member',
      swrFallback: {
        [unstable_serialize([endpoints.latestNotifications.method, endpoints.latestNotifications.path, {}])]: {
          data: [crewInquiry, appInstalled],
          meta: { unread_count: 2 },
        },
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const banner = await within(canvasElement).findByRole('banner');
    const bell = await within(banner).findByRole('button', { name: t('notifications.bell', { count: 2 }) });
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: t('notifications.heading') });
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(panel).getByRole('link', { name: t('notifications.showAll') })).toHaveAttribute(
      'href',
      pathTo('notifications'),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const SignedInGerman: Story = {
  globals: { ...desktop, locale: 'de' },
  parameters: { app: { routeName: 'index', signedInAs: 'owner' } },
  play: async ({ canvasElement, globals }) => {
    await expect(await sidebarOutline(canvasElement, storyText(globals))).toEqual([
      'Mein Mitarbeiterprofil',
      'Unternehmen: Unternehmensprofil, Teammitglieder, Standorte, Authentifizierung',
      'Apps',
    ]);
    await expect(within(canvasElement).getByRole('link', { name: 'Eventsuite Dashboard' })).toBeVisible();
  },
};

/**
 * The signed-in shell at each breakpoint of spec §9 (the phone and lg have their stories above): below lg
 * (992px) the burger opens the mobile menu and there is no sidebar; from lg on, the icon sidebar and no burger.
 */
function shellAt(breakpoint: 'sm' | 'md' | 'xl' | 'xxl', layout: 'burger' | 'sidebar'): Story {
  return {
    globals: { viewport: { value: breakpoint } },
    parameters: { app: { routeName: 'index', signedInAs: 'owner' } },
    play: async ({ canvasElement, globals }) => {
      const t = storyText(globals);
      const banner = await within(canvasElement).findByRole('banner');
      const burger = within(banner).queryByRole('button', { name: t('shell.menu') });
      const sidebar = within(canvasElement).queryByRole('navigation', { name: t('shell.mainNavigation') });
      if (layout === 'burger') {
        await expect(burger).toBeVisible();
        await expect(sidebar).toBeNull();
      } else {
        await expect(sidebar).toBeVisible();
        await expect(burger).toBeNull();
      }
    },
  };
}

export const AtBreakpointSm = shellAt('sm', 'burger');
export const AtBreakpointMd = shellAt('md', 'burger');
export const AtBreakpointXl = shellAt('xl', 'sidebar');
export const AtBreakpointXxl = shellAt('xxl', 'sidebar');
