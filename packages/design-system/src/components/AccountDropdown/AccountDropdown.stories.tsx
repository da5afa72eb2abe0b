import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LinkProvider } from '../../navigation';
import { StoryLink } from '../../navigation/story-fixtures';
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
    await expect(others[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSwitchAccount).toHaveBeenCalledWith('stagecrew');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Logout: Story = {
  args: severalAccounts,
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Jane Doe/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
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
    const trigger = within(canvasElement).getByRole('button', { name: /Jane Doe/ });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
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
