import { appsEndpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, pending, recoveringRead, respond } from '../../storybook/msw-handlers';
import { storyText } from '../../storybook/story-text';
import AppsScreen from './AppsScreen';
import { catalogueApps, catalogueHandlers, crewPlanner, venueFinder } from './story-fixtures';

/**
 * /apps: the apps the account sees as cards, with their state; the owner (or a holder of
 * can_edit_company_apps) installs and uninstalls them for the company.
 */
const meta = {
  title: 'Screens/Apps/Catalogue',
  component: AppsScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'apps', signedInAs: 'owner', toaster: true },
    msw: catalogueHandlers(),
  },
} satisfies Meta<typeof AppsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const toastSays = async (message: string) => {
  const toasts = screen.getByRole('region', { name: 'Messages' });
  await waitFor(() => expect(toasts).toHaveTextContent(message));
};

export const Loading: Story = {
  parameters: { msw: [pending(appsEndpoints.listAvailableApps)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('route.apps.title') })).toBeVisible();
    await expect(await canvas.findByText(t('apps.loading'))).toHaveAttribute('role', 'status');
  },
};

export const Filled: Story = {
  tags: ['route:apps'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: t('apps.listLabel') });
    const cards = within(list).getAllByRole('article');
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      catalogueApps.map((app) => app.display_name),
    );
    const crew = canvas.getByRole('article', { name: crewPlanner.display_name });
    await expect(crew).toHaveTextContent(t('apps.installed'));
    await expect(within(crew).getByRole('link')).toHaveAttribute('href', '/apps/crew-planner');
    await expect(within(crew).getByRole('button', { name: t('apps.uninstall') })).toBeVisible();
    // Always installed, or only for administrators: nothing to do about them here.
    await expect(within(canvas.getByRole('article', { name: 'Operations Console' })).queryByRole('button')).toBeNull();
    await expect(within(canvas.getByRole('article', { name: 'Payroll Export' })).queryByRole('button')).toBeNull();
    await expect(
      within(canvas.getByRole('article', { name: venueFinder.display_name })).getByRole('button', {
        name: t('apps.install'),
      }),
    ).toBeVisible();
  },
};

export const Install: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: venueFinder.display_name });
    await userEvent.click(within(card).getByRole('button', { name: t('apps.install') }));
    await toastSays(t('apps.installedToast'));
    await waitFor(() => expect(card).toHaveTextContent(t('apps.installed')));
    await expect(within(card).getByRole('button', { name: t('apps.uninstall') })).toBeVisible();
  },
};

export const Uninstall: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: crewPlanner.display_name });
    await userEvent.click(within(card).getByRole('button', { name: t('apps.uninstall') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('apps.uninstallTitle') });
    await expect(dialog).toHaveTextContent(t('apps.uninstallConfirmCompany', { app: crewPlanner.display_name }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('apps.uninstall') }));
    await toastSays(t('apps.uninstalledToast'));
    await waitFor(() => expect(within(card).getByRole('button', { name: t('apps.install') })).toBeVisible());
  },
};

/** The server refuses (409): its reason shows as the toast, the app stays as it was. */
export const UninstallRefused: Story = {
  tags: ['no-visual'],
  parameters: {
    msw: [
      fail(appsEndpoints.uninstallApp, 409, {
        message: 'This app is always installed and cannot be uninstalled.',
      }),
      ...catalogueHandlers(),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: crewPlanner.display_name });
    await userEvent.click(within(card).getByRole('button', { name: t('apps.uninstall') }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('apps.uninstall') }));
    await toastSays('This app is always installed and cannot be uninstalled.');
    await expect(card).toHaveTextContent(t('apps.installed'));
  },
};

export const Empty: Story = {
  parameters: { msw: [respond(appsEndpoints.listAvailableApps, { data: [] })] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('apps.empty'))).toBeVisible();
    await expect(canvas.getByText(t('apps.emptyText'))).toBeVisible();
  },
};

const appsRead = recoveringRead(appsEndpoints.listAvailableApps, { data: [venueFinder] });

/** A 500: the failure and "Try again", which loads again. */
export const LoadFailed: Story = {
  beforeEach: appsRead.fail,
  parameters: { msw: [appsRead.handler] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('apps.loadFailed'))).toBeVisible();
    appsRead.recover();
    await userEvent.click(canvas.getByRole('button', { name: t('apps.retry') }));
    await expect(await canvas.findByRole('article', { name: venueFinder.display_name })).toBeVisible();
  },
};

/** A member without the right to install: the catalogue to look at, without buttons. */
export const MemberView: Story = {
  parameters: {
    app: { routeName: 'apps', signedInAs: 'member', toaster: true },
    msw: catalogueHandlers(catalogueApps.map((app) => ({ ...app, can_change: false }))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: crewPlanner.display_name });
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
