import { adminUserMessages, adminUsersEndpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, handle, pending, validationFailure } from '../../storybook/msw-handlers';
import { storyText } from '../../storybook/story-text';
import { bea, lockedLuke, paula, userHandlers } from './story-fixtures';
import UserScreen from './UserScreen';

const pageOf = (id: string) => ({ routeName: 'admin-users-user' as const, path: `/admin/users/${id}`, toaster: true });

/**
 * /admin/users/{user}: the user's data, their accounts with their Eventsuite role and apps, lock and
 * unlock, and delete, each confirmed. Holders of admin_can_view_users alone read.
 */
const meta = {
  title: 'Screens/Admin/User',
  component: UserScreen,
  decorators: [appDecorator],
  parameters: {
    app: { ...pageOf(bea.id), signedInAs: 'userEditor' },
    msw: userHandlers(bea),
  },
} satisfies Meta<typeof UserScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement, name = 'Bea Berger') {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 });
  return canvas;
}

async function expectToast(message: string) {
  const toasts = screen.getByRole('region', { name: 'Messages' });
  await waitFor(() => expect(toasts).toHaveTextContent(message));
}

const dialogNamed = (name: string) => screen.findByRole('alertdialog', { name });
const accountSection = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('region', { name }));

export const Loading: Story = {
  parameters: { msw: [pending(adminUsersEndpoints.showAdminUser)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('adminUser.loading') })).toBeVisible();
  },
};

export const Filled: Story = {
  tags: ['route:admin-users-user'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText(bea.email)).toBeVisible();
    const acme = accountSection(canvas, 'Acme Events GmbH');
    await expect(await acme.findByRole('combobox', { name: t('adminUser.eventsuiteRole') })).toHaveTextContent(
      'Manager',
    );
    await expect(
      acme.getByRole('combobox', { name: t('adminUser.roleIn', { app: 'Crew Planner' }) }),
    ).toHaveTextContent('Planner');
    const harbour = accountSection(canvas, 'Harbour Stage GmbH');
    await expect(harbour.getByText(t('adminUser.owner'))).toBeVisible();
    await expect(harbour.getByText(t('adminUser.noApps'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('adminUser.lock') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('adminUser.delete') })).toBeEnabled();
  },
};

export const PrivateUser: Story = {
  parameters: { app: { ...pageOf(paula.id), signedInAs: 'userEditor' }, msw: userHandlers(paula) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, 'Paula Privat');
    const own = accountSection(canvas, t('adminUser.privateAccount'));
    await expect(await own.findByRole('combobox', { name: t('adminUser.eventsuiteRole') })).toHaveTextContent(
      'Private user',
    );
  },
};

/** Changing the Eventsuite role in one company asks first (spec §8 "change role"). */
export const ChangeEventsuiteRole: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    const acme = accountSection(canvas, 'Acme Events GmbH');
    await userEvent.click(await acme.findByRole('combobox', { name: t('adminUser.eventsuiteRole') }));
    await userEvent.click(await screen.findByRole('option', { name: 'Platform administrator' }));
    const dialog = await dialogNamed(t('adminUser.changeRole.title'));
    await expect(dialog).toHaveTextContent(
      t('adminUser.changeRole.eventsuiteText', {
        name: 'Bea Berger',
        role: 'Platform administrator',
        account: 'Acme Events GmbH',
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('adminUser.changeRole.confirm') }));
    await expectToast(t('adminUser.roleChanged.toast'));
    await waitFor(() =>
      expect(acme.getByRole('combobox', { name: t('adminUser.eventsuiteRole') })).toHaveTextContent(
        'Platform administrator',
      ),
    );
  },
};

/** Demoting oneself or the last platform administrator is refused: the server's reason is a toast. */
export const DemotionRefused: Story = {
  parameters: {
    msw: [
      handle(adminUsersEndpoints.updateAdminUserRole, () =>
        HttpResponse.json({ message: adminUserMessages.lastPlatformAdmin.en }, { status: 409 }),
      ),
      ...userHandlers(bea),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    const acme = accountSection(canvas, 'Acme Events GmbH');
    await userEvent.click(await acme.findByRole('combobox', { name: t('adminUser.eventsuiteRole') }));
    await userEvent.click(await screen.findByRole('option', { name: 'Team member' }));
    const dialog = await dialogNamed(t('adminUser.changeRole.title'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('adminUser.changeRole.confirm') }));
    await expectToast(adminUserMessages.lastPlatformAdmin.en);
  },
};

/** A role the server does not accept (422): the change fails with the save failure. */
export const RoleInvalid: Story = {
  parameters: {
    msw: [
      handle(adminUsersEndpoints.assignAdminUserAppRole, () => validationFailure({ role: ['Must be chosen'] })),
      ...userHandlers(bea),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    const acme = accountSection(canvas, 'Acme Events GmbH');
    await userEvent.click(await acme.findByRole('combobox', { name: t('adminUser.roleIn', { app: 'Crew Planner' }) }));
    await userEvent.click(await screen.findByRole('option', { name: 'Viewer' }));
    const dialog = await dialogNamed(t('adminUser.changeRole.title'));
    await expect(dialog).toHaveTextContent(
      t('adminUser.changeRole.appText', {
        name: 'Bea Berger',
        role: 'Viewer',
        app: 'Crew Planner',
        account: 'Acme Events GmbH',
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('adminUser.changeRole.confirm') }));
    await expectToast(t('adminUser.failed'));
  },
};

export const AssignApp: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    const harbour = accountSection(canvas, 'Harbour Stage GmbH');
    await userEvent.click(await harbour.findByRole('combobox', { name: t('adminUser.assignLabel') }));
    await userEvent.click(await screen.findByRole('option', { name: 'Venue Finder' }));
    await userEvent.click(await harbour.findByRole('button', { name: t('adminUser.assign') }));
    await expectToast(t('adminUser.assigned.toast'));
    await expect(
      await harbour.findByRole('combobox', { name: t('adminUser.roleIn', { app: 'Venue Finder' }) }),
    ).toHaveTextContent('User');
  },
};

export const RemoveAppConfirmation: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    const acme = accountSection(canvas, 'Acme Events GmbH');
    await userEvent.click(await acme.findByRole('button', { name: t('adminUser.removeApp', { app: 'Crew Planner' }) }));
    const dialog = await dialogNamed(t('adminUser.removeApp.title'));
    await expect(dialog).toHaveTextContent(
      t('adminUser.removeApp.text', { name: 'Bea Berger', app: 'Crew Planner', account: 'Acme Events GmbH' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('adminUser.removeApp.confirm') }));
    await expectToast(t('adminUser.removed.toast'));
    await expect(await acme.findByText(t('adminUser.noApps'))).toBeVisible();
  },
};

export const LockConfirmation: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('adminUser.lock') }));
    const dialog = await dialogNamed(t('adminUser.lock.title'));
    await expect(dialog).toHaveTextContent(t('adminUser.lock.text', { name: 'Bea Berger' }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('adminUser.lock') }));
    await expectToast(t('adminUser.locked.toast'));
    await expect(await canvas.findByRole('button', { name: t('adminUser.unlock') })).toBeVisible();
  },
};

export const UnlockConfirmation: Story = {
  parameters: { app: { ...pageOf(lockedLuke.id), signedInAs: 'userEditor' }, msw: userHandlers(lockedLuke) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, 'Luke Locked');
    await userEvent.click(canvas.getByRole('button', { name: t('adminUser.unlock') }));
    const dialog = await dialogNamed(t('adminUser.unlock.title'));
    await expect(dialog).toHaveTextContent(t('adminUser.unlock.text', { name: 'Luke Locked' }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('adminUser.unlock') }));
    await expectToast(t('adminUser.unlocked.toast'));
    await expect(await canvas.findByRole('button', { name: t('adminUser.lock') })).toBeVisible();
  },
};

export const LockRefused: Story = {
  parameters: {
    msw: [
      handle(adminUsersEndpoints.lockAdminUser, () =>
        HttpResponse.json({ message: adminUserMessages.notYourself.en }, { status: 409 }),
      ),
      ...userHandlers(bea),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('adminUser.lock') }));
    const dialog = await dialogNamed(t('adminUser.lock.title'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('adminUser.lock') }));
    await expectToast(adminUserMessages.notYourself.en);
    // The dialog stays open, for another try or Cancel.
    await waitFor(async () => expect(await dialogNamed(t('adminUser.lock.title'))).toBeVisible());
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('adminUser.delete') }));
    const dialog = await dialogNamed(t('adminUser.delete.title'));
    await expect(dialog).toHaveTextContent(t('adminUser.delete.confirmText', { name: 'Bea Berger', email: bea.email }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('adminUser.delete.confirm') }));
    await expectToast(t('adminUser.deleted.toast'));
  },
};

/** The server refuses to delete a company's owner: its reason stands beside the button. */
export const DeleteRefused: Story = {
  parameters: {
    msw: [
      handle(adminUsersEndpoints.deleteAdminUser, () =>
        HttpResponse.json({ message: adminUserMessages.ownsCompany.en }, { status: 409 }),
      ),
      ...userHandlers(bea),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('adminUser.delete') }));
    const dialog = await dialogNamed(t('adminUser.delete.title'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('adminUser.delete.confirm') }));
    await expect(await canvas.findByText(adminUserMessages.ownsCompany.en)).toBeVisible();
  },
};

/** An administrator who may only view users: no role choices, lock or delete. */
export const ViewOnly: Story = {
  parameters: { app: { ...pageOf(bea.id), signedInAs: 'admin' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText(t('adminUser.readOnly'))).toBeVisible();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('adminUser.lock') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('adminUser.delete') })).not.toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { msw: [fail(adminUsersEndpoints.showAdminUser, 404, { message: 'Not found.' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('404')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: [fail(adminUsersEndpoints.showAdminUser, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('adminUser.loadFailed'))).toBeVisible();
  },
};
