import { endpoints, type Notification } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { containing, storyText, type StoryText } from '../../storybook/story-text';
import { fail, handle, respond } from '../../storybook/msw-handlers';
import { appInstalled, crewInquiry, roleChanged } from './notification-fixtures';
import NotificationsWidget from './NotificationsWidget';
// Loaded with the stories rather than on the first open: compiling its styles on demand takes
// seconds in the test runner.
import './NotificationDialog';
import { pathTo } from '../../route-table/path-to';

const latest = [crewInquiry, appInstalled, roleChanged];
const shown = fn();

/** Shows a notification and marks it read, as the server does. */
const showNotification = (notifications: Notification[]) =>
  handle(endpoints.showNotification, ({ params }) => {
    shown(params.notification);
    const notification = notifications.find((candidate) => candidate.id === params.notification);
    return notification
      ? HttpResponse.json({ data: { ...notification, unread: false } })
      : HttpResponse.json({ message: 'Not found' }, { status: 404 });
  });

const meta = {
  title: 'Screens/Notifications/Widget',
  component: NotificationsWidget,
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
        <Story />
      </div>
    ),
    appDecorator,
  ],
  parameters: {
    app: { routeName: 'index', signedInAs: 'member', toaster: true },
    msw: {
      handlers: {
        latest: respond(endpoints.latestNotifications, { data: latest, meta: { unread_count: 2 } }),
        show: showNotification(latest),
      },
    },
  },
  beforeEach: () => {
    shown.mockClear();
  },
} satisfies Meta<typeof NotificationsWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openPanel(canvasElement: HTMLElement, t: StoryText, unread: number) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: t('notifications.bell', { count: unread }) }),
  );
  const panel = await screen.findByRole('dialog', { name: t('notifications.heading') });
  await waitFor(() => expect(panel).toBeVisible());
  return panel;
}

export const WithUnread: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const panel = await openPanel(canvasElement, t, 2);
    const entries = within(panel).getAllByRole('button');
    // Worded per type, dated in the user's format (DD.MM.YYYY, 24 hours).
    await expect(entries.map((entry) => entry.textContent)).toEqual([
      `${t('notifications.unreadTitle', { title: t('notifications.text.crewInquiry', { company: 'Acme Events GmbH', position: 'Stagehand', event: 'Summer Open Air' }) })}05.11.2026 14:07`,
      `${t('notifications.unreadTitle', { title: t('notifications.text.appInstalled', { app: 'Crew Planner' }) })}04.11.2026 09:30`,
      `${t('notifications.text.roleChanged', { app: 'Crew Planner', role: 'Planner' })}01.11.2026 17:45`,
    ]);
    await expect(within(panel).getByRole('link', { name: t('notifications.showAll') })).toHaveAttribute(
      'href',
      pathTo('notifications'),
    );
  },
};

export const OpenMarksRead: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const panel = await openPanel(canvasElement, t, 2);
    await userEvent.click(
      within(panel).getByRole('button', {
        name: containing(t('notifications.text.appInstalled', { app: 'Crew Planner' })),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: t('notifications.type.appInstalled') });
    await expect(dialog).toHaveAccessibleDescription(t('notifications.text.appInstalled', { app: 'Crew Planner' }));
    await waitFor(() => expect(shown).toHaveBeenCalledWith(appInstalled.id));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Marked read locally once the show call has answered: one unread left, without asking for the list
    // again. Focus is back on the bell.
    await expect(
      await within(canvasElement).findByRole('button', { name: t('notifications.bell', { count: 1 }) }),
    ).toHaveFocus();
    const reopened = await openPanel(canvasElement, t, 1);
    await expect(
      within(reopened).getByRole('button', {
        name: containing(t('notifications.text.appInstalled', { app: 'Crew Planner' })),
      }),
    ).not.toHaveTextContent(t('notifications.unread'));
    // A read notification opens without another show call.
    await userEvent.click(
      within(reopened).getByRole('button', {
        name: containing(t('notifications.text.roleChanged', { app: 'Crew Planner', role: 'Planner' })),
      }),
    );
    await screen.findByRole('dialog', { name: t('notifications.type.roleChanged') });
    await expect(shown).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { latest: respond(endpoints.latestNotifications, { data: [], meta: { unread_count: 0 } }) } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const panel = await openPanel(canvasElement, t, 0);
    await expect(within(panel).getByText(t('notifications.empty'))).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { latest: fail(endpoints.latestNotifications, 500) } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const toast = await screen.findByText(t('common.requestFailed'));
    await waitFor(() => expect(toast).toBeVisible());
    const panel = await openPanel(canvasElement, t, 0);
    await expect(within(panel).getByText(t('notifications.failed'))).toBeVisible();
  },
};

export const PersonalUser: Story = {
  parameters: { app: { routeName: 'profile', signedInAs: 'personal', toaster: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const panel = await openPanel(canvasElement, t, 2);
    // Personal users read all of their notifications in their profile's tab.
    await expect(within(panel).getByRole('link', { name: t('notifications.showAll') })).toHaveAttribute(
      'href',
      pathTo('profile', {}, { tab: 'notifications' }),
    );
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement, globals }) => {
    const panel = await openPanel(canvasElement, storyText(globals), 2);
    await expect(
      within(panel).getByRole('button', { name: /Acme Events GmbH fragt, ob Sie bei Summer Open Air/ }),
    ).toHaveTextContent('Ungelesen');
    await expect(within(panel).getByRole('link', { name: 'Alle anzeigen' })).toBeVisible();
  },
};
