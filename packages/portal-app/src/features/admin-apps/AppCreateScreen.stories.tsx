import { adminAppsEndpoints, type AppInput } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, handle, pending, validationFailure } from '../../storybook/msw-handlers';
import { containing, storyText, type StoryText } from '../../storybook/story-text';
import AppCreateScreen from './AppCreateScreen';
import { appHandlers, crewPlanner } from './story-fixtures';

const sentCreate = fn<(body: AppInput) => void>();

const storesCreate = handle(adminAppsEndpoints.createApp, async ({ request }) => {
  const body = (await request.json()) as AppInput;
  sentCreate(body);
  return HttpResponse.json({ data: { ...crewPlanner, ...body, logo: null, screenshots: [], roles: [] } });
});

/**
 * /admin/apps/create: a new app's names, descriptions, visibility and sign-in addresses. Its default roles,
 * logo and screenshots follow on its own page once it is saved (the roles come from Roles & Permissions).
 */
const meta = {
  title: 'Screens/Admin/Apps/Create',
  component: AppCreateScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'admin-apps-create', signedInAs: 'appEditor', toaster: true },
    msw: [storesCreate, ...appHandlers()],
  },
  beforeEach: () => {
    sentCreate.mockClear();
  },
} satisfies Meta<typeof AppCreateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, t: StoryText) {
  const canvas = within(canvasElement);
  const type = async (field: Parameters<StoryText['field']>[0], value: string) =>
    userEvent.type(canvas.getByRole('textbox', { name: t.field(field) }), value);
  await type('display_name', 'Stage Manager');
  await type('name', 'Stage Manager');
  await type('internal_name', 'stage-manager');
  await type('description', 'Run the stage.');
  await type('redirect_url', 'https://stage.example.com/callback');
  await type('auth_path', '/auth/start');
  return canvas;
}

export const Empty: Story = {
  tags: ['route:admin-apps-create'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('route.adminAppsCreate.title') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.field('internal_name') })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: t.field('visibility') })).toHaveTextContent(
      t('adminApps.visibility.admin'),
    );
    await expect(canvas.getByText(t('adminApps.defaultRolesAfterSaving'))).toBeVisible();
    await expect(canvas.getByText(t('adminApps.imagesAfterSaving'))).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: t.field('default_company_role') })).not.toBeInTheDocument();
  },
};

/** Saved: the app's own page (another story) opens. */
export const Created: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await fillIn(canvasElement, t);
    const adminOnly = canvas.getByRole('radiogroup', { name: t.field('admin_only') });
    await userEvent.click(within(adminOnly).getByRole('radio', { name: t('adminApps.yes') }));
    await userEvent.click(canvas.getByRole('button', { name: t('adminApps.create') }));
    await waitFor(() =>
      expect(sentCreate).toHaveBeenCalledWith(
        expect.objectContaining({
          internal_name: 'stage-manager',
          admin_only: true,
          visibility: 'admin',
          default_company_role: null,
        }),
      ),
    );
    await expect(await canvas.findByText(/admin-apps-app/)).toBeInTheDocument();
  },
};

/** The form's own checks: required names and the pattern of the internal name. */
export const Refused: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t.field('internal_name') }), 'Stage Manager');
    await userEvent.click(canvas.getByRole('button', { name: t('adminApps.create') }));
    const displayName = canvas.getByRole('textbox', { name: t.field('display_name') });
    await waitFor(() => expect(displayName).toHaveAccessibleDescription(t.validation('required', 'display_name')));
    await expect(displayName).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: t.field('internal_name') })).toHaveAccessibleDescription(
      containing(t.validation('regex', 'internal_name')),
    );
    await expect(sentCreate).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  parameters: { msw: [pending(adminAppsEndpoints.createApp), ...appHandlers()] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await fillIn(canvasElement, t);
    await userEvent.click(canvas.getByRole('button', { name: t('adminApps.create') }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('adminApps.create') })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** The server's 422 (an internal name another app has): its message at the field. */
export const ValidationFailed: Story = {
  parameters: {
    msw: [
      handle(adminAppsEndpoints.createApp, () =>
        validationFailure({ internal_name: ['"Internal name" already exists.'] }),
      ),
      ...appHandlers(),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await fillIn(canvasElement, t);
    await userEvent.click(canvas.getByRole('button', { name: t('adminApps.create') }));
    const field = canvas.getByRole('textbox', { name: t.field('internal_name') });
    await waitFor(() => expect(field).toHaveAccessibleDescription(/"Internal name" already exists\./));
  },
};

export const ServerError: Story = {
  parameters: { msw: [fail(adminAppsEndpoints.createApp, 500), ...appHandlers()] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await fillIn(canvasElement, t);
    await userEvent.click(canvas.getByRole('button', { name: t('adminApps.create') }));
    const toasts = screen.getByRole('region', { name: 'Messages' });
    await waitFor(() => expect(toasts).toHaveTextContent(t('forms.saveFailed')));
  },
};
