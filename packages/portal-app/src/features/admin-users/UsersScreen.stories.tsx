import { adminUsersEndpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, handle, pending, recoveringRead } from '../../storybook/msw-handlers';
import { storyText } from '../../storybook/story-text';
import { bea, listHandler, lockedLuke, manyUsers, paula, userList, userPage } from './story-fixtures';
import UsersScreen from './UsersScreen';

/**
 * /admin/users: every user of the platform, private ones included; searched, filtered by account type,
 * company and lock, and paged by the server, all in the address.
 */
const meta = {
  title: 'Screens/Admin/Users',
  component: UsersScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'admin-users', signedInAs: 'userEditor' },
    msw: [listHandler()],
  },
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvas: ReturnType<typeof within>) => canvas.getAllByRole('row').slice(1);
/** The names of the users the table shows now (none while it loads). */
const shownUsers = (canvas: ReturnType<typeof within>) =>
  canvas.queryAllByRole('rowheader').map((cell: HTMLElement) => within(cell).getByRole('link').textContent);

export const Loading: Story = {
  parameters: { msw: [pending(adminUsersEndpoints.listAdminUsers)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('route.adminUsers.title') })).toBeVisible();
    await expect(canvas.getByRole('table', { name: t('adminUsers.tableCaption') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Filled: Story = {
  tags: ['route:admin-users'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Bea Berger' });
    await expect(link).toHaveAttribute('href', `/admin/users/${bea.id}`);
    const rows = bodyRows(canvas);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Acme Events GmbH');
    await expect(rows[0]).toHaveTextContent(t('adminUsers.accountType.business'));
    await expect(rows[1]).toHaveTextContent(t('adminUsers.locked'));
    await expect(rows[2]).toHaveTextContent(t('adminUsers.accountType.personal'));
  },
};

/** The locked users are one click away; "All users" leads back. */
export const LockedUsers: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Bea Berger' });
    await userEvent.click(canvas.getByRole('link', { name: t('adminUsers.lockedUsers') }));
    await waitFor(() => expect(shownUsers(canvas)).toEqual([`${lockedLuke.first_name} ${lockedLuke.last_name}`]));
    await expect(canvas.getByRole('table', { name: t('adminUsers.lockedUsers') })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: t('adminUsers.allUsers') }));
    await expect(await canvas.findByRole('link', { name: 'Bea Berger' })).toBeVisible();
  },
};

/** Filtering by account type, and by a company from a row's company link. */
export const Filtered: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Bea Berger' });
    await userEvent.click(canvas.getByRole('combobox', { name: t('adminUsers.filter.accountType') }));
    await userEvent.click(await screen.findByRole('option', { name: t('adminUsers.accountType.personal') }));
    await waitFor(() => expect(shownUsers(canvas)).toEqual([`${paula.first_name} ${paula.last_name}`]));
    await userEvent.click(canvas.getByRole('combobox', { name: t('adminUsers.filter.accountType') }));
    await userEvent.click(await screen.findByRole('option', { name: t('adminUsers.filter.anyAccountType') }));
    await canvas.findByRole('link', { name: 'Bea Berger' });
    await userEvent.click(
      canvas.getAllByRole('link', { name: t('adminUsers.filter.byCompany', { company: 'Harbour Stage GmbH' }) })[0]!,
    );
    await expect(
      await canvas.findByText(t('adminUsers.filter.company', { company: 'Harbour Stage GmbH' })),
    ).toBeVisible();
    await waitFor(() => expect(shownUsers(canvas)).toEqual(['Bea Berger', 'Luke Locked']));
    await userEvent.click(canvas.getByRole('button', { name: t('adminUsers.filter.clearCompany') }));
    await expect(await canvas.findByRole('link', { name: 'Paula Privat' })).toBeVisible();
  },
};

export const NoSearchResults: Story = {
  parameters: {
    msw: [handle(adminUsersEndpoints.listAdminUsers, () => HttpResponse.json(userPage([])))],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const search = await canvas.findByRole('searchbox', { name: t('adminUsers.search') });
    await userEvent.type(search, 'nobody{Enter}');
    await expect(await canvas.findByText(t('adminUsers.noSearchResults'))).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: [handle(adminUsersEndpoints.listAdminUsers, () => HttpResponse.json(userPage([])))] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('adminUsers.noUsers'))).toBeVisible();
  },
};

/** A big platform: a full page of 100 000 users, and the next page asked of the server. */
export const ManyRows: Story = {
  parameters: { msw: [listHandler(manyUsers, 100_000)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Crew 1 Member' });
    await expect(bodyRows(canvas)).toHaveLength(25);
    await expect(
      canvas.getByText(t('adminUsers.paging.status', { page: 1, lastPage: 4000, total: 100_000 })),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('adminUsers.paging.next') }));
    await expect(
      await canvas.findByText(t('adminUsers.paging.status', { page: 2, lastPage: 4000, total: 100_000 })),
    ).toBeVisible();
  },
};

/** The phone (spec §9 mobile): the list reads at 375 px. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Bea Berger' })).toBeVisible();
  },
};

const usersRead = recoveringRead(adminUsersEndpoints.listAdminUsers, userPage(userList));

/** A 500 from the server: the failure and "Try again", which loads again. */
export const LoadFailed: Story = {
  beforeEach: usersRead.fail,
  parameters: { msw: [usersRead.handler] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('adminUsers.loadFailed'))).toBeVisible();
    usersRead.recover();
    await userEvent.click(canvas.getByRole('button', { name: t('adminUsers.retry') }));
    await expect(await canvas.findByRole('link', { name: 'Bea Berger' })).toBeVisible();
  },
};

/** A query the server refuses (422): the list says it could not load, as for any failure. */
export const QueryRefused: Story = {
  parameters: { msw: [fail(adminUsersEndpoints.listAdminUsers, 422, { message: 'The given data was invalid.' })] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('adminUsers.loadFailed'))).toBeVisible();
  },
};
