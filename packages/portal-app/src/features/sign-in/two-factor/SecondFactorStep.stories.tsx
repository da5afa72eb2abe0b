import { twoFactorEndpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pathTo } from '../../../route-table/path-to';
import { appDecorator } from '../../../storybook/app-decorator';
import { fail, handle, pending } from '../../../storybook/msw-handlers';
import { storyText } from '../../../storybook/story-text';
import { SecondFactorStep } from './SecondFactorStep';

/** The sign-in's second step after a right password (ADR 0033), for each set of factors and refusal. */
const meta = {
  title: 'Screens/Sign-in/Second factor',
  component: SecondFactorStep,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'sign-in', path: pathTo('sign-in', { uid: '3kXq9' }) },
    msw: [fail(twoFactorEndpoints.submitSecondFactor, 401, { message: 'invalid_code' })],
  },
  args: { uid: '3kXq9', methods: ['totp', 'recovery_code'], onExpired: fn() },
} satisfies Meta<typeof SecondFactorStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AuthenticatorCode: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('signIn.secondFactor.heading') })).toBeVisible();
    const field = canvas.getByLabelText(t('signIn.secondFactor.totpCode'));
    await waitFor(() => expect(field).toHaveFocus());
    await expect(canvas.getByRole('button', { name: t('signIn.secondFactor.useRecovery') })).toBeVisible();
  },
};

export const WrongCode: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t('signIn.secondFactor.totpCode')), '123456{Enter}');
    await expect(await canvas.findByText(t('signIn.secondFactor.invalidCode'))).toBeVisible();
    // The refused code is cleared for the next try.
    await expect(canvas.getByLabelText(t('signIn.secondFactor.totpCode'))).toHaveValue('');
  },
};

export const MissingCode: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('signIn.secondFactor.verify') }));
    await expect(canvas.getByLabelText(t('signIn.secondFactor.totpCode'))).toHaveAccessibleDescription(
      t('signIn.secondFactor.codeMissing'),
    );
  },
};

export const Verifying: Story = {
  parameters: { msw: [pending(twoFactorEndpoints.submitSecondFactor)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t('signIn.secondFactor.totpCode')), '123456{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('signIn.secondFactor.verify') })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

export const Throttled: Story = {
  parameters: {
    msw: [
      handle(twoFactorEndpoints.submitSecondFactor, () =>
        HttpResponse.json({ message: 'throttled' }, { status: 429, headers: { 'Retry-After': '120' } }),
      ),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t('signIn.secondFactor.totpCode')), '123456{Enter}');
    await expect(await canvas.findByText(t('signIn.throttled', { minutes: 2 }))).toBeVisible();
  },
};

export const RecoveryCode: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('signIn.secondFactor.useRecovery') }));
    await expect(canvas.getByText(t('signIn.secondFactor.introRecovery'))).toBeVisible();
    await expect(canvas.getByLabelText(t('signIn.secondFactor.recoveryCode'))).toHaveValue('');
    await expect(canvas.getByRole('button', { name: t('signIn.secondFactor.useTotp') })).toBeVisible();
  },
};

/** Someone with passkeys only: the passkey comes first, a recovery code is the way out. */
export const Passkey: Story = {
  args: { methods: ['passkey', 'recovery_code'] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('signIn.secondFactor.introPasskey'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('signIn.secondFactor.usePasskey') })).toBeVisible();
    await expect(canvas.queryByLabelText(t('signIn.secondFactor.totpCode'))).not.toBeInTheDocument();
  },
};
