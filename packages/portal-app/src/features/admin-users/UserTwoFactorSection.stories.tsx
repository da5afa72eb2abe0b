import { twoFactorEndpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, pending, respond } from '../../storybook/msw-handlers';
import { storyText } from '../../storybook/story-text';
import { bea, userHandlers } from './story-fixtures';
import { UserTwoFactorSection } from './UserTwoFactorSection';

/** A user's second factors on their administration page (issue 30 §4), and their reset. */
const meta = {
  title: 'Screens/Admin/Users/Two-factor sign-in',
  component: UserTwoFactorSection,
  decorators: [appDecorator],
  args: { user: bea, mayEdit: true },
  parameters: {
    app: { routeName: 'admin-users-user', signedInAs: 'userEditor', toaster: true },
    msw: userHandlers(bea),
  },
} satisfies Meta<typeof UserTwoFactorSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: [pending(twoFactorEndpoints.getAdminUserTwoFactor)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(canvasElement).getByText(t('adminUser.twoFactor.loading'))).toBeVisible();
  },
};

export const WithFactors: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(t('adminUser.twoFactor.facts', { totp: 'true', passkeys: 1, codes: 8 })),
    ).toBeVisible();
  },
};

export const PasswordOnly: Story = {
  parameters: {
    msw: [
      respond(twoFactorEndpoints.getAdminUserTwoFactor, { data: { totp: false, passkeys: 0, recovery_codes_left: 0 } }),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('adminUser.twoFactor.none'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('adminUser.twoFactor.reset') })).not.toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { mayEdit: false },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(t('adminUser.twoFactor.facts', { totp: 'true', passkeys: 1, codes: 8 })),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('adminUser.twoFactor.reset') })).not.toBeInTheDocument();
  },
};

export const Reset: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('adminUser.twoFactor.reset') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('adminUser.twoFactor.resetTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('adminUser.twoFactor.resetConfirm') }));
    // The toast area, once it says so (the toast itself may still be fading in).
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Messages' })).toHaveTextContent(t('adminUser.twoFactor.resetDone')),
    );
    await expect(await canvas.findByText(t('adminUser.twoFactor.none'))).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: [fail(twoFactorEndpoints.getAdminUserTwoFactor, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(canvasElement).findByText(t('adminUser.twoFactor.failed'))).toBeVisible();
  },
};
