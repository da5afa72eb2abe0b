import { adminAppsEndpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { imageFileHandler } from '../../storybook/image-files';
import { fail, pending, recoveringRead, respond } from '../../storybook/msw-handlers';
import { storyText } from '../../storybook/story-text';
import AppsScreen from './AppsScreen';
import { appHandlers, appList, crewPlanner, manyApps, portalApp, staffSearch } from './story-fixtures';

/**
 * /admin/apps: every app of the platform by display name, searched and paged in the address. Editors
 * of apps (admin_can_edit_apps) find "Create app"; viewers the list only.
 */
const meta = {
  title: 'Screens/Admin/Apps',
  component: AppsScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'admin-apps', signedInAs: 'appEditor' },
    msw: appHandlers(),
  },
} satisfies Meta<typeof AppsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: [pending(adminAppsEndpoints.listApps)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('route.adminApps.title') })).toBeVisible();
    await expect(canvas.getByRole('table', { name: t('adminApps.tableCaption') })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A 500 from the server: the failure and its "Try again". */
export const LoadFailed: Story = {
  parameters: { msw: [imageFileHandler, fail(adminAppsEndpoints.listApps, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('adminApps.loadFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('adminApps.retry') })).toBeEnabled();
  },
};

const appsRead = recoveringRead(adminAppsEndpoints.listApps, { data: appList });

/** "Try again" once the server answers again: the list loads. */
export const RetryAfterLoadFailed: Story = {
  tags: ['no-visual'],
  beforeEach: appsRead.fail,
  parameters: { msw: [imageFileHandler, appsRead.handler] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('adminApps.loadFailed'))).toBeVisible();
    appsRead.recover();
    await userEvent.click(canvas.getByRole('button', { name: t('adminApps.retry') }));
    await expect(await canvas.findByRole('link', { name: crewPlanner.display_name })).toBeVisible();
  },
};

export const Filled: Story = {
  tags: ['route:admin-apps'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: crewPlanner.display_name });
    await expect(link).toHaveAttribute('href', `/admin/apps/${crewPlanner.id}`);
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent(crewPlanner.internal_name);
    await expect(rows[0]).toHaveTextContent(t('adminApps.visibility.company'));
    await expect(rows[0]).toHaveTextContent(t('adminApps.flag.none'));
    await expect(rows[1]).toHaveTextContent(t('adminApps.visibility.hidden'));
    await expect(rows[1]).toHaveTextContent(t('adminApps.flag.alwaysInstalled'));
    await expect(rows[2]).toHaveTextContent(t('adminApps.flag.adminOnly'));
    await expect(canvas.getByRole('link', { name: t('adminApps.create') })).toHaveAttribute(
      'href',
      '/admin/apps/create',
    );
  },
};

/** A search finds apps by display or internal name; none found says so. */
export const Searched: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: crewPlanner.display_name });
    const search = canvas.getByRole('searchbox', { name: t('adminApps.search') });
    await userEvent.type(search, 'staff{Enter}');
    // The found app was listed before too, and the loading row is a row: wait for the others to go
    // and the found app to be there, then count.
    await waitFor(() => {
      expect(canvas.queryByRole('link', { name: crewPlanner.display_name })).toBeNull();
      expect(canvas.getByRole('link', { name: staffSearch.display_name })).toBeVisible();
    });
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like it{Enter}');
    await expect(await canvas.findByText(t('adminApps.noSearchResults'))).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: [respond(adminAppsEndpoints.listApps, { data: [] })] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('adminApps.empty'))).toBeVisible();
  },
};

/** Thirty apps: 25 on the first page, the rest on the second. */
export const Paged: Story = {
  parameters: { msw: appHandlers(crewPlanner, manyApps) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'App 01' });
    await expect(canvas.getAllByRole('row')).toHaveLength(26);
    await userEvent.click(canvas.getByRole('button', { name: t('adminApps.nextPage') }));
    await expect(await canvas.findByRole('link', { name: 'App 30' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
  },
};

/** An administrator who may only view apps: the list, without "Create app". */
export const ViewOnly: Story = {
  parameters: { app: { routeName: 'admin-apps', signedInAs: 'admin' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: portalApp.display_name });
    await expect(canvas.queryByRole('link', { name: t('adminApps.create') })).not.toBeInTheDocument();
  },
};
