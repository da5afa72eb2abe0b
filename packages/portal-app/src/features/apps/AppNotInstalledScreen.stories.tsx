import { appsEndpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, pending, respond } from '../../storybook/msw-handlers';
import { storyText } from '../../storybook/story-text';
import AppNotInstalledScreen from './AppNotInstalledScreen';
import { catalogueHandlers, venueFinder } from './story-fixtures';

const pageFor = (app?: string) => ({
  routeName: 'app-not-installed' as const,
  path: app ? `/app-not-installed?app=${app}` : '/app-not-installed',
});

/**
 * /app-not-installed?app=…: where other apps send people whose app is not installed, with one of the
 * five answers of spec §4.
 */
const meta = {
  title: 'Screens/Apps/App not installed',
  component: AppNotInstalledScreen,
  decorators: [appDecorator],
  parameters: {
    app: { ...pageFor('venue-finder'), signedInAs: 'personal', toaster: true },
    msw: catalogueHandlers(),
  },
} satisfies Meta<typeof AppNotInstalledScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 2, name });

/** Installable: Install, and then Open. */
export const Installable: Story = {
  tags: ['route:app-not-installed'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await heading(canvasElement, t('apps.availability.installable.title', { app: venueFinder.display_name }));
    await expect(canvas.getByText(t('apps.availability.installable.text'))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('apps.open') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('apps.install') }));
    const toasts = screen.getByRole('region', { name: 'Messages' });
    await waitFor(() => expect(toasts).toHaveTextContent(t('apps.installedToast')));
    await heading(canvasElement, t('apps.availability.installed.title', { app: venueFinder.display_name }));
    await expect(canvas.getByRole('link', { name: t('apps.open') })).toHaveAttribute('href', venueFinder.open_href!);
    await expect(canvas.getByRole('link', { name: t('apps.toCatalogue') })).toHaveAttribute(
      'href',
      '/profile?tab=apps',
    );
  },
};

export const OnlyAdministrator: Story = {
  parameters: { app: { ...pageFor('payroll-export'), signedInAs: 'member' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await heading(canvasElement, t('apps.availability.administrator.title', { app: 'Payroll Export' }));
    await expect(canvas.getByText(t('apps.availability.administrator.text'))).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: t('apps.toCatalogue') })).toHaveAttribute('href', '/apps');
  },
};

export const Installed: Story = {
  parameters: { app: { ...pageFor('crew-planner'), signedInAs: 'member' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await heading(canvasElement, t('apps.availability.installed.title', { app: 'Crew Planner' }));
    await expect(canvas.getByRole('link', { name: t('apps.open') })).toHaveAttribute(
      'href',
      'https://crew-planner.example/sign-in',
    );
  },
};

/** An app of another kind of account (here a company app for a personal account). */
export const NotInstallable: Story = {
  parameters: {
    app: { ...pageFor('stock-room'), signedInAs: 'personal' },
    msw: [respond(appsEndpoints.showAppAvailability, { data: { availability: 'not_installable', app: null } })],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await heading(canvasElement, t('apps.availability.notInstallable.title'));
    await expect(canvas.getByText(t('apps.availability.notInstallable.text'))).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { app: { ...pageFor('no-such-app'), signedInAs: 'member' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await heading(canvasElement, t('apps.availability.notFound.title'));
    await expect(canvas.getByText(t('apps.availability.notFound.text'))).toBeVisible();
  },
};

export const NotFoundWithoutName: Story = {
  parameters: { app: { ...pageFor(), signedInAs: 'member' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await heading(canvasElement, t('apps.availability.notFound.title'));
  },
};

export const Loading: Story = {
  parameters: { msw: [pending(appsEndpoints.showAppAvailability)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('apps.notInstalled.loading'))).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: [fail(appsEndpoints.showAppAvailability, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('apps.app.loadFailed'))).toBeVisible();
  },
};
