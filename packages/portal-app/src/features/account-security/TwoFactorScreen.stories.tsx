import { twoFactorEndpoints, type TwoFactorStatus } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, handle, pending, respond, validationFailure } from '../../storybook/msw-handlers';
import { containing, storyText } from '../../storybook/story-text';
import TwoFactorScreen from './TwoFactorScreen';

const none: TwoFactorStatus = {
  totp: false,
  recovery_codes_left: 0,
  passkeys: [],
  required_by: [],
  has_password: true,
};
/** The password the story server takes to remove a factor. */
const rightPassword = 'right password';
const secured: TwoFactorStatus = {
  totp: true,
  recovery_codes_left: 8,
  passkeys: [
    {
      id: '7b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c01',
      name: 'Work laptop',
      passwordless: true,
      created_at: '2026-10-02T08:00:00.000Z',
      last_used_at: '2026-11-27T07:45:00.000Z',
    },
    {
      id: '7b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c02',
      name: 'Security key',
      passwordless: false,
      created_at: '2026-11-01T08:00:00.000Z',
      last_used_at: null,
    },
  ],
  required_by: ['Acme Events GmbH'],
  has_password: true,
};
const key = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Eventsuite:max%40acme.example?issuer=Eventsuite&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
const codes = ['4fk2m-9tq7x', 'h3p8w-2ncv6', 'z7r5d-k1mb9', '0qj6s-y8ea3', 'b2c9v-6tpw4', 'm8n3x-q5rt2'];

/** A person's second factors as the server keeps them, answering the screen's changes. */
function factorHandlers(initial: TwoFactorStatus) {
  let status = initial;
  // Removing a factor takes the password, unless the person has none.
  const removalConfirmed = async (request: Request) =>
    !status.has_password || ((await request.json()) as { password?: string }).password === rightPassword;
  const answer = () => HttpResponse.json({ data: status });
  return [
    handle(twoFactorEndpoints.getTwoFactor, answer),
    respond(twoFactorEndpoints.startTotpSetup, { data: key }),
    handle(twoFactorEndpoints.confirmTotp, async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      if (code !== '123456') return validationFailure({ code: ['This code is not valid.'] });
      status = { ...status, totp: true, recovery_codes_left: 10 };
      return HttpResponse.json({ data: { recovery_codes: codes } });
    }),
    handle(twoFactorEndpoints.removeTotp, async ({ request }) => {
      if (!(await removalConfirmed(request))) return validationFailure({ password: ['Invalid password'] });
      status = { ...status, totp: false };
      return answer();
    }),
    respond(twoFactorEndpoints.renewRecoveryCodes, { data: { recovery_codes: codes } }),
    handle(twoFactorEndpoints.deletePasskey, async ({ params, request }) => {
      if (!(await removalConfirmed(request))) return validationFailure({ password: ['Invalid password'] });
      status = { ...status, passkeys: status.passkeys.filter((passkey) => passkey.id !== params.passkey) };
      return answer();
    }),
    respond(twoFactorEndpoints.getCompanyTwoFactor, { data: { required: false } }),
    handle(twoFactorEndpoints.updateCompanyTwoFactor, async ({ request }) =>
      HttpResponse.json({ data: (await request.json()) as { required: boolean } }),
    ),
  ];
}

const meta = {
  title: 'Screens/Two-factor sign-in',
  component: TwoFactorScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'security-two-factor', signedInAs: 'member', toaster: true },
    msw: factorHandlers(none),
  },
} satisfies Meta<typeof TwoFactorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: [pending(twoFactorEndpoints.getTwoFactor)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('security.twoFactor.loading'))).toBeVisible();
  },
};

export const Empty: Story = {
  tags: ['route:security-two-factor'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('security.totp.off'))).toBeVisible();
    await expect(canvas.getByText(t('security.passkeys.empty'))).toBeVisible();
    await expect(canvas.getByText(t('security.codes.none'))).toBeVisible();
  },
};

export const Filled: Story = {
  parameters: { msw: factorHandlers(secured) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('security.totp.on'))).toBeVisible();
    await expect(canvas.getByText(t('security.twoFactor.requiredBy', { companies: 'Acme Events GmbH' }))).toBeVisible();
    await expect(canvas.getByText(t('security.codes.left', { left: 8 }))).toBeVisible();
    const list = canvas.getByRole('list', { name: t('security.passkeys.list') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(
      canvas.getByRole('checkbox', { name: t('security.passkeys.passwordlessLabel', { name: 'Work laptop' }) }),
    ).toBeChecked();
  },
};

/** Setting up the app: the key as QR code and text, a wrong code, then the right one and the codes. */
export const SetUpAuthenticator: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('security.totp.start') }));
    await expect(await canvas.findByRole('img', { name: t('twoFactor.key.qrCode') })).toBeVisible();
    const field = canvas.getByLabelText(t.field('code'));
    await userEvent.type(field, '000000');
    await userEvent.click(canvas.getByRole('button', { name: t('twoFactor.key.confirm') }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(t.validation('invalid_code', 'code')));
    await userEvent.clear(field);
    await userEvent.type(field, '123456');
    await userEvent.click(canvas.getByRole('button', { name: t('twoFactor.key.confirm') }));
    const list = await canvas.findByRole('list', { name: t('twoFactor.codes.list') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(codes.length);
    await expect(await canvas.findByText(t('security.totp.on'))).toBeVisible();
  },
};

export const RemoveAuthenticator: Story = {
  tags: ['no-visual'],
  parameters: { msw: factorHandlers(secured) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('security.totp.remove') }));
    const dialog = await screen.findByRole('dialog', { name: t('security.totp.removeTitle') });
    const password = within(dialog).getByLabelText(t.field('password'));
    await userEvent.type(password, 'wrong password');
    await userEvent.click(within(dialog).getByRole('button', { name: t('security.twoFactor.removeConfirm') }));
    // A wrong password removes nothing and says so at the field.
    await waitFor(() => expect(password).toHaveAccessibleDescription('Invalid password'));
    await expect(canvas.getByText(t('security.totp.on'))).toBeVisible();
    await userEvent.clear(password);
    await userEvent.type(password, rightPassword);
    await userEvent.click(within(dialog).getByRole('button', { name: t('security.twoFactor.removeConfirm') }));
    await expect(await canvas.findByText(t('security.totp.off'))).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Someone another provider signs in has no password to give: the removal only asks. */
export const RemoveWithoutPassword: Story = {
  tags: ['no-visual'],
  parameters: { msw: factorHandlers({ ...secured, has_password: false }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('security.totp.remove') }));
    const dialog = await screen.findByRole('dialog', { name: t('security.totp.removeTitle') });
    await expect(within(dialog).queryByLabelText(t.field('password'))).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t('security.twoFactor.removeConfirm') }));
    await expect(await canvas.findByText(t('security.totp.off'))).toBeVisible();
  },
};

export const RemovePasskeyDialog: Story = {
  parameters: { msw: factorHandlers(secured) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('security.passkeys.removeLabel', { name: 'Security key' }) }),
    );
    const dialog = await screen.findByRole('dialog', { name: t('security.passkeys.removeTitle') });
    await expect(dialog).toHaveTextContent(containing(t('security.passkeys.removeText', { name: 'Security key' })));
    await expect(dialog).toHaveTextContent(containing(t('security.twoFactor.removePassword')));
    // Visible once the dialog's opening animation has run.
    await waitFor(() => expect(within(dialog).getByLabelText(t.field('password'))).toBeVisible());
  },
};

export const RenewCodes: Story = {
  parameters: { msw: factorHandlers(secured) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('security.codes.renew') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('security.codes.renewTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('security.codes.renewConfirm') }));
    await expect(await canvas.findByRole('list', { name: t('twoFactor.codes.list') })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: [fail(twoFactorEndpoints.getTwoFactor, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('security.twoFactor.failed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('security.twoFactor.retry') })).toBeVisible();
  },
};

/** The owner of the current company decides whether every member needs a second factor. */
export const OwnerRequirement: Story = {
  parameters: { app: { routeName: 'security-two-factor', signedInAs: 'owner', toaster: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const checkbox = await canvas.findByRole('checkbox', {
      name: t('security.company.required', { company: 'Acme Events GmbH' }),
    });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await waitFor(() => expect(checkbox).toBeChecked());
    // The toast area, once it says so (the toast itself may still be fading in).
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Messages' })).toHaveTextContent(t('security.twoFactor.saved')),
    );
  },
};

/** On a phone (spec §9): the passkeys and their actions wrap. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { msw: factorHandlers(secured) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(canvasElement).findByText(t('security.totp.on'))).toBeVisible();
  },
};
