import { twoFactorEndpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pathTo } from '../../../route-table/path-to';
import { appDecorator } from '../../../storybook/app-decorator';
import { fail, handle, pending, respond, validationFailure } from '../../../storybook/msw-handlers';
import { storyText } from '../../../storybook/story-text';
import { TwoFactorSetupStep } from './TwoFactorSetupStep';

const key = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Eventsuite:max%40acme.example?issuer=Eventsuite&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
const codes = ['4fk2m-9tq7x', 'h3p8w-2ncv6', 'z7r5d-k1mb9', '0qj6s-y8ea3', 'b2c9v-6tpw4'];

/** Setting up an authenticator app inside the sign-in, for a member whose company requires it. */
const meta = {
  title: 'Screens/Sign-in/Two-factor setup',
  component: TwoFactorSetupStep,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'sign-in', path: pathTo('sign-in', { uid: '3kXq9' }) },
    msw: [
      respond(twoFactorEndpoints.startSignInTotpSetup, { data: key }),
      handle(twoFactorEndpoints.confirmSignInTotpSetup, () => validationFailure({ code: ['This code is not valid.'] })),
    ],
  },
  args: { uid: '3kXq9', onExpired: fn() },
} satisfies Meta<typeof TwoFactorSetupStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: [pending(twoFactorEndpoints.startSignInTotpSetup)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('signIn.setup.heading') })).toBeVisible();
    await expect(canvas.queryByLabelText(t.field('code'))).not.toBeInTheDocument();
  },
};

export const KeyShown: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: t('twoFactor.key.qrCode') })).toBeVisible();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
  },
};

export const WrongCode: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(t.field('code')), '123456');
    await userEvent.click(canvas.getByRole('button', { name: t('twoFactor.key.confirm') }));
    await waitFor(() =>
      expect(canvas.getByLabelText(t.field('code'))).toHaveAccessibleDescription(t.validation('invalid_code', 'code')),
    );
  },
};

export const Failed: Story = {
  parameters: { msw: [fail(twoFactorEndpoints.startSignInTotpSetup, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(canvasElement).findByText(t('common.requestFailed'))).toBeVisible();
  },
};

export const CodesShown: Story = {
  parameters: {
    msw: [
      respond(twoFactorEndpoints.startSignInTotpSetup, { data: key }),
      handle(twoFactorEndpoints.confirmSignInTotpSetup, () =>
        HttpResponse.json({ data: { recovery_codes: codes, redirect_to: 'https://portal.example/oidc/auth/3kXq9' } }),
      ),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(t.field('code')), '123456');
    await userEvent.click(canvas.getByRole('button', { name: t('twoFactor.key.confirm') }));
    const list = await canvas.findByRole('list', { name: t('twoFactor.codes.list') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(codes.length);
    await expect(canvas.getByRole('button', { name: t('signIn.setup.continue') })).toBeVisible();
  },
};
