import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LinkProvider } from '../../navigation';
import { StoryLink } from '../../navigation/story-fixtures';
import { backgroundBehind, contrastRatio } from '../../testing/contrast';
import { AccountDropdown } from './AccountDropdown';

const meta = {
  title: 'Design system/AccountDropdown',
  component: AccountDropdown,
  args: {
    activeAccount: { id: 'personal', name: 'Jane Doe', company: 'Personal account' },
    otherAccounts: [],
    onSwitchAccount: fn(),
    onLogout: fn(),
    dashboardHref: '/',
    settingsHref: '/settings',
    labels: {
      activeAccount: 'Signed in as',
      switchAccount: 'Switch account',
      dashboard: 'Dashboard',
      settings: 'My Settings',
      logout: 'Logout',
    },
  },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
          <Story />
        </div>
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof AccountDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const severalAccounts = {
  activeAccount: { id: 'acme', name: 'Jane Doe', company: 'Acme Events GmbH' },
  otherAccounts: [
    { id: 'personal', name: 'Jane Doe', company: 'Personal account' },
    { id: 'stagecrew', name: 'Jane Doe', company: 'Stagecrew Ltd' },
  ],
};

export const OneAccount: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Jane Doe Personal account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // Styled by Radix Themes' split CSS: the menu panel has its background.
    await expect(getComputedStyle(menu).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(within(menu).getByRole('group', { name: 'Signed in as' })).toHaveTextContent('Personal account');
    await expect(within(menu).queryByRole('group', { name: 'Switch account' })).toBeNull();
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Dashboard', 'My Settings', 'Logout']);
    await expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    await expect(within(menu).getByRole('menuitem', { name: 'My Settings' })).toHaveAttribute('href', '/settings');
  },
};

/** A personal account has no dashboard: its profile is its one page. */
export const WithoutDashboard: Story = {
  args: { dashboardHref: undefined, settingsHref: '/profile?tab=settings' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Jane Doe Personal account' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['My Settings', 'Logout']);
    await expect(within(menu).getByRole('menuitem', { name: 'My Settings' })).toHaveAttribute(
      'href',
      '/profile?tab=settings',
    );
  },
};

export const SeveralAccounts: Story = {
  args: severalAccounts,
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Jane Doe Acme Events GmbH' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const others = within(within(menu).getByRole('group', { name: 'Switch account' })).getAllByRole('menuitem');
    await expect(others).toHaveLength(2);
    // Keyboard opening focuses the first item; the second account is one step down.
    await waitFor(() => expect(others[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    // Radix moves the focus in a task of its own.
    await waitFor(() => expect(others[1]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSwitchAccount).toHaveBeenCalledWith('stagecrew');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // The loaded menu's trigger, which took the plain trigger's place on the first opening.
    await expect(within(canvasElement).getByRole('button', { name: 'Jane Doe Acme Events GmbH' })).toHaveFocus();
  },
};

/** The open menu renders beside its trigger (inside the top bar's landmark), its labels readable. */
export const LabelsReadableInPlace: Story = {
  args: severalAccounts,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Jane Doe Acme Events GmbH' }));
    const menu = await screen.findByRole('menu');
    await expect(canvasElement).toContainElement(menu);
    const texts = [
      within(menu).getByText('Signed in as'),
      within(menu).getByText('Switch account'),
      ...within(menu).getAllByText('Jane Doe'),
      within(menu).getAllByText('Acme Events GmbH')[0]!,
    ];
    for (const text of texts) {
      await expect(
        contrastRatio(getComputedStyle(text).color, backgroundBehind(text)),
        text.textContent ?? '',
      ).toBeGreaterThanOrEqual(4.5);
    }
  },
};

export const Logout: Story = {
  args: severalAccounts,
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Jane Doe/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    // The first opening loads the menu: it takes focus once it has mounted.
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    // End jumps to the last item, logout.
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(args.onSwitchAccount).not.toHaveBeenCalled();
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Jane Doe/ }));
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // The trigger of the loaded menu (the first opening loads it and takes the trigger's place).
    await expect(within(canvasElement).getByRole('button', { name: /Jane Doe/ })).toHaveFocus();
  },
};

export const Mobile: Story = {
  args: severalAccounts,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    // Only the avatar shows, yet the button keeps the account's name.
    const trigger = within(canvasElement).getByRole('button', { name: 'Jane Doe Acme Events GmbH' });
    await expect(trigger.getBoundingClientRect().width).toBeLessThan(100);
  },
};

export const AccountHighlighted: Story = {
  args: severalAccounts,
  // Ends with the menu open and an account highlighted, so the accessibility check covers that state.
  play: async ({ canvasElement }) => {
    within(canvasElement)
      .getByRole('button', { name: /Jane Doe/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    const personal = await screen.findByRole('menuitem', { name: 'Jane Doe Personal account' });
    await waitFor(() => expect(personal).toHaveFocus());
    await expect(personal).toHaveAttribute('data-highlighted');
  },
};

export const ChoosesColorScheme: Story = {
  args: {
    colorScheme: {
      value: 'system',
      onChange: fn(),
      labels: { heading: 'Appearance', light: 'Light', dark: 'Dark', system: 'System' },
    },
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Jane Doe Personal account' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('group', { name: 'Appearance' })).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toBeChecked();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    await expect(args.colorScheme?.onChange).toHaveBeenCalledWith('dark');
  },
};
