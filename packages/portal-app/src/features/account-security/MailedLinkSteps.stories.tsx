import { endpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, handle, pending, respond, validationFailure } from '../../storybook/msw-handlers';
import { storyText } from '../../storybook/story-text';
import { pathTo } from '../../route-table/path-to';
import { PasswordResetStep } from './PasswordResetStep';
import { SignUpConfirmStep } from './SignUpConfirmStep';

const token = 'Zk3v9Qm2Lr8Tx5Wb7Yc1Nd4Hf6Gj0Ps2aB';
const liveLink = respond(endpoints.getPasswordReset, { data: { expires_at: '2026-11-28T12:00:00.000Z' } });

/** The pages of the sign-in page's mailed links (issue 30): a reset link, a sign-up's confirmation. */
const meta = {
  title: 'Screens/Sign-in steps/Mailed links',
  component: PasswordResetStep,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'password-reset', path: pathTo('password-reset', { token }) },
    msw: [liveLink, respond(endpoints.resetPassword, { data: { signed_in: true } })],
  },
  args: { token, onBack: fn(), onSignedIn: fn() },
} satisfies Meta<typeof PasswordResetStep>;

export default meta;
type Story = StoryObj<typeof meta>;

async function typePasswords(canvasElement: HTMLElement, t: ReturnType<typeof storyText>, confirmation?: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(t('accountSecurity.newPassword.password')), 'a long passphrase of mine');
  await userEvent.type(
    canvas.getByLabelText(t('accountSecurity.newPassword.confirmation')),
    confirmation ?? 'a long passphrase of mine',
  );
  return canvas;
}

export const NewPassword: Story = {
  tags: ['route:password-reset'],
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('accountSecurity.newPassword.heading') }),
    ).toHaveFocus();
    await typePasswords(canvasElement, t);
    await userEvent.click(canvas.getByRole('button', { name: t('accountSecurity.newPassword.submit') }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalled());
  },
};

export const NewPasswordChecking: Story = {
  tags: ['no-visual'],
  parameters: { msw: [pending(endpoints.getPasswordReset)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const button = within(canvasElement).getByRole('button', { name: t('accountSecurity.newPassword.submit') });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const NewPasswordRefused: Story = {
  parameters: {
    msw: [
      liveLink,
      handle(endpoints.resetPassword, () =>
        validationFailure({
          password: ['This password is among the most common ones. Please choose another.'],
          password_confirmation: ['Passwords do not match.'],
        }),
      ),
    ],
  },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText(globals);
    const canvas = await typePasswords(canvasElement, t, 'something else');
    await userEvent.click(canvas.getByRole('button', { name: t('accountSecurity.newPassword.submit') }));
    await waitFor(() =>
      expect(canvas.getByLabelText(t('accountSecurity.newPassword.confirmation'))).toHaveAccessibleDescription(
        'Passwords do not match.',
      ),
    );
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const DeadResetLink: Story = {
  parameters: { msw: [fail(endpoints.getPasswordReset, 404, { message: 'Not found' })] },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('accountSecurity.deadLink.heading') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('accountSecurity.backToSignIn') }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const ResetFailed: Story = {
  parameters: { msw: [liveLink, fail(endpoints.resetPassword, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await typePasswords(canvasElement, t);
    await userEvent.click(canvas.getByRole('button', { name: t('accountSecurity.newPassword.submit') }));
    await expect(await canvas.findByText(t('common.requestFailed'))).toBeVisible();
  },
};

const confirmStep = (args: { onBack: () => void; onSignedIn?: () => void }) => (
  <SignUpConfirmStep token={token} onBack={args.onBack} onSignedIn={args.onSignedIn} />
);
const confirmApp = { routeName: 'sign-up-confirm', path: pathTo('sign-up-confirm', { token }) };

export const ConfirmSignUp: Story = {
  tags: ['route:sign-up-confirm'],
  render: confirmStep,
  parameters: { app: confirmApp, msw: [respond(endpoints.confirmSignUp, { data: { signed_in: true } })] },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('accountSecurity.confirm.heading') })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: t('accountSecurity.confirm.submit') }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalled());
  },
};

export const DeadConfirmationLink: Story = {
  render: confirmStep,
  parameters: { app: confirmApp, msw: [fail(endpoints.confirmSignUp, 404, { message: 'Not found' })] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('accountSecurity.confirm.submit') }));
    await expect(await canvas.findByText(t('accountSecurity.deadLink.confirmation'))).toBeVisible();
  },
};

export const AddressTakenMeanwhile: Story = {
  render: confirmStep,
  parameters: {
    app: confirmApp,
    msw: [fail(endpoints.confirmSignUp, 409, { message: 'This email address is already used by another account.' })],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('accountSecurity.confirm.submit') }));
    await expect(await canvas.findByText('This email address is already used by another account.')).toBeVisible();
  },
};
