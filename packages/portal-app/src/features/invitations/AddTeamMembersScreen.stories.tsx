import { endpoints, type ImportResult, type Invitation, type TeamMemberChoices } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, handle, pending, respond, validationFailure } from '../../storybook/msw-handlers';
import { storyText } from '../../storybook/story-text';
import AddTeamMembersScreen from './AddTeamMembersScreen';

const choices: TeamMemberChoices = {
  locations: [
    { id: '6c0d7e1a-0000-4000-8000-000000000001', name: 'Headquarters Berlin', is_headquarters: true },
    { id: '6c0d7e1a-0000-4000-8000-000000000002', name: 'Warehouse Potsdam', is_headquarters: false },
  ],
  roles: [
    { id: '6c0d7e1a-0000-4000-8000-000000000003', display_name: 'Team member', is_default: true },
    { id: '6c0d7e1a-0000-4000-8000-000000000004', display_name: 'Manager', is_default: false },
  ],
};

const invitation = (changes: Partial<Invitation>): Invitation => ({
  id: '6c0d7e1a-0000-4000-8000-000000000005',
  email: 'lena.lang@example.com',
  first_name: 'Lena',
  last_name: 'Lang',
  position: 'Sound engineer',
  status: 'pending',
  sent_at: '2026-11-20T09:00:00.000Z',
  expires_at: '2026-11-27T09:00:00.000Z',
  accepted_at: null,
  ...changes,
});

const invitations: Invitation[] = [
  invitation({}),
  invitation({
    id: '6c0d7e1a-0000-4000-8000-000000000006',
    email: 'tom.tardy@example.com',
    first_name: 'Tom',
    last_name: 'Tardy',
    status: 'expired',
    sent_at: '2026-11-10T09:00:00.000Z',
    expires_at: '2026-11-17T09:00:00.000Z',
  }),
  invitation({
    id: '6c0d7e1a-0000-4000-8000-000000000007',
    email: 'ana.arndt@example.com',
    first_name: 'Ana',
    last_name: 'Arndt',
    status: 'accepted',
    accepted_at: '2026-11-18T10:00:00.000Z',
  }),
];

const preview: ImportResult = {
  valid: 1,
  rows: [
    {
      line: 2,
      values: {
        email: 'nina@example.com',
        first_name: 'Nina',
        last_name: 'Neu',
        position: 'Rigger',
        location: '',
        company_role: '',
      },
      problems: {},
      outcome: null,
    },
    {
      line: 3,
      values: {
        email: 'henry@harbour.example',
        first_name: 'Henry',
        last_name: '',
        position: '',
        location: '',
        company_role: '',
      },
      problems: { email: ['E-mail address already exists in another team'] },
      outcome: null,
    },
    {
      line: 4,
      values: {
        email: 'olivia@acme.example',
        first_name: '',
        last_name: '',
        position: '',
        location: '',
        company_role: '',
      },
      problems: {},
      outcome: 'already_member',
    },
  ],
};

const imported: ImportResult = {
  valid: 1,
  rows: preview.rows.map((row) => ({ ...row, outcome: row.outcome ?? (row.line === 2 ? 'invited' : 'refused') })),
};

const invitationsSent = fn<(body: unknown) => void>();

/** What the screen asks for, answered as for Acme's owner; a story puts its own answers first. */
const screenHandlers = [
  respond(endpoints.getTeamMemberChoices, { data: choices }),
  respond(endpoints.listInvitations, { data: invitations }),
  respond(endpoints.createTeamMember, {
    data: { outcome: 'email_not_found', user_id: null, email: 'nina@example.com' },
  }),
  handle(endpoints.createInvitation, async ({ request }) => {
    invitationsSent(await request.json());
    return HttpResponse.json({
      data: invitation({ id: '6c0d7e1a-0000-4000-8000-000000000008', email: 'nina@example.com' }),
    });
  }),
  respond(endpoints.resendInvitation, {
    data: invitation({ id: '6c0d7e1a-0000-4000-8000-000000000009', email: 'tom.tardy@example.com' }),
  }),
  respond(endpoints.revokeInvitation, { data: { revoked: true } }),
  respond(endpoints.previewTeamMemberImport, { data: preview }),
  respond(endpoints.importTeamMembers, { data: imported }),
];

const meta = {
  title: 'Screens/Company/Team members/Add',
  component: AddTeamMembersScreen,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'company-team-members-create', signedInAs: 'owner', toaster: true },
    msw: screenHandlers,
  },
} satisfies Meta<typeof AddTeamMembersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectToast(message: string) {
  const toasts = screen.getByRole('region', { name: 'Messages' });
  await waitFor(() => expect(toasts).toHaveTextContent(message));
}

const csvFile = () => new File(['email\nnina@example.com\n'], 'team.csv', { type: 'text/csv' });

export const Filled: Story = {
  tags: ['route:company-team-members-create'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('route.companyTeamMembersCreate.title') }),
    ).toBeVisible();
    const list = await canvas.findByRole('region', { name: t('invitations.list.heading') });
    await expect(within(list).getByRole('table', { name: t('invitations.list.heading') })).toBeVisible();
    const row = (email: string) => within(list).getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) });
    await expect(row('lena.lang@example.com')).toHaveTextContent(t('invitations.status.pending'));
    await expect(row('tom.tardy@example.com')).toHaveTextContent(t('invitations.status.expired'));
    await expect(row('ana.arndt@example.com')).toHaveTextContent(t('invitations.status.accepted'));
    // Accepted invitations can be neither resent nor revoked.
    await expect(within(row('ana.arndt@example.com')).queryByRole('button')).not.toBeInTheDocument();
    await expect(
      within(row('tom.tardy@example.com')).getByRole('button', {
        name: t('invitations.list.resendFor', { email: 'tom.tardy@example.com' }),
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('invitations.import.template') })).toHaveAttribute(
      'download',
      'team-members.csv',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: [pending(endpoints.listInvitations), pending(endpoints.getTeamMemberChoices), ...screenHandlers] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: t.field('email') })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const NoInvitations: Story = {
  parameters: { msw: [respond(endpoints.listInvitations, { data: [] }), ...screenHandlers] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(canvasElement).findByText(t('invitations.list.empty'))).toBeVisible();
  },
};

export const ListFailed: Story = {
  parameters: { msw: [fail(endpoints.listInvitations, 500), ...screenHandlers] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    // Said where the list would be (the toaster's alert region is another one).
    await expect(await within(canvasElement).findByText(t('invitations.list.failed'))).toHaveAttribute('role', 'alert');
  },
};

export const AddsAPersonWithAnAccount: Story = {
  parameters: {
    msw: [
      respond(endpoints.createTeamMember, {
        data: { outcome: 'added', user_id: '6c0d7e1a-0000-4000-8000-00000000000a', email: 'paul@example.com' },
      }),
      ...screenHandlers,
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t.field('email') }), 'paul@example.com');
    await userEvent.click(canvas.getByRole('button', { name: t('invitations.byEmail.submit') }));
    await expectToast(t('invitations.added', { email: 'paul@example.com' }));
    await expect(canvas.getByRole('textbox', { name: t.field('email') })).toHaveValue('');
  },
};

/** The confirmation dialog of spec §8: the address has no account; the person is invited instead. */
export const InviteDialog: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t.field('email') }), 'nina@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: t.field('first_name') }), 'Nina');
    await userEvent.click(canvas.getByRole('button', { name: t('invitations.byEmail.submit') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('invitations.invite.title') });
    await expect(dialog).toHaveTextContent(
      t('invitations.invite.text', { email: 'nina@example.com', company: 'Acme Events GmbH' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('invitations.invite.confirm') }));
    await expectToast(t('invitations.sent'));
    await expect(invitationsSent).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'nina@example.com', first_name: 'Nina' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const InviteDialogCancelled: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t.field('email') }), 'nina@example.com');
    await userEvent.click(canvas.getByRole('button', { name: t('invitations.byEmail.submit') }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('invitations.cancel') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The address stays, to correct a typo.
    await expect(canvas.getByRole('textbox', { name: t.field('email') })).toHaveValue('nina@example.com');
  },
};

export const Saving: Story = {
  parameters: { msw: [pending(endpoints.createTeamMember), ...screenHandlers] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t.field('email') }), 'nina@example.com');
    await userEvent.click(canvas.getByRole('button', { name: t('invitations.byEmail.submit') }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('invitations.byEmail.submit') })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** A member of another company: the server's §5 message at the field. */
export const RefusedAddress: Story = {
  parameters: {
    msw: [
      handle(endpoints.createTeamMember, () =>
        validationFailure({ email: ['E-mail address already exists in another team'] }),
      ),
      ...screenHandlers,
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: t.field('email') });
    await userEvent.type(email, 'henry@harbour.example');
    await userEvent.click(canvas.getByRole('button', { name: t('invitations.byEmail.submit') }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('E-mail address already exists in another team'));
    await expect(email).toHaveFocus();
  },
};

export const ServerError: Story = {
  parameters: { msw: [fail(endpoints.createTeamMember, 500), ...screenHandlers] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t.field('email') }), 'nina@example.com');
    await userEvent.click(canvas.getByRole('button', { name: t('invitations.byEmail.submit') }));
    await expectToast(t('forms.saveFailed'));
  },
};

export const ResendAndRevoke: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('invitations.list.resendFor', { email: 'tom.tardy@example.com' }) }),
    );
    await expectToast(t('invitations.sent'));
    await userEvent.click(
      canvas.getByRole('button', { name: t('invitations.list.revokeFor', { email: 'lena.lang@example.com' }) }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: t('invitations.revoke.title') });
    await expect(dialog).toHaveTextContent(t('invitations.revoke.text', { email: 'lena.lang@example.com' }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('invitations.list.revoke') }));
    await expectToast(t('invitations.revoked'));
  },
};

/** The CSV preview: every row with its problems, then the import's outcome per row. */
export const CsvPreviewAndImport: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, csvFile());
    const previewTable = await canvas.findByRole('region', { name: t('invitations.import.previewHeading') });
    // The table itself is named too, for those who move by tables.
    await expect(
      within(previewTable).getByRole('table', { name: t('invitations.import.previewHeading') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('invitations.import.previewSummary', { valid: 1, total: 3 }))).toBeVisible();
    await expect(within(previewTable).getByRole('row', { name: /henry@harbour\.example/ })).toHaveTextContent(
      'E-mail address already exists in another team',
    );
    await expect(within(previewTable).getByRole('row', { name: /olivia@acme\.example/ })).toHaveTextContent(
      t('invitations.import.alreadyMember'),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('invitations.import.submit', { valid: 1 }) }));
    const result = await canvas.findByRole('region', { name: t('invitations.import.resultHeading') });
    await expect(within(result).getByRole('row', { name: /nina@example\.com/ })).toHaveTextContent(
      t('invitations.import.invited'),
    );
    await expect(within(result).getByRole('row', { name: /henry@harbour\.example/ })).toHaveTextContent(
      t('invitations.import.refused'),
    );
    await expectToast(t('invitations.import.resultSummary', { valid: 1 }));
  },
};

export const CsvFileRefused: Story = {
  parameters: {
    msw: [
      handle(endpoints.previewTeamMemberImport, () =>
        validationFailure({ file: ['The file can have at most 1000 rows.'] }),
      ),
      ...screenHandlers,
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, csvFile());
    const drop = canvas.getByRole('group', { name: t('invitations.import.dropLabel') });
    await waitFor(() =>
      expect(within(drop).getByRole('alert')).toHaveTextContent('The file can have at most 1000 rows.'),
    );
    await expect(
      canvas.queryByRole('region', { name: t('invitations.import.previewHeading') }),
    ).not.toBeInTheDocument();
  },
};
