import { endpoints, type PendingInvitationPage } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, handle, respond, validationFailure } from '../../storybook/msw-handlers';
import { storySession } from '../../storybook/story-session';
import { storyText } from '../../storybook/story-text';
import InvitationScreen from './InvitationScreen';

const token = 'Zk3v9Qm2Lr8Tx5Wb7Yc1Nd4Hf6Gj0Ps2';

const page = (changes: Partial<PendingInvitationPage> = {}): PendingInvitationPage => ({
  status: 'pending',
  company_name: 'Alpenbühne Events AG',
  owner_name: 'Olivia Alder',
  email: 'nina@example.com',
  first_name: 'Nina',
  last_name: 'Neu',
  account_exists: false,
  expires_at: '2026-11-27T09:00:00.000Z',
  ...changes,
});

const shows = (changes: Partial<PendingInvitationPage> = {}) =>
  respond(endpoints.showInvitation, { data: page(changes) });

const accepted = fn<(body: unknown) => void>();

/** The page an invitation's link opens, signed out as most invitees are. */
const meta = {
  title: 'Screens/Invitation link',
  component: InvitationScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'invitation', path: `/invitations/${token}` },
    msw: [
      shows(),
      handle(endpoints.acceptInvitation, async ({ request }) => {
        accepted(await request.json());
        return HttpResponse.json({ data: { email: 'nina@example.com', company_name: 'Alpenbühne Events AG' } });
      }),
      respond(endpoints.joinInvitation, { data: { email: 'nina@example.com', company_name: 'Alpenbühne Events AG' } }),
    ],
  },
} satisfies Meta<typeof InvitationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new person: name and password, then the sign-in with the invited address. */
export const NewPerson: Story = {
  tags: ['route:invitation'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: t('invitation.heading', { company: 'Alpenbühne Events AG' }),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        t('invitation.intro', { owner: 'Olivia Alder', email: 'nina@example.com', company: 'Alpenbühne Events AG' }),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.field('first_name') })).toHaveValue('Nina');
    await userEvent.type(canvas.getByLabelText(t.field('password')), 'a good password');
    await userEvent.type(canvas.getByLabelText(t.field('password_confirmation')), 'a good password');
    await userEvent.click(canvas.getByRole('button', { name: t('invitation.accept') }));
    await waitFor(() => expect(storySession.signInPath).toHaveBeenCalledWith('/', 'nina@example.com'));
    await expect(accepted).toHaveBeenCalledWith(
      expect.objectContaining({ first_name: 'Nina', password: 'a good password' }),
    );
  },
};

export const NewPersonPasswordsDiffer: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: t('invitation.accept') });
    await userEvent.type(canvas.getByLabelText(t.field('password')), 'a good password');
    await userEvent.type(canvas.getByLabelText(t.field('password_confirmation')), 'another one');
    await userEvent.click(canvas.getByRole('button', { name: t('invitation.accept') }));
    await waitFor(() =>
      expect(canvas.getByLabelText(t.field('password_confirmation'))).toHaveAccessibleDescription(
        t.validation('confirmed'),
      ),
    );
  },
};

/** The server's 422 lands on its field. */
export const NewPersonRefusedByServer: Story = {
  parameters: {
    msw: [shows(), handle(endpoints.acceptInvitation, () => validationFailure({ first_name: ['Wrong format'] }))],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: t('invitation.accept') });
    await userEvent.type(canvas.getByLabelText(t.field('password')), 'a good password');
    await userEvent.type(canvas.getByLabelText(t.field('password_confirmation')), 'a good password');
    await userEvent.click(canvas.getByRole('button', { name: t('invitation.accept') }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: t.field('first_name') })).toHaveAccessibleDescription('Wrong format'),
    );
  },
};

/** A person with an account, signed out: signs in with the invited address, then joins. */
export const ExistingAccount: Story = {
  parameters: { msw: [shows({ account_exists: true })] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('invitation.existing', { email: 'nina@example.com' }))).toBeVisible();
    await expect(canvas.queryByLabelText(t.field('password'))).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('invitation.signIn') }));
    await waitFor(() => expect(storySession.signIn).toHaveBeenCalledWith(`/invitations/${token}`, 'nina@example.com'));
  },
};

/** Back from signing in: the button joins the company. */
export const ExistingAccountSignedIn: Story = {
  parameters: {
    app: { signedInAs: 'member' },
    msw: [
      shows({ account_exists: true }),
      respond(endpoints.joinInvitation, { data: { email: 'nina@example.com', company_name: 'Alpenbühne Events AG' } }),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const join = await canvas.findByRole('button', { name: t('invitation.join', { company: 'Alpenbühne Events AG' }) });
    await userEvent.click(join);
    await waitFor(() => expect(storySession.reloadIdentity).toHaveBeenCalled());
  },
};

export const SignedInAsSomeoneElse: Story = {
  parameters: {
    app: { signedInAs: 'member' },
    msw: [
      shows({ account_exists: true }),
      fail(endpoints.joinInvitation, 409, {
        message: 'This invitation is for another email address. Sign in with the invited address to accept it.',
      }),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('invitation.join', { company: 'Alpenbühne Events AG' }) }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/another email address/);
    await expect(
      canvas.getByRole('button', { name: t('invitation.otherAccount', { email: 'nina@example.com' }) }),
    ).toBeVisible();
  },
};

/** A used link: says so, and whom to ask (the company and its owner; the server sends nothing more). */
export const Used: Story = {
  parameters: {
    msw: [
      respond(endpoints.showInvitation, {
        data: { status: 'accepted', company_name: 'Alpenbühne Events AG', owner_name: 'Olivia Alder' },
      }),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const state = await canvas.findByRole('status');
    await expect(state).toHaveTextContent(t('invitation.accepted.title'));
    await expect(state).toHaveTextContent(
      t('invitation.accepted.text', { owner: 'Olivia Alder', company: 'Alpenbühne Events AG' }),
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/**
 * An expired, withdrawn or replaced link: the server answers only that it ended, so the page says only
 * that it can no longer be used and to ask whoever invited, naming nobody.
 */
export const NoLongerUsable: Story = {
  parameters: { msw: [respond(endpoints.showInvitation, { data: { status: 'ended' } })] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const state = await canvas.findByRole('status');
    await expect(state).toHaveTextContent(t('invitation.ended.title'));
    await expect(state).toHaveTextContent(t('invitation.ended.text'));
    await expect(canvas.getByRole('heading', { level: 1, name: t('route.invitation.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('invitation.toPortal') })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const UnknownLink: Story = {
  parameters: { msw: [fail(endpoints.showInvitation, 404, { message: 'Not found.' })] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('invitation.notFound'));
  },
};

export const ServerFailure: Story = {
  parameters: { msw: [fail(endpoints.showInvitation, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('invitation.failed'));
  },
};

export const NewPersonInGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Alpenbühne Events AG beitreten' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Annehmen und anmelden' })).toBeVisible();
  },
};
