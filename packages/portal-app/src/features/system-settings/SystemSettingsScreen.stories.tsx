import {
  systemSettingsEndpoints,
  type EnvironmentFacts,
  type EventsuiteRoleSettings,
  type MailOutbox,
} from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, handle, pending, respond, validationFailure } from '../../storybook/msw-handlers';
import { storyText, type StoryText } from '../../storybook/story-text';
import SystemSettingsScreen from './SystemSettingsScreen';

const roles: EventsuiteRoleSettings = {
  personal: '1b6f2f70-0000-4000-8000-000000000001',
  company_member: '1b6f2f70-0000-4000-8000-000000000002',
  company_owner: null,
  roles: [
    { id: '1b6f2f70-0000-4000-8000-000000000001', name: 'Private user', is_personal: true },
    { id: '1b6f2f70-0000-4000-8000-000000000002', name: 'Team member', is_personal: false },
    { id: '1b6f2f70-0000-4000-8000-000000000003', name: 'Manager', is_personal: false },
  ],
};

const facts: EnvironmentFacts = {
  product_name: 'Eventsuite',
  public_url: 'https://portal.example.com',
  mail_from: 'Eventsuite <no-reply@example.com>',
  smtp_configured: true,
  access_token_lifetime: 300,
  refresh_token_lifetime: 1_209_600,
  sign_in_attempts: 5,
  sign_in_window: 900,
  database: 'postgres',
};

const outbox: MailOutbox = {
  total: 2,
  mails: [
    {
      id: '6c1f0c8e-0000-4000-8000-000000000001',
      recipient: 'bea@example.com',
      subject: 'Your invitation to Acme Events',
      created_at: '2026-11-27T08:00:00Z',
      attempts: 10,
      last_error: 'connect ECONNREFUSED 10.0.0.5:587',
      failed: true,
    },
    {
      id: '6c1f0c8e-0000-4000-8000-000000000002',
      recipient: 'luke@example.com',
      subject: 'Confirm your email address',
      created_at: '2026-11-28T09:15:00Z',
      attempts: 1,
      last_error: null,
      failed: false,
    },
  ],
};

const filled = [
  respond(systemSettingsEndpoints.showEventsuiteRoleSettings, { data: roles }),
  respond(systemSettingsEndpoints.showSupportedLanguages, { data: { languages: ['en', 'de'] } }),
  respond(systemSettingsEndpoints.showEnvironmentFacts, { data: facts }),
  respond(systemSettingsEndpoints.showMailOutbox, { data: outbox }),
  respond(systemSettingsEndpoints.updateEventsuiteRoleSettings, {
    data: { ...roles, company_owner: '1b6f2f70-0000-4000-8000-000000000003' },
  }),
  respond(systemSettingsEndpoints.updateSupportedLanguages, { data: { languages: ['en'] } }),
  respond(systemSettingsEndpoints.retryOutboxMail, {
    data: { total: 2, mails: outbox.mails.map((mail) => ({ ...mail, attempts: 0, failed: false })) },
  }),
];

/** /admin/settings: the Eventsuite roles, the supported languages, the environment and the mail outbox. */
const meta = {
  title: 'Screens/Admin/Settings',
  component: SystemSettingsScreen,
  decorators: [appDecorator],
  parameters: { app: { routeName: 'admin-settings', signedInAs: 'contentEditor', toaster: true }, msw: filled },
} satisfies Meta<typeof SystemSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement, t: StoryText) {
  const canvas = within(canvasElement);
  await canvas.findByText('https://portal.example.com', {}, { timeout: 5000 });
  await canvas.findByText('Your invitation to Acme Events');
  await canvas.findByRole('combobox', { name: t.field('company_owner') });
  return canvas;
}

async function expectToast(message: string) {
  // The toaster loads with the first toast.
  const toasts = await screen.findByRole('region', { name: /^(Messages|Meldungen)$/ }, { timeout: 5000 });
  await waitFor(() => expect(toasts).toHaveTextContent(message));
}

const section = (canvas: ReturnType<typeof within>, name: string) => within(canvas.getByRole('region', { name }));

export const Loading: Story = {
  parameters: {
    msw: [
      pending(systemSettingsEndpoints.showEventsuiteRoleSettings),
      pending(systemSettingsEndpoints.showSupportedLanguages),
      pending(systemSettingsEndpoints.showEnvironmentFacts),
      pending(systemSettingsEndpoints.showMailOutbox),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('route.adminSettings.title') })).toBeVisible();
    for (const loading of [
      t('systemSettings.rolesLoading'),
      t('systemSettings.languagesLoading'),
      t('systemSettings.environmentLoading'),
      t('systemSettings.outboxLoading'),
    ]) {
      await expect(canvas.getByText(loading)).toBeVisible();
    }
  },
};

export const Filled: Story = {
  tags: ['route:admin-settings'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await expect(canvas.getByRole('combobox', { name: t.field('personal') })).toHaveTextContent('Private user');
    await expect(canvas.getByRole('combobox', { name: t.field('company_owner') })).toHaveTextContent(
      t('systemSettings.ownerDefault'),
    );
    const languages = section(canvas, t('systemSettings.languages'));
    await expect(languages.getByRole('checkbox', { name: t.language('en') })).toBeDisabled();
    await expect(languages.getByRole('checkbox', { name: t.language('de') })).toBeChecked();
    const environment = section(canvas, t('systemSettings.environment'));
    await expect(environment.getByText(t('systemSettings.postgres'))).toBeVisible();
    await expect(environment.getByText(t('systemSettings.days', { count: 14 }))).toBeVisible();
    const mails = section(canvas, t('systemSettings.outbox'));
    await expect(
      mails.getByText(t('systemSettings.lastError', { error: 'connect ECONNREFUSED 10.0.0.5:587' })),
    ).toBeVisible();
    // Only the failed mail can be sent again.
    await expect(mails.getAllByRole('button', { name: containingRetry(t) })).toHaveLength(1);
  },
};

const containingRetry = (t: StoryText) =>
  t('systemSettings.retryMailLabel', { subject: 'Your invitation to Acme Events', recipient: 'bea@example.com' });

/** Choosing an owner role and saving: "Saved successfully.". */
export const RolesSaved: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await userEvent.click(canvas.getByRole('combobox', { name: t.field('company_owner') }));
    await userEvent.click(await screen.findByRole('option', { name: 'Manager' }));
    // The page is hidden from assistive technology until the list has closed.
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull(), { timeout: 5000 });
    await userEvent.click(
      section(canvas, t('systemSettings.roles')).getByRole('button', { name: t('systemSettings.save') }),
    );
    await expectToast(t('forms.saved'));
  },
};

/** The server's 422 at the field it names. */
export const RolesRefused: Story = {
  parameters: {
    msw: [
      handle(systemSettingsEndpoints.updateEventsuiteRoleSettings, () =>
        validationFailure({ company_owner: ['Must be chosen'] }),
      ),
      ...filled,
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await userEvent.click(
      section(canvas, t('systemSettings.roles')).getByRole('button', { name: t('systemSettings.save') }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: t.field('company_owner') })).toHaveAccessibleDescription(
        'Must be chosen',
      ),
    );
  },
};

export const LanguagesSaved: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    const languages = section(canvas, t('systemSettings.languages'));
    await userEvent.click(languages.getByRole('checkbox', { name: t.language('de') }));
    await userEvent.click(languages.getByRole('button', { name: t('systemSettings.save') }));
    await expectToast(t('forms.saved'));
  },
};

export const LanguagesFailed: Story = {
  tags: ['no-visual'],
  parameters: { msw: [fail(systemSettingsEndpoints.updateSupportedLanguages, 500), ...filled] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    const languages = section(canvas, t('systemSettings.languages'));
    await userEvent.click(languages.getByRole('button', { name: t('systemSettings.save') }));
    await expectToast(t('forms.saveFailed'));
  },
};

export const MailRetried: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await userEvent.click(canvas.getByRole('button', { name: containingRetry(t) }));
    await expectToast(t('systemSettings.retried'));
    await waitFor(() => expect(canvas.queryByRole('button', { name: containingRetry(t) })).toBeNull());
  },
};

export const EmptyOutbox: Story = {
  parameters: { msw: [respond(systemSettingsEndpoints.showMailOutbox, { data: { total: 0, mails: [] } }), ...filled] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('systemSettings.outboxEmpty'))).toBeVisible();
  },
};

/** An administrator who may only read: no save, no retry. */
export const ReadOnly: Story = {
  parameters: { app: { routeName: 'admin-settings', signedInAs: 'admin' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await expect(canvas.getByText(t('systemSettings.readOnly'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('systemSettings.save') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: containingRetry(t) })).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: [
      fail(systemSettingsEndpoints.showEventsuiteRoleSettings, 500),
      fail(systemSettingsEndpoints.showSupportedLanguages, 500),
      fail(systemSettingsEndpoints.showEnvironmentFacts, 500),
      fail(systemSettingsEndpoints.showMailOutbox, 500),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('systemSettings.rolesLoadFailed'))).toBeVisible();
    await expect(await canvas.findByText(t('systemSettings.outboxLoadFailed'))).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement, t);
    await expect(canvas.getByText('Your invitation to Acme Events')).toBeVisible();
  },
};
