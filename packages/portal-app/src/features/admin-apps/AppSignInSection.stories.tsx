import { adminAppsEndpoints as endpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, pending, respond } from '../../storybook/msw-handlers';
import { storyText, type StoryText } from '../../storybook/story-text';
import {
  appId,
  appSignInHandlers,
  confidentialClient,
  newSecret,
  portal,
  publicClient,
  withoutClient,
  withoutRedirect,
} from './app-sign-in-fixtures';
import { AppSignInSection } from './AppSignInSection';

/**
 * How an app signs in through the portal, a section of the app's administration page (/admin/apps/{app}):
 * the values for the app's OpenID library with copy buttons, the client type, and a confidential client's
 * secret, rotated after a confirmation and shown once.
 */
const meta = {
  title: 'Screens/Admin/Apps/App sign-in',
  component: AppSignInSection,
  decorators: [appDecorator],
  args: { appId },
  parameters: {
    app: { routeName: 'admin-apps-app', path: `/admin/apps/${appId}`, signedInAs: 'admin', toaster: true },
    msw: appSignInHandlers(publicClient),
  },
  beforeEach: () => {
    // The stories do not touch the real clipboard.
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof AppSignInSection>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectToast(message: string) {
  const toasts = screen.getByRole('region', { name: 'Messages' });
  await waitFor(() => expect(toasts).toHaveTextContent(message));
}

const loaded = async (canvasElement: HTMLElement, t: StoryText) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: t('admin.appSignIn.heading') });
  await canvas.findByText(t('admin.appSignIn.discoveryUrl'));
  return canvas;
};

const copyButton = (t: StoryText, name: string) => ({ name: t('admin.appSignIn.copy', { name }) });

/** Asks to rotate the secret and confirms; returns the confirmation dialog. */
async function rotateSecret(canvasElement: HTMLElement, t: StoryText) {
  const canvas = await loaded(canvasElement, t);
  await userEvent.click(canvas.getByRole('button', { name: t('admin.appSignIn.rotateSecret') }));
  const confirm = await screen.findByRole('alertdialog', { name: t('admin.appSignIn.rotate.title') });
  await expect(confirm).toHaveAccessibleDescription(t('admin.appSignIn.rotate.text'));
  await userEvent.click(within(confirm).getByRole('button', { name: t('admin.appSignIn.rotate.confirm') }));
  return confirm;
}

export const Loading: Story = {
  parameters: { msw: [pending(endpoints.showAppSignIn)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(canvasElement).findByText(t('admin.appSignIn.loading'))).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadFailed: Story = {
  parameters: { msw: [fail(endpoints.showAppSignIn, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('admin.appSignIn.loadFailed'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('admin.appSignIn.retry') })).toBeInTheDocument();
  },
};

export const WithoutClient: Story = {
  parameters: { msw: appSignInHandlers(withoutClient) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await expect(canvas.getByText(t('admin.appSignIn.noClient'))).toBeInTheDocument();
    await expect(canvas.queryByText(t('admin.appSignIn.clientId'))).not.toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: t('admin.appSignIn.type.public') })).toBeChecked();
    await expect(canvas.getByRole('button', { name: t('admin.appSignIn.createClient') })).toBeInTheDocument();
  },
};

/** Creating a public client: no secret to show, the client id appears. */
export const CreatesPublicClient: Story = {
  tags: ['no-visual'],
  parameters: { msw: appSignInHandlers(withoutClient) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await userEvent.click(canvas.getByRole('button', { name: t('admin.appSignIn.createClient') }));
    await expectToast(t('admin.appSignIn.saved'));
    await expect(await canvas.findByText('9c2f4e6a8b0d1f3e5a7c9e1b3d5f7a9c')).toBeInTheDocument();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const PublicClient: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await expect(canvas.getByText(t('admin.appSignIn.intro'))).toBeInTheDocument();
    await expect(canvas.getByText('https://timesheets.example.com/callback')).toBeInTheDocument();
    await expect(canvas.getByText('https://timesheets.example.com/signed-out')).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: t('admin.appSignIn.type.public') })).toBeChecked();
    await expect(canvas.getByRole('button', { name: t('admin.appSignIn.changeType') })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: t('admin.appSignIn.rotateSecret') })).not.toBeInTheDocument();

    // Every value has its own copy button.
    const discovery = t('admin.appSignIn.discoveryUrl');
    await userEvent.click(canvas.getByRole('button', copyButton(t, discovery)));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
      'https://portal.example.com/oidc/.well-known/openid-configuration',
    );
    await expectToast(t('admin.appSignIn.copied', { name: discovery }));
  },
};

export const ConfidentialClient: Story = {
  parameters: { msw: appSignInHandlers(confidentialClient) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await expect(canvas.getByRole('radio', { name: t('admin.appSignIn.type.confidential') })).toBeChecked();
    await expect(canvas.getByRole('button', { name: t('admin.appSignIn.rotateSecret') })).toBeInTheDocument();
    // The secret itself is never shown again.
    await expect(canvas.queryByText(newSecret)).not.toBeInTheDocument();
  },
};

/** Rotating asks first; the new secret shows once, in a dialog with a copy button and a warning. */
export const SecretJustRotated: Story = {
  parameters: { msw: appSignInHandlers(confidentialClient) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await rotateSecret(canvasElement, t);

    const dialog = await screen.findByRole('dialog', { name: t('admin.appSignIn.secret.title') });
    await expect(dialog).toHaveAccessibleDescription(t('admin.appSignIn.secret.warning'));
    await expect(within(dialog).getByText(newSecret)).toBeInTheDocument();
    const secret = t('admin.appSignIn.secret.label');
    await userEvent.click(within(dialog).getByRole('button', copyButton(t, secret)));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(newSecret);
    await expectToast(t('admin.appSignIn.rotated'));
  },
};

/** Closing the secret's dialog: it is gone for good. */
export const SecretDismissed: Story = {
  tags: ['no-visual'],
  parameters: { msw: appSignInHandlers(confidentialClient) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await rotateSecret(canvasElement, t);
    const dialog = await screen.findByRole('dialog', { name: t('admin.appSignIn.secret.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('admin.appSignIn.secret.done') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(screen.queryByText(newSecret)).not.toBeInTheDocument();
  },
};

/** Switching a public client to confidential asks first, then shows the new secret once. */
export const SwitchesToConfidential: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await userEvent.click(canvas.getByRole('radio', { name: t('admin.appSignIn.type.confidential') }));
    await userEvent.click(canvas.getByRole('button', { name: t('admin.appSignIn.changeType') }));
    const confirm = await screen.findByRole('alertdialog', { name: t('admin.appSignIn.toConfidential.title') });
    await userEvent.click(within(confirm).getByRole('button', { name: t('admin.appSignIn.changeType') }));
    const dialog = await screen.findByRole('dialog', { name: t('admin.appSignIn.secret.title') });
    await expect(within(dialog).getByText(newSecret)).toBeInTheDocument();
  },
};

export const WithoutRedirectUrl: Story = {
  parameters: { msw: appSignInHandlers(withoutRedirect) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await expect(canvas.getByRole('note')).toHaveTextContent(t('admin.appSignIn.noRedirect'));
    await expect(canvas.getAllByText(t('admin.appSignIn.none'))).toHaveLength(2);
  },
};

/** The portal's own client: shown, not changed. */
export const Portal: Story = {
  parameters: { msw: [respond(endpoints.showAppSignIn, { data: portal })] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await expect(canvas.getByText(t('admin.appSignIn.builtIn'))).toBeInTheDocument();
    await expect(canvas.getByText('eventsuite-portal')).toBeInTheDocument();
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
  },
};

/** The server refuses the rotation: the dialog stays open and a toast says why. */
export const RotationFailed: Story = {
  parameters: {
    msw: [respond(endpoints.showAppSignIn, { data: confidentialClient }), fail(endpoints.rotateAppClientSecret, 500)],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const confirm = await rotateSecret(canvasElement, t);
    await expectToast(t('forms.saveFailed'));
    await expect(confirm).toHaveAttribute('data-state', 'open');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
