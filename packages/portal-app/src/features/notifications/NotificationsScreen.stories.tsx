import { endpoints, type Notification } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, handle, respond } from '../../storybook/msw-handlers';
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const found = await entries(canvasElement);
    // Each worded per type, dated in the user's format; unread ones marked, inquiries with their state.
    await expect(found.map((entry) => entry.textContent)).toEqual([
      'Unread: Crew inquiryAcme Events GmbH asks whether you can work as Stagehand at Summer Open Air.05.11.2026 14:07Not answered yet',
      'Unread: App installedCrew Planner has been installed for you.04.11.2026 09:30',
      'Role changedYour role in Crew Planner is now Planner.01.11.2026 17:45',
      'Crew inquiryStagecrew Ltd asks whether you can work as Rigger at Winter Gala.28.10.2026 09:15Available',
      'Ownership transferredThe ownership of Acme Events GmbH has been transferred to you.20.10.2026 11:00',
    ]);
    await expect(canvas.getByText('5 of 5 notifications shown')).toHaveRole('status');
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

export const LoadMoreAppends: Story = {
  parameters: { msw: { handlers: { list: listPages([pageOne, pageTwo]) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstPage = await entries(canvasElement);
    await expect(firstPage).toHaveLength(10);
    await expect(canvas.getByText('10 of 13 notifications shown')).toHaveRole('status');
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await canvas.findByText('13 of 13 notifications shown');
    const all = await entries(canvasElement);
    // Appended: the first page stays as it was, the second follows it.
    await expect(all.slice(0, 10)).toEqual(firstPage);
    await expect(all[10]).toHaveTextContent('Example app 20 has been installed for you.');
    await expect(all[12]).toHaveTextContent('Example app 22 has been installed for you.');
    // The last page is loaded: no button, and focus went to the first appended notification.
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await entries(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expectToast('Request failed.');
    // What was loaded stays; the button asks for the same page again.
    await expect(await entries(canvasElement)).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { list: listPages([[]]) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No notifications available.')).toBeVisible();
  },
};

export const Failure: Story = {
  parameters: { msw: { handlers: { list: fail(endpoints.listNotifications, 500) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectToast('Request failed.');
    await expect(canvas.getByText('Notifications could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const OpenMarksRead: Story = {
  play: async ({ canvasElement }) => {
    const [, unread] = await entries(canvasElement);
    await userEvent.click(unread!);
    const dialog = await screen.findByRole('dialog', { name: 'App installed' });
    await expect(dialog).toHaveAccessibleDescription('Crew Planner has been installed for you.');
    await waitFor(() => expect(within(dialog).getByText('04.11.2026 09:30')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Marked read locally; focus is back on the entry.
    await expect(unread).toHaveFocus();
    await expect(unread).not.toHaveTextContent('Unread');
  },
};

export const MarkReadFails: Story = {
  parameters: { msw: { handlers: { show: fail(endpoints.showNotification, 500) } } },
  play: async ({ canvasElement }) => {
    const [, unread] = await entries(canvasElement);
    await userEvent.click(unread!);
    // The notification still shows; it stays unread.
    const dialog = await screen.findByRole('dialog', { name: 'App installed' });
    await expectToast('Request failed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(unread).toHaveTextContent('Unread');
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
