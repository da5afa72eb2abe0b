import { adminAppsEndpoints, type AppInput } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, handle, pending, validationFailure } from '../../storybook/msw-handlers';
import { containing, storyText, type StoryText } from '../../storybook/story-text';
import AppScreen from './AppScreen';
import { appHandlers, crewPlanner, portalApp } from './story-fixtures';

/** Every body the screen sends to updateApp and every app it deletes. */
const sentUpdate = fn<(body: AppInput) => void>();
const deleted = fn<(app: string) => void>();
const sentOrder = fn<(screenshots: string[]) => void>();

const recorded = [
  handle(adminAppsEndpoints.deleteApp, ({ params }) => {
    deleted(String(params.app));
    return HttpResponse.json({ data: { deleted: true } });
  }),
];

/** The app server of the fixtures, recording the deletions. */
const serverFor = (app = crewPlanner) => [...recorded, ...appHandlers(app)];

const pageOf = (id: string) => ({ routeName: 'admin-apps-app' as const, path: `/admin/apps/${id}` });

/**
 * /admin/apps/{app}: an app's names, descriptions, visibility, sign-in addresses and default roles in one
 * form, its logo and screenshots, and deleting it after the "delete app" confirmation. The Eventsuite
 * app says up front why it stays; viewers see everything read-only.
 */
const meta = {
  title: 'Screens/Admin/Apps/App',
  component: AppScreen,
  decorators: [appDecorator],
  parameters: {
    app: { ...pageOf(crewPlanner.id), signedInAs: 'appEditor', toaster: true },
    msw: serverFor(),
  },
  beforeEach: () => {
    sentUpdate.mockClear();
    deleted.mockClear();
    sentOrder.mockClear();
  },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement, t: StoryText) {
  const canvas = within(canvasElement);
  await canvas.findByRole('textbox', { name: t.field('display_name') });
  return canvas;
}

async function expectToast(message: string) {
  const toasts = screen.getByRole('region', { name: 'Messages' });
  await waitFor(() => expect(toasts).toHaveTextContent(message));
}

async function changeRedirectUrl(canvasElement: HTMLElement, t: StoryText, url: string) {
  const canvas = await loaded(canvasElement, t);
  const field = canvas.getByRole('textbox', { name: t.field('redirect_url') });
  await userEvent.clear(field);
  await userEvent.type(field, url);
  await userEvent.click(canvas.getByRole('button', { name: t('adminApps.save') }));
  return canvas;
}

const storesUpdate = handle(adminAppsEndpoints.updateApp, async ({ request }) => {
  const body = (await request.json()) as AppInput;
  sentUpdate(body);
  return HttpResponse.json({ data: { ...crewPlanner, ...body } });
});

const storesOrder = handle(adminAppsEndpoints.reorderAppScreenshots, async ({ request }) => {
  const { screenshots } = (await request.json()) as { screenshots: string[] };
  sentOrder(screenshots);
  const byId = new Map(crewPlanner.screenshots.map((shot) => [shot.id, shot]));
  return HttpResponse.json({ data: { ...crewPlanner, screenshots: screenshots.map((id) => byId.get(id)!) } });
});

export const Loading: Story = {
  parameters: { msw: [pending(adminAppsEndpoints.showApp), ...serverFor()] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('adminApps.app.loading') })).toBeVisible();
    await expect(canvas.getByText(t('adminApps.app.loading'), { selector: 'p' })).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: [fail(adminAppsEndpoints.showApp, 500), ...serverFor()] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('adminApps.app.loadFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('adminApps.retry') })).toBeVisible();
  },
};

export const Edit: Story = {
  tags: ['route:admin-apps-app'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await expect(canvas.getByRole('heading', { level: 1, name: crewPlanner.display_name })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.field('internal_name') })).toHaveValue(
      crewPlanner.internal_name,
    );
    await expect(canvas.getByRole('textbox', { name: t.field('description_de') })).toHaveValue(
      crewPlanner.description_de,
    );
    await expect(canvas.getByRole('combobox', { name: t.field('visibility') })).toHaveTextContent(
      t('adminApps.visibility.company'),
    );
    await expect(canvas.getByRole('combobox', { name: t.field('default_company_role') })).toHaveTextContent('Planner');
    await expect(canvas.getByRole('textbox', { name: t.field('redirect_url') })).toHaveValue(crewPlanner.redirect_url);
    await expect(
      canvas.getByRole('img', { name: t('adminApps.logoPicture', { name: crewPlanner.display_name }) }),
    ).toBeVisible();
    for (const [index] of crewPlanner.screenshots.entries()) {
      const alt = t('adminApps.screenshotAlt', { name: crewPlanner.display_name, position: index + 1, count: 3 });
      await expect(canvas.getByRole('img', { name: alt })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: t('adminApps.delete') })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: t('adminApps.backToList') })).toHaveAttribute('href', '/admin/apps');
  },
};

export const Saved: Story = {
  parameters: { msw: [storesUpdate, ...serverFor()] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await changeRedirectUrl(canvasElement, t, 'https://planner.example.com/callback');
    await expectToast(t('forms.saved'));
    await expect(sentUpdate).toHaveBeenCalledWith(
      expect.objectContaining({
        internal_name: crewPlanner.internal_name,
        redirect_url: 'https://planner.example.com/callback',
        default_company_role: crewPlanner.default_company_role,
      }),
    );
  },
};

/** Choosing another default company role sends it; "No default role" sends none. */
export const DefaultRoleChanged: Story = {
  parameters: { msw: [storesUpdate, ...serverFor()] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await userEvent.click(canvas.getByRole('combobox', { name: t.field('default_company_role') }));
    await userEvent.click(await screen.findByRole('option', { name: 'Viewer' }));
    // The list closes first; until then the rest of the page is hidden from assistive technology.
    await userEvent.click(await canvas.findByRole('combobox', { name: t.field('default_personal_role') }));
    await userEvent.click(await screen.findByRole('option', { name: t('adminApps.noDefaultRole') }));
    await userEvent.click(await canvas.findByRole('button', { name: t('adminApps.save') }));
    await expectToast(t('forms.saved'));
    await expect(sentUpdate).toHaveBeenCalledWith(
      expect.objectContaining({ default_company_role: crewPlanner.roles[2]!.id, default_personal_role: null }),
    );
  },
};

export const Saving: Story = {
  parameters: { msw: [pending(adminAppsEndpoints.updateApp), ...serverFor()] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await changeRedirectUrl(canvasElement, t, 'https://planner.example.com/callback');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('adminApps.save') })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** The form's own check: a redirect URL that is no URL is refused before anything is sent. */
export const InvalidUrl: Story = {
  parameters: { msw: [storesUpdate, ...serverFor()] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await changeRedirectUrl(canvasElement, t, 'not a url');
    const field = canvas.getByRole('textbox', { name: t.field('redirect_url') });
    await waitFor(() => expect(field).toHaveAccessibleDescription(t.validation('url')));
    await expect(field).toHaveFocus();
    await expect(sentUpdate).not.toHaveBeenCalled();
  },
};

/** The server's 422 (a duplicate internal name): its message at the field. */
export const ValidationFailed: Story = {
  parameters: {
    msw: [
      handle(adminAppsEndpoints.updateApp, () =>
        validationFailure({ internal_name: ['"Internal name" already exists.'] }),
      ),
      ...serverFor(),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await changeRedirectUrl(canvasElement, t, 'https://planner.example.com/callback');
    const field = canvas.getByRole('textbox', { name: t.field('internal_name') });
    await waitFor(() => expect(field).toHaveAccessibleDescription(containing('"Internal name" already exists.')));
  },
};

export const ServerError: Story = {
  parameters: { msw: [fail(adminAppsEndpoints.updateApp, 500), ...serverFor()] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await changeRedirectUrl(canvasElement, t, 'https://planner.example.com/callback');
    await expectToast(t('forms.saveFailed'));
  },
};

/** Screenshots move by keyboard-usable buttons; the order is saved at once and focus follows the picture. */
export const ScreenshotMoved: Story = {
  parameters: { msw: [storesOrder, ...serverFor()] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    const first = t('adminApps.screenshotAlt', { name: crewPlanner.display_name, position: 1, count: 3 });
    await userEvent.click(canvas.getByRole('button', { name: `${t('adminApps.moveDown')}: ${first}` }));
    await expectToast(t('forms.saved'));
    const [a, b, c] = crewPlanner.screenshots.map((shot) => shot.id);
    await expect(sentOrder).toHaveBeenCalledWith([b, a, c]);
    const second = t('adminApps.screenshotAlt', { name: crewPlanner.display_name, position: 2, count: 3 });
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: `${t('adminApps.moveDown')}: ${second}` })).toHaveFocus(),
    );
    await expect(canvas.getByRole('button', { name: `${t('adminApps.moveUp')}: ${first}` })).toBeDisabled();
  },
};

/** A screenshot is removed at once; the list closes up and focus goes to the remove button taking its place. */
export const ScreenshotRemoved: Story = {
  // A server of its own: the removal must not reach the other stories' app.
  parameters: { msw: serverFor() },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    const alt = (position: number, count: number) =>
      t('adminApps.screenshotAlt', { name: crewPlanner.display_name, position, count });
    await userEvent.click(canvas.getByRole('button', { name: `${t('adminApps.remove')}: ${alt(3, 3)}` }));
    await expectToast(t('forms.deleted'));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: `${t('adminApps.remove')}: ${alt(2, 2)}` })).toHaveFocus(),
    );
    await expect(canvas.getByRole('img', { name: alt(2, 2) })).toBeVisible();
  },
};

/** The last screenshot removed: the empty state, and focus on the file drop's button. */
export const LastScreenshotRemoved: Story = {
  tags: ['no-visual'],
  parameters: { msw: serverFor({ ...crewPlanner, screenshots: crewPlanner.screenshots.slice(0, 1) }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    const alt = t('adminApps.screenshotAlt', { name: crewPlanner.display_name, position: 1, count: 1 });
    await userEvent.click(canvas.getByRole('button', { name: `${t('adminApps.remove')}: ${alt}` }));
    await expect(await canvas.findByText(t('adminApps.screenshotsEmpty'))).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: t('adminApps.screenshotChoose') })).toHaveFocus());
  },
};

/** A screenshot of another type is refused before it is sent. */
export const ScreenshotRefused: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    const zone = canvas.getByRole('group', { name: t('adminApps.screenshotUpload') });
    const input = zone.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['GIF89a'], 'animation.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    await waitFor(() => expect(zone).toHaveAccessibleDescription(containing(t.validation('screenshot_type'))));
  },
};

/** An app without screenshots says so; the file drop adds one. */
export const ScreenshotAdded: Story = {
  parameters: { msw: serverFor({ ...crewPlanner, screenshots: [] }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await expect(canvas.getByText(t('adminApps.screenshotsEmpty'))).toBeVisible();
    const zone = canvas.getByRole('group', { name: t('adminApps.screenshotUpload') });
    const input = zone.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([new Uint8Array(64)], 'screen.png', { type: 'image/png' }));
    await expectToast(t('forms.fileUploaded'));
    await expect(
      await canvas.findByRole('img', {
        name: t('adminApps.screenshotAlt', { name: crewPlanner.display_name, position: 1, count: 1 }),
      }),
    ).toBeVisible();
  },
};

/** Asked first: the "delete app" confirmation names the app. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await userEvent.click(canvas.getByRole('button', { name: t('adminApps.delete') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('adminApps.deleteTitle') });
    await expect(dialog).toHaveAccessibleDescription(
      t('adminApps.deleteConfirmText', { name: crewPlanner.display_name }),
    );
    await expect(within(dialog).getByRole('button', { name: t('adminApps.cancel') })).toHaveFocus();
    await expect(deleted).not.toHaveBeenCalled();
  },
};

/** Confirmed: the app is deleted and the list (another story) opens. */
export const Deleted: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await userEvent.click(canvas.getByRole('button', { name: t('adminApps.delete') }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('adminApps.deleteConfirm') }));
    await waitFor(() => expect(deleted).toHaveBeenCalledWith(crewPlanner.id));
    await expectToast(t('adminApps.deleted'));
  },
};

/** The Eventsuite app says up front why it cannot be deleted. */
export const PortalApp: Story = {
  parameters: {
    app: { ...pageOf(portalApp.id), signedInAs: 'appEditor', toaster: true },
    msw: serverFor(portalApp),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    const button = canvas.getByRole('button', { name: t('adminApps.delete') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(t.adminApps('portalNotDeletable'));
  },
};

/** An administrator who may only view apps: the fields and pictures show the app; nothing to save, upload or delete. */
export const ViewOnly: Story = {
  parameters: { app: { ...pageOf(crewPlanner.id), signedInAs: 'admin', toaster: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await expect(canvas.getByText(t('adminApps.readOnly'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.field('display_name') })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: t('adminApps.save') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('adminApps.delete') })).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText(t('adminApps.logoUpload'))).not.toBeInTheDocument();
    // The logo and the screenshots show, without their controls.
    await expect(
      canvas.getByRole('img', { name: t('adminApps.logoPicture', { name: crewPlanner.display_name }) }),
    ).toBeVisible();
    const first = t('adminApps.screenshotAlt', { name: crewPlanner.display_name, position: 1, count: 3 });
    await expect(canvas.getByRole('img', { name: first })).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: `${t('adminApps.moveDown')}: ${first}` }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: t('adminApps.screenshotUpload') })).not.toBeInTheDocument();
  },
};

/** An address that names no app: the 404 page, for a malformed id without asking the server. */
export const NotFound: Story = {
  parameters: {
    app: { ...pageOf('crew-planner'), signedInAs: 'appEditor', toaster: true },
    msw: [fail(adminAppsEndpoints.showApp, 404), ...serverFor()],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('error.notFound'))).toBeVisible();
  },
};
