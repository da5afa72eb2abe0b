import { appsEndpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, handle, pending, validationFailure } from '../../storybook/msw-handlers';
import { storyText } from '../../storybook/story-text';
import AppScreen from './AppScreen';
import {
  catalogueApps,
  catalogueHandlers,
  companyDefaultRoleHandlers,
  crewPlanner,
  opsConsole,
  venueFinder,
} from './story-fixtures';

const pageOf = (app: string) => ({ routeName: 'apps-app' as const, path: `/apps/${app}` });

/**
 * /apps/{app}: the app's description, screenshots (a gallery), instructions, the caller's access and
 * role, install or uninstall, Open; the company's default role in it for those who install for it.
 */
const meta = {
  title: 'Screens/Apps/App',
  component: AppScreen,
  decorators: [appDecorator],
  parameters: {
    app: { ...pageOf('crew-planner'), signedInAs: 'member', toaster: true },
    msw: catalogueHandlers(),
  },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const toastSays = async (message: string) => {
  const toasts = screen.getByRole('region', { name: 'Messages' });
  await waitFor(() => expect(toasts).toHaveTextContent(message));
};

export const Loading: Story = {
  parameters: { msw: [pending(appsEndpoints.showAvailableApp)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('apps.app.loading'), { selector: '[role="status"]' })).toBeVisible();
  },
};

export const Filled: Story = {
  tags: ['route:apps-app'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: crewPlanner.display_name })).toBeVisible();
    await expect(canvas.getByText(crewPlanner.description)).toBeVisible();
    await expect(canvas.getByText(t('apps.role', { role: 'Planner' }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('apps.open') })).toHaveAttribute(
      'href',
      'https://crew-planner.example/sign-in',
    );
    const gallery = canvas.getByRole('region', { name: t('apps.screenshotsHeading') });
    await expect(
      within(gallery).getByRole('img', { name: t('apps.screenshotAlt', { position: 1, app: 'Crew Planner' }) }),
    ).toBeVisible();
    const instructions = canvas.getByRole('region', { name: t('apps.instructionsHeading') });
    await expect(instructions).toHaveTextContent(/drag people onto shifts/);
    await expect(canvas.getByRole('link', { name: t('apps.backToList') })).toHaveAttribute('href', '/apps');
  },
};

/** The gallery by keyboard: the arrow keys on its buttons go through the screenshots. */
export const GalleryByKeyboard: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const next = await canvas.findByRole('button', { name: t('apps.nextScreenshot') });
    next.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText(t('apps.screenshotPosition', { position: 2, total: 3 }))).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(
      canvas.getByRole('img', { name: t('apps.screenshotAlt', { position: 3, app: 'Crew Planner' }) }),
    ).toBeVisible();
  },
};

export const Installable: Story = {
  parameters: { app: { ...pageOf('venue-finder'), signedInAs: 'personal', toaster: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('apps.install') }));
    await toastSays(t('apps.installedToast'));
    await expect(await canvas.findByRole('link', { name: t('apps.open') })).toHaveAttribute(
      'href',
      venueFinder.open_href!,
    );
    // A personal account's catalogue is its profile's apps tab.
    await expect(canvas.getByRole('link', { name: t('apps.backToList') })).toHaveAttribute('href', '/profile?tab=apps');
  },
};

export const AlwaysInstalled: Story = {
  parameters: { app: { ...pageOf('ops-console'), signedInAs: 'admin' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('apps.alwaysInstalled'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('apps.uninstall') })).toBeNull();
    await expect(canvas.getByText(t('apps.role', { role: opsConsole.role! }))).toBeVisible();
  },
};

/** The owner chooses the role new members get in the app. */
export const CompanyDefaultRole: Story = {
  parameters: {
    app: { ...pageOf('crew-planner'), signedInAs: 'owner', toaster: true },
    msw: [
      ...catalogueHandlers(catalogueApps.map((app) => ({ ...app, sets_company_default_role: true }))),
      ...companyDefaultRoleHandlers(),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: t('apps.defaultRoleHeading') });
    const select = await within(section).findByRole('combobox', { name: t('apps.defaultRoleLabel') });
    await expect(select).toHaveTextContent(t('apps.appDefaultRoleOption', { role: 'Planner' }));
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Viewer' }));
    // The rest of the page is hidden from assistive technology until the list has gone.
    await waitFor(() => expect(document.querySelector('[role="listbox"]')).toBeNull());
    await userEvent.click(within(section).getByRole('button', { name: t('apps.defaultRoleSave') }));
    await toastSays(t('apps.defaultRoleSaved'));
    await userEvent.click(await within(section).findByRole('button', { name: t('apps.defaultRoleReset') }));
    await toastSays(t('apps.defaultRoleRemoved'));
  },
};

/** The server refuses the role (422): its message stands at the field. */
export const CompanyDefaultRoleRefused: Story = {
  tags: ['no-visual'],
  parameters: {
    app: { ...pageOf('crew-planner'), signedInAs: 'owner', toaster: true },
    msw: [
      handle(appsEndpoints.setCompanyDefaultRole, () =>
        validationFailure({ role: ["Choose one of the app's company roles."] }),
      ),
      ...catalogueHandlers(catalogueApps.map((app) => ({ ...app, sets_company_default_role: true }))),
      ...companyDefaultRoleHandlers(),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: t('apps.defaultRoleHeading') });
    await userEvent.click(await within(section).findByRole('button', { name: t('apps.defaultRoleSave') }));
    await expect(await within(section).findByText("Choose one of the app's company roles.")).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { app: { ...pageOf('nothing-here'), signedInAs: 'member' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('error.notFound'))).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: [fail(appsEndpoints.showAvailableApp, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('apps.app.loadFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('apps.retry') })).toBeVisible();
  },
};
