import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LinkProvider } from '../../navigation';
import { StoryLink } from '../../navigation/story-fixtures';
import { NotificationBell, type NotificationPreview } from './NotificationBell';

const items: NotificationPreview[] = [
  {
    id: 'n1',
    text: 'Acme Events GmbH asks whether you can work as Stagehand at Summer Open Air.',
    time: '05.11.2026 14:07',
    dateTime: '2026-11-05T14:07:00Z',
    unread: true,
  },
  {
    id: 'n2',
    text: 'Crew Planner has been installed for you.',
    time: '04.11.2026 09:30',
    dateTime: '2026-11-04T09:30:00Z',
    unread: true,
  },
  {
    id: 'n3',
    text: 'Your role in Crew Planner is now Planner.',
    time: '01.11.2026 17:45',
    dateTime: '2026-11-01T17:45:00Z',
    unread: false,
  },
];

const labels = (count: number) => ({
  button: count > 0 ? `Notifications, ${count} unread` : 'Notifications',
  heading: 'Notifications',
  empty: 'No notifications available.',
  loading: 'Loading notifications',
  failed: 'Notifications could not be loaded.',
  showAll: 'Show all',
  unread: 'Unread',
});

const meta = {
  title: 'Design system/NotificationBell',
  component: NotificationBell,
  args: { unreadCount: 2, items, onOpenItem: fn(), showAllHref: '/notifications', labels: labels(2) },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
          <Story />
        </div>
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The bell as it is now: the first opening replaces the plain bell with the loaded panel's trigger
 * (NotificationBell loads its popover when first asked to open).
 */
function theBell(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).getByRole('button', { name });
}

/** The open panel, once its opening animation has made it visible. */
async function openPanel(canvasElement: HTMLElement, name: string | RegExp) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  await waitFor(() => expect(panel).toBeVisible());
  return panel;
}

export const WithUnread: Story = {
  play: async ({ args, canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' });
    // The badge shows the count, hidden from assistive technology: the button's name already says it.
    await expect(bell.textContent).toBe('Notifications, 2 unread2');
    const panel = await openPanel(canvasElement, 'Notifications, 2 unread');
    const entries = within(panel).getAllByRole('button');
    await expect(entries.map((entry) => entry.textContent)).toEqual([
      'Unread: Acme Events GmbH asks whether you can work as Stagehand at Summer Open Air.05.11.2026 14:07',
      'Unread: Crew Planner has been installed for you.04.11.2026 09:30',
      'Your role in Crew Planner is now Planner.01.11.2026 17:45',
    ]);
    await expect(within(panel).getByRole('link', { name: 'Show all' })).toHaveAttribute('href', '/notifications');
    await userEvent.click(entries[1]!);
    // Once the panel has closed, with focus back on the bell for whatever opens the notification.
    await waitFor(() => expect(args.onOpenItem).toHaveBeenCalledWith('n2'));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(theBell(canvasElement, 'Notifications, 2 unread')).toHaveFocus();
  },
};

export const NoneUnread: Story = {
  args: { unreadCount: 0, items: items.map((item) => ({ ...item, unread: false })), labels: labels(0) },
  play: async ({ canvasElement }) => {
    // No badge.
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications' }).textContent).toBe(
      'Notifications',
    );
  },
};

export const ManyUnread: Story = {
  args: { unreadCount: 120, labels: labels(120) },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 120 unread' });
    await expect(bell.textContent).toBe('Notifications, 120 unread99+');
  },
};

export const Empty: Story = {
  args: { unreadCount: 0, items: [], labels: labels(0) },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, 'Notifications');
    await expect(within(panel).getByText('No notifications available.')).toBeVisible();
    await expect(within(panel).queryByRole('list')).toBeNull();
    await expect(within(panel).getByRole('link', { name: 'Show all' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: undefined },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, 'Notifications, 2 unread');
    await expect(within(panel).getByRole('status')).toHaveTextContent('Loading notifications');
  },
};

export const Failed: Story = {
  args: { unreadCount: 0, items: undefined, failed: true, labels: labels(0) },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, 'Notifications');
    await expect(within(panel).getByText('Notifications could not be loaded.')).toBeVisible();
    await expect(within(panel).queryByRole('status')).toBeNull();
  },
};

export const KeyboardAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    // Focus moves into the panel, to the first notification; Tab walks on to the link.
    const entries = within(panel).getAllByRole('button');
    await waitFor(() => expect(entries[0]).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(panel).getByRole('link', { name: 'Show all' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(theBell(canvasElement, 'Notifications, 2 unread')).toHaveFocus();
  },
};

/** The panel is no modal: Tab leaves it, to what follows the bell; Shift+Tab back to the bell. */
export const TabMovesOn: Story = {
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', gap: 16 }}>
        <Story />
        <button type="button">After the bell</button>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = canvas.getByRole('button', { name: 'Notifications, 2 unread' });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(panel).getAllByRole('button')[0]).toHaveFocus());
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(theBell(canvasElement, 'Notifications, 2 unread')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const reopened = await screen.findByRole('dialog', { name: 'Notifications' });
    within(reopened).getByRole('link', { name: 'Show all' }).focus();
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'After the bell' })).toHaveFocus();
  },
};

export const ClosesOnOutsideClickAndShowAll: Story = {
  play: async ({ canvasElement }) => {
    await openPanel(canvasElement, 'Notifications, 2 unread');
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const panel = await openPanel(canvasElement, 'Notifications, 2 unread');
    await userEvent.click(within(panel).getByRole('link', { name: 'Show all' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, 'Notifications, 2 unread');
    // The panel fits the phone's width.
    await expect(panel.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
