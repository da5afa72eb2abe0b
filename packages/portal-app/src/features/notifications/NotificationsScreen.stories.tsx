import { endpoints, type Notification } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { storyText } from '../../storybook/story-text';
import { fail, handle, pending, respond } from '../../storybook/msw-handlers';
import {
  answeredInquiry,
  appInstalled,
  crewInquiry,
  notificationPage,
  olderNotifications,
  ownershipTransferred,
  roleChanged,
} from './notification-fixtures';
import NotificationsScreen from './NotificationsScreen';
// Loaded with the stories rather than on the first open: compiling its styles on demand takes
// seconds in the test runner.
import './NotificationDialog';

const firstFive = [crewInquiry, appInstalled, roleChanged, answeredInquiry, ownershipTransferred];
const pageOne = [...firstFive, ...olderNotifications(5, 10)];
const pageTwo = olderNotifications(3, 20);
const requestedPages = fn();

/** The list endpoint answering each page from `pages` (page 1 first). */
const listPages = (pages: Notification[][]) =>
  handle(endpoints.listNotifications, ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
    requestedPages(page);
    const total = pages.reduce((sum, data) => sum + data.length, 0);
    return HttpResponse.json(notificationPage(pages[page - 1] ?? [], { page, lastPage: pages.length, total }));
  });

const showNotification = handle(endpoints.showNotification, ({ params }) => {
  const notification = [...pageOne, ...pageTwo].find((candidate) => candidate.id === params.notification);
  return HttpResponse.json({ data: { ...notification!, unread: false } });
});

const meta = {
  title: 'Screens/Notifications',
  component: NotificationsScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'notifications', signedInAs: 'member', toaster: true },
    msw: {
      handlers: {
        list: listPages([firstFive]),
        show: showNotification,
        latest: respond(endpoints.latestNotifications, { data: [], meta: { unread_count: 0 } }),
      },
    },
  },
  beforeEach: () => {
    requestedPages.mockClear();
  },
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list's entries, once loaded. */
async function entries(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole('list');
  return within(list).getAllByRole('button');
}

async function expectToast(text: string) {
  const toast = await screen.findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
}

export const WithItems: Story = {
  tags: ['route:notifications'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('notifications.heading') })).toBeVisible();
    const found = await entries(canvasElement);
    // Each worded per type, dated in the user's format; unread ones marked, inquiries with their state.
    await expect(found.map((entry) => entry.textContent)).toEqual([
      `${t('notifications.unreadTitle', { title: t('notifications.type.crewInquiry') })}${t('notifications.text.crewInquiry', { company: 'Acme Events GmbH', position: 'Stagehand', event: 'Summer Open Air' })}05.11.2026 14:07${t('crewInquiry.notAnswered')}`,
      `${t('notifications.unreadTitle', { title: t('notifications.type.appInstalled') })}${t('notifications.text.appInstalled', { app: 'Crew Planner' })}04.11.2026 09:30`,
      `${t('notifications.type.roleChanged')}${t('notifications.text.roleChanged', { app: 'Crew Planner', role: 'Planner' })}01.11.2026 17:45`,
      `${t('notifications.type.crewInquiry')}${t('notifications.text.crewInquiry', { company: 'Stagecrew Ltd', position: 'Rigger', event: 'Winter Gala' })}28.10.2026 09:15${t('crewInquiry.given.available')}`,
      `${t('notifications.type.ownershipTransferred')}${t('notifications.text.ownershipToYou', { company: 'Acme Events GmbH' })}20.10.2026 11:00`,
    ]);
    await expect(canvas.getByText(t('notifications.shown', { shown: 5, total: 5 }))).toHaveRole('status');
    await expect(canvas.queryByRole('button', { name: t('notifications.loadMore') })).toBeNull();
  },
};

export const LoadMoreAppends: Story = {
  parameters: { msw: { handlers: { list: listPages([pageOne, pageTwo]) } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const firstPage = await entries(canvasElement);
    await expect(firstPage).toHaveLength(10);
    await expect(canvas.getByText(t('notifications.shown', { shown: 10, total: 13 }))).toHaveRole('status');
    await userEvent.click(canvas.getByRole('button', { name: t('notifications.loadMore') }));
    await canvas.findByText(t('notifications.shown', { shown: 13, total: 13 }));
    const all = await entries(canvasElement);
    // Appended: the first page stays as it was, the second follows it.
    await expect(all.slice(0, 10)).toEqual(firstPage);
    await expect(all[10]).toHaveTextContent(t('notifications.text.appInstalled', { app: 'Example app 20' }));
    await expect(all[12]).toHaveTextContent(t('notifications.text.appInstalled', { app: 'Example app 22' }));
    // The last page is loaded: no button, and focus went to the first appended notification.
    await expect(canvas.queryByRole('button', { name: t('notifications.loadMore') })).toBeNull();
    await expect(all[10]).toHaveFocus();
    await expect(requestedPages.mock.calls).toEqual([[1], [2]]);
  },
};

export const LoadMoreFails: Story = {
  parameters: {
    msw: {
      handlers: {
        list: handle(endpoints.listNotifications, ({ request }) =>
          new URL(request.url).searchParams.get('page') === '2'
            ? HttpResponse.json({ message: 'Server error' }, { status: 500 })
            : HttpResponse.json(notificationPage(pageOne, { lastPage: 2, total: 13 })),
        ),
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await entries(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('notifications.loadMore') }));
    await expectToast(t('common.requestFailed'));
    // What was loaded stays; the button asks for the same page again.
    await expect(await entries(canvasElement)).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: t('notifications.loadMore') })).toBeVisible();
  },
};

/** Until the first page has loaded, the list says so, announced as a status. */
export const Loading: Story = {
  parameters: { msw: { handlers: { list: pending(endpoints.listNotifications) } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('notifications.loading'))).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { list: listPages([[]]) } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(canvasElement).findByText(t('notifications.empty'))).toBeVisible();
  },
};

export const Failure: Story = {
  parameters: { msw: { handlers: { list: fail(endpoints.listNotifications, 500) } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expectToast(t('common.requestFailed'));
    await expect(canvas.getByText(t('notifications.failed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('notifications.retry') })).toBeVisible();
  },
};

export const OpenMarksRead: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const [, unread] = await entries(canvasElement);
    await userEvent.click(unread!);
    const dialog = await screen.findByRole('dialog', { name: t('notifications.type.appInstalled') });
    await expect(dialog).toHaveAccessibleDescription(t('notifications.text.appInstalled', { app: 'Crew Planner' }));
    await waitFor(() => expect(within(dialog).getByText('04.11.2026 09:30')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: t('notifications.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Marked read locally; focus is back on the entry.
    await expect(unread).toHaveFocus();
    await expect(unread).not.toHaveTextContent(t('notifications.unread'));
  },
};

export const MarkReadFails: Story = {
  parameters: { msw: { handlers: { show: fail(endpoints.showNotification, 500) } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const [, unread] = await entries(canvasElement);
    await userEvent.click(unread!);
    // The notification still shows; it stays unread.
    const dialog = await screen.findByRole('dialog', { name: t('notifications.type.appInstalled') });
    await expectToast(t('common.requestFailed'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('notifications.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(unread).toHaveTextContent(t('notifications.unread'));
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  parameters: { msw: { handlers: { list: listPages([pageOne, pageTwo]) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Benachrichtigungen' })).toBeVisible();
    const [first] = await entries(canvasElement);
    await expect(first).toHaveTextContent(
      'Ungelesen: EinsatzanfrageAcme Events GmbH fragt, ob Sie bei Summer Open Air als Stagehand arbeiten können.',
    );
    await expect(canvas.getByText('10 von 13 Benachrichtigungen angezeigt')).toHaveRole('status');
    await expect(canvas.getByRole('button', { name: 'Mehr laden' })).toBeVisible();
  },
};
