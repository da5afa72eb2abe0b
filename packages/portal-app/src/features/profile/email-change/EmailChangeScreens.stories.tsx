import { endpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../../storybook/app-decorator';
import { storyText } from '../../../storybook/story-text';
import { fail, handle, respond } from '../../../storybook/msw-handlers';
import EmailChangeConfirmScreen from './EmailChangeConfirmScreen';
import EmailChangeRevokeScreen from './EmailChangeRevokeScreen';
import { pathTo } from '../../../route-table/path-to';

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
  tags: ['route:email-change-confirm'],
  parameters: {
    msw: [
      handle(endpoints.confirmEmailChange, ({ params }) =>
        params.token === token ? Response.json({ data: { email: 'pia@new.example' } }) : Response.error(),
      ),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('emailChange.confirm.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('emailChange.confirm.action') }));
    await expect(await canvas.findByText(t('emailChange.confirm.done', { email: 'pia@new.example' }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('emailChange.toPortal') })).toHaveAttribute(
      'href',
      pathTo('index'),
    );
  },
};

export const ExpiredOrUsedLink: Story = {
  parameters: { msw: [fail(endpoints.confirmEmailChange, 404, { message: 'Not found' })] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('emailChange.confirm.action') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('emailChange.invalidLink'));
  },
};

export const ServerFailure: Story = {
  parameters: { msw: [fail(endpoints.confirmEmailChange, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('emailChange.confirm.action') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('emailChange.failed'));
  },
};

export const Revoke: Story = {
  tags: ['route:email-change-revoke'],
  render: () => <EmailChangeRevokeScreen />,
  parameters: {
    app: { routeName: 'email-change-revoke', path: `/email-change/revoke/${token}` },
    msw: [respond(endpoints.revokeEmailChange, { data: { email: 'pia@example.org' } })],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('emailChange.revoke.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('emailChange.revoke.action') }));
    await expect(await canvas.findByText(t('emailChange.revoke.done', { email: 'pia@example.org' }))).toBeVisible();
  },
};

export const RevokeExpired: Story = {
  render: () => <EmailChangeRevokeScreen />,
  parameters: {
    app: { routeName: 'email-change-revoke', path: `/email-change/revoke/${token}` },
    msw: [fail(endpoints.revokeEmailChange, 404, { message: 'Not found' })],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('emailChange.revoke.action') }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(t('emailChange.invalidLink')));
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
