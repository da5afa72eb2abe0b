import { endpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, handle, pending, respond, validationFailure } from '../../storybook/msw-handlers';
import { containing, storyText } from '../../storybook/story-text';
import { pathTo } from '../../route-table/path-to';
import { ForgotPasswordStep } from './ForgotPasswordStep';
import { SignUpStep } from './SignUpStep';

/** The steps beside the sign-in form (issue 30): a forgotten password and a private sign-up. */
const meta = {
  title: 'Screens/Sign-in steps/Forgot password and sign-up',
  component: ForgotPasswordStep,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'sign-in', path: pathTo('sign-in', { uid: '3kXq9' }) },
    msw: [respond(endpoints.requestPasswordReset, { data: { mail_sent: true } })],
  },
  args: { onBack: fn() },
} satisfies Meta<typeof ForgotPasswordStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForgotPassword: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('accountSecurity.reset.heading') })).toHaveFocus();
    await userEvent.type(canvas.getByLabelText(t.field('email')), 'jane@acme.example');
    await userEvent.click(canvas.getByRole('button', { name: t('accountSecurity.reset.submit') }));
    await expect(
      await canvas.findByText(containing(t('accountSecurity.reset.sent', { email: 'jane@acme.example' }))),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('accountSecurity.backToSignIn') }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const ForgotPasswordInvalidEmail: Story = {
  parameters: {
    msw: [handle(endpoints.requestPasswordReset, () => validationFailure({ email: ['Invalid email address'] }))],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t.field('email')), 'jane');
    await userEvent.click(canvas.getByRole('button', { name: t('accountSecurity.reset.submit') }));
    await waitFor(() =>
      expect(canvas.getByLabelText(t.field('email'))).toHaveAccessibleDescription('Invalid email address'),
    );
  },
};

export const ForgotPasswordThrottled: Story = {
  parameters: {
    msw: [
      handle(endpoints.requestPasswordReset, () =>
        HttpResponse.json({ message: 'Too many requests.' }, { status: 429, headers: { 'Retry-After': '120' } }),
      ),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t.field('email')), 'jane@acme.example');
    await userEvent.click(canvas.getByRole('button', { name: t('accountSecurity.reset.submit') }));
    await expect(await canvas.findByText(t('accountSecurity.throttled', { minutes: 2 }))).toBeVisible();
  },
};

export const ForgotPasswordSending: Story = {
  tags: ['no-visual'],
  parameters: { msw: [pending(endpoints.requestPasswordReset)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t.field('email')), 'jane@acme.example');
    const submit = canvas.getByRole('button', { name: t('accountSecurity.reset.submit') });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
  },
};

const signUp = (args: { onBack: () => void }) => <SignUpStep onBack={args.onBack} onOpenTerms={fn()} />;

async function fillSignUp(canvasElement: HTMLElement, t: ReturnType<typeof storyText>) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(t.field('first_name')), 'Frieda');
  await userEvent.type(canvas.getByLabelText(t.field('last_name')), 'Freelance');
  await userEvent.type(canvas.getByLabelText(t.field('email')), 'frieda@example.org');
  await userEvent.type(canvas.getByLabelText(t.field('password')), 'a long passphrase of mine');
  await userEvent.type(canvas.getByLabelText(t.field('password_confirmation')), 'a long passphrase of mine');
  return canvas;
}

export const SignUp: Story = {
  render: signUp,
  parameters: {
    msw: [
      respond(endpoints.signUp, { data: { mail_sent: true } }),
      respond(endpoints.resendSignUpConfirmation, { data: { mail_sent: true } }),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await fillSignUp(canvasElement, t);
    // The strength hint loads its dictionary once something is typed.
    await expect(
      await canvas.findByText(new RegExp(t('accountSecurity.strength.label', { strength: '' }))),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: t('accountSecurity.signUp.submit') }));
    await expect(
      await canvas.findByText(containing(t('accountSecurity.signUp.sent', { email: 'frieda@example.org' }))),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('accountSecurity.signUp.resend') }));
    await expect(await canvas.findByText(containing(t('accountSecurity.signUp.resent')))).toBeVisible();
  },
};

export const NewConfirmationLink: Story = {
  render: signUp,
  parameters: { msw: [respond(endpoints.resendSignUpConfirmation, { data: { mail_sent: true } })] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('accountSecurity.signUp.lostConfirmation') }));
    await userEvent.type(canvas.getByLabelText(t.field('email')), 'frieda@example.org');
    await userEvent.click(canvas.getByRole('button', { name: t('accountSecurity.signUp.resend') }));
    await expect(
      await canvas.findByText(containing(t('accountSecurity.signUp.sent', { email: 'frieda@example.org' }))),
    ).toBeVisible();
  },
};

export const SignUpRefused: Story = {
  render: signUp,
  parameters: {
    msw: [
      handle(endpoints.signUp, () =>
        validationFailure({
          password: ['This password is among the most common ones. Please choose another.'],
          terms_accepted: ['Must be chosen'],
        }),
      ),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await fillSignUp(canvasElement, t);
    await userEvent.click(canvas.getByRole('button', { name: t('accountSecurity.signUp.submit') }));
    await waitFor(() =>
      expect(canvas.getByLabelText(t.field('password'))).toHaveAccessibleDescription(
        new RegExp('This password is among the most common ones'),
      ),
    );
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('Must be chosen');
  },
};

export const SignUpClosed: Story = {
  render: signUp,
  parameters: {
    msw: [fail(endpoints.signUp, 404, { message: 'Creating an account is not open here.' })],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await fillSignUp(canvasElement, t);
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: t('accountSecurity.signUp.submit') }));
    await expect(await canvas.findByText('Creating an account is not open here.')).toBeVisible();
  },
};

export const SignUpFailed: Story = {
  render: signUp,
  parameters: { msw: [fail(endpoints.signUp, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await fillSignUp(canvasElement, t);
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: t('accountSecurity.signUp.submit') }));
    await expect(await canvas.findByText(t('common.requestFailed'))).toBeVisible();
  },
};
