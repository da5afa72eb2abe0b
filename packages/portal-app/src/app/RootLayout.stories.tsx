import { endpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { unstable_serialize } from 'swr';
import { appInstalled, crewInquiry } from '../features/notifications/notification-fixtures';
import { appDecorator } from '../storybook/app-decorator';
import { RootLayout } from './RootLayout';

function staticPageKey(type: string, language: string) {
  return unstable_serialize([
    endpoints.showStaticPage.method,
    endpoints.showStaticPage.path,
    { params: { type }, headers: { 'Accept-Language': language } },
  ]);
}

/** The signed-out shell: content and footer; the footer's static pages open in a modal. */
const meta = {
  title: 'Screens/Shell',
  component: RootLayout,
  decorators: [appDecorator],
  parameters: {
    app: {
      routeName: 'index',
      swrFallback: {
        [staticPageKey('imprint', 'en')]: {
          type: 'imprint',
          locale: 'en',
          title: 'Imprint',
          html: '<h2>Eventsuite GmbH (example)</h2><p>Example Street 1, 12345 Example City</p>',
        },
      },
    },
  },
} satisfies Meta<typeof RootLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    for (const label of ['Terms and Conditions', 'Privacy', 'Imprint', 'About']) {
      await expect(within(footer).getByRole('button', { name: label })).toBeVisible();
    }
    const languages = canvas.getByRole('group', { name: 'Language' });
    await expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(languages).getByRole('button', { name: 'Deutsch' }));
    await expect(within(footer).getByRole('button', { name: 'Impressum' })).toBeVisible();
    // Top bar and sidebar are for signed-in users only.
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
  },
};

export const StaticPageInModal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Imprint' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Imprint' });
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
async function sidebarOutline(canvasElement: HTMLElement, name = 'Main navigation'): Promise<string[]> {
  const canvas = within(canvasElement);
  const sidebar = await canvas.findByRole('navigation', { name });
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
  play: async ({ canvasElement }) => {
    await expect(await sidebarOutline(canvasElement)).toEqual([
      'My employee profile',
      'Company: Company profile, Team members',
      'Apps',
      'System Settings: Apps, Roles & Permissions, Companies, Users, Pages',
    ]);
  },
};

export const OwnerMenu: Story = {
  globals: desktop,
  parameters: { app: { routeName: 'index', signedInAs: 'owner' } },
  play: async ({ canvasElement }) => {
    await expect(await sidebarOutline(canvasElement)).toEqual([
      'My employee profile',
      'Company: Company profile, Team members, Locations, Authentication',
      'Apps',
    ]);
  },
};

export const MemberMenu: Story = {
  globals: desktop,
  parameters: { app: { routeName: 'index', signedInAs: 'member' } },
  play: async ({ canvasElement }) => {
    await expect(await sidebarOutline(canvasElement)).toEqual([
      'My employee profile',
      'Company: Company profile, Team members, Locations',
      'Apps',
    ]);
  },
};

export const PersonalMenu: Story = {
  globals: desktop,
  parameters: { app: { routeName: 'profile', signedInAs: 'personal' } },
  play: async ({ canvasElement }) => {
    await expect(await sidebarOutline(canvasElement)).toEqual(['My profile', 'Apps']);
    const profile = within(canvasElement).getByRole('link', { name: 'My profile' });
    await expect(profile).toHaveAttribute('aria-current', 'page');
  },
};

export const OwnTeamMemberPageIsTheProfile: Story = {
  globals: desktop,
  parameters: {
    app: { routeName: 'company-team-members-teamMember', path: '/company/team-members/u-member', signedInAs: 'member' },
  },
  play: async ({ canvasElement }) => {
    const sidebar = await within(canvasElement).findByRole('navigation', { name: 'Main navigation' });
    await expect(within(sidebar).getByRole('link', { name: 'My employee profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(sidebar).getByRole('button', { name: 'Company' })).not.toHaveAttribute('aria-current');
  },
};

export const MobileMenu: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { app: { routeName: 'index', signedInAs: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Menu' }));
    const dialog = canvas.getByRole('dialog', { name: 'Main navigation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Company' }));
    for (const name of ['My employee profile', 'Company profile', 'Team members', 'Locations', 'Apps']) {
      await expect(within(dialog).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(dialog).queryByRole('button', { name: 'System Settings' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const AccountMenuWithSeveralAccounts: Story = {
  globals: desktop,
  parameters: { app: { routeName: 'index', signedInAs: 'owner' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Olivia Owner Acme Events GmbH' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('group', { name: 'Signed in as' })).toHaveTextContent('Acme Events GmbH');
    const others = within(within(menu).getByRole('group', { name: 'Switch account' })).getAllByRole('menuitem');
    await expect(others).toHaveLength(2);
    await expect(others[0]).toHaveAccessibleName('Olivia Owner Stagecrew Ltd');
    await expect(others[1]).toHaveAccessibleName('Olivia Owner Personal account');
    await expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    await expect(within(menu).getByRole('menuitem', { name: 'My Settings' })).toHaveAttribute('href', '/settings');
    // Visible once the menu's fade-in has run.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible());
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
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('banner');
    const bell = await within(banner).findByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(panel).getByRole('link', { name: 'Show all' })).toHaveAttribute('href', '/notifications');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const SignedInGerman: Story = {
  globals: { ...desktop, locale: 'de' },
  parameters: { app: { routeName: 'index', signedInAs: 'owner' } },
  play: async ({ canvasElement }) => {
    await expect(await sidebarOutline(canvasElement, 'Hauptnavigation')).toEqual([
      'Mein Mitarbeiterprofil',
      'Unternehmen: Unternehmensprofil, Teammitglieder, Standorte, Authentifizierung',
      'Apps',
    ]);
    await expect(within(canvasElement).getByRole('link', { name: 'Eventsuite Dashboard' })).toBeVisible();
  },
};
