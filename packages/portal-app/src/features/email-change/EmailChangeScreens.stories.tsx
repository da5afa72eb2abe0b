import { endpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, handle, respond } from '../../storybook/msw-handlers';
import EmailChangeConfirmScreen from './EmailChangeConfirmScreen';
import EmailChangeRevokeScreen from './EmailChangeRevokeScreen';

const token = 'Zk3v9Qm2Lr8Tx5Wb7Yc1Nd4Hf6Gj0Ps2';

/** The pages mailed email-change links open; signed out, as most people follow them. */
const meta = {
  title: 'Screens/Email change links',
  component: EmailChangeConfirmScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'email-change-confirm', path: `/email-change/confirm/${token}` },
    msw: [respond(endpoints.confirmEmailChange, { data: { email: 'pia@new.example' } })],
  },
} satisfies Meta<typeof EmailChangeConfirmScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  parameters: {
    msw: [
      handle(endpoints.confirmEmailChange, ({ params }) =>
        params.token === token ? Response.json({ data: { email: 'pia@new.example' } }) : Response.error(),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirm your new email address' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm email address' }));
    await expect(await canvas.findByText('Your email address is now pia@new.example.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the portal' })).toHaveAttribute('href', '/');
  },
};

export const ExpiredOrUsedLink: Story = {
  parameters: { msw: [fail(endpoints.confirmEmailChange, 404, { message: 'Not found' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm email address' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This link has expired or has already been used.');
  },
};

export const ServerFailure: Story = {
  parameters: { msw: [fail(endpoints.confirmEmailChange, 500)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm email address' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An error occurred. Please try again later.');
  },
};

export const Revoke: Story = {
  render: () => <EmailChangeRevokeScreen />,
  parameters: {
    app: { routeName: 'email-change-revoke', path: `/email-change/revoke/${token}` },
    msw: [respond(endpoints.revokeEmailChange, { data: { email: 'pia@example.org' } })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cancel the email change' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel email change' }));
    await expect(
      await canvas.findByText('The change was cancelled. Your email address is pia@example.org.'),
    ).toBeVisible();
  },
};

export const RevokeExpired: Story = {
  render: () => <EmailChangeRevokeScreen />,
  parameters: {
    app: { routeName: 'email-change-revoke', path: `/email-change/revoke/${token}` },
    msw: [fail(endpoints.revokeEmailChange, 404, { message: 'Not found' })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel email change' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('This link has expired or has already been used.'),
    );
  },
};

export const ConfirmInGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Neue E-Mail-Adresse bestätigen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }));
    await expect(await canvas.findByText('Ihre E-Mail-Adresse lautet jetzt pia@new.example.')).toBeVisible();
  },
};
