import { adminCompaniesEndpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, handle, pending, validationFailure } from '../../storybook/msw-handlers';
import { storyText, type StoryText } from '../../storybook/story-text';
import CompanyScreen from './CompanyScreen';
import { acme, acmeId, companyHandlers, validatedAcme } from './story-fixtures';

const page = { routeName: 'admin-companies-company' as const, path: `/admin/companies/${acmeId}` };

/**
 * /admin/companies/{company}: the company's data and owner, its verification with the decision item by
 * item beside what the company entered, its team members (paged), locations and assigned apps, and
 * deleting it after confirmation. An administrator who only views companies sees it read-only.
 */
const meta = {
  title: 'Screens/Admin/Companies/Company',
  component: CompanyScreen,
  decorators: [appDecorator],
  parameters: {
    app: { ...page, signedInAs: 'companyEditor', toaster: true },
    msw: companyHandlers(),
  },
} satisfies Meta<typeof CompanyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: acme.company.name });
  return canvas;
}

async function expectToast(message: string) {
  const toasts = screen.getByRole('region', { name: 'Messages' });
  await waitFor(() => expect(toasts).toHaveTextContent(message));
}

/** Marks one checklist item as not confirmed. */
async function failItem(canvas: ReturnType<typeof within>, t: StoryText, item: 'phone' | 'vat_number') {
  const group = canvas.getByRole('radiogroup', { name: t.field(`checks.${item}`) });
  await userEvent.click(within(group).getByRole('radio', { name: t('adminCompanies.verification.failedItem') }));
}

export const Loading: Story = {
  parameters: { msw: [pending(adminCompaniesEndpoints.showAdminCompany)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('adminCompanies.company.loading') }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: [fail(adminCompaniesEndpoints.showAdminCompany, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('adminCompanies.company.loadFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('adminCompanies.retry') })).toBeVisible();
  },
};

/** A company waiting for verification: the checklist beside what it entered, accept and decline. */
export const WaitingForVerification: Story = {
  tags: ['route:admin-companies-company'],
  parameters: { msw: companyHandlers() },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    const checklist = canvas.getByRole('form', { name: t('adminCompanies.verification.checklist') });
    await expect(within(checklist).getAllByRole('radiogroup')).toHaveLength(6);
    await expect(checklist).toHaveTextContent(acme.company.vat_number);
    await expect(checklist).toHaveTextContent('info@acme-events.example');
    await expect(canvas.getByRole('button', { name: t('adminCompanies.verification.accept') })).toBeVisible();
    await expect(await canvas.findByText('Member 01')).toBeVisible();
    await expect(await canvas.findByText('Crew Planner')).toBeVisible();
    await expect(canvas.getByText('The number does not answer.', { exact: false })).toBeVisible();
  },
};

/** Declining with a reason for the failed item: "declined." and the state follows. */
export const Declined: Story = {
  // Each story gets a server of its own: the decisions and assignments of another story stay there.
  parameters: { msw: companyHandlers() },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    await failItem(canvas, t, 'phone');
    await userEvent.type(canvas.getByRole('textbox', { name: t.field('reasons.phone') }), 'No answer on three days.');
    await userEvent.click(canvas.getByRole('button', { name: t('adminCompanies.verification.decline') }));
    await expectToast(t('adminCompanies.verification.declined'));
    await waitFor(() =>
      expect(canvas.queryByRole('form', { name: t('adminCompanies.verification.checklist') })).not.toBeInTheDocument(),
    );
    await expect(canvas.getByText('No answer on three days.', { exact: false })).toBeVisible();
  },
};

export const Accepted: Story = {
  parameters: { msw: companyHandlers() },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('adminCompanies.verification.accept') }));
    await expectToast(t('adminCompanies.verification.accepted'));
    await expect(await canvas.findByRole('button', { name: t('adminCompanies.verification.recall') })).toBeVisible();
  },
};

/** The server's 422: the reason a failed item lacks, at its field. */
export const DecisionRefused: Story = {
  parameters: {
    msw: [
      handle(adminCompaniesEndpoints.decideCompanyValidation, () =>
        validationFailure({ 'reasons.vat_number': ['The field "Reason: VAT number" cannot be empty.'] }),
      ),
      ...companyHandlers(),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    await failItem(canvas, t, 'vat_number');
    await userEvent.click(canvas.getByRole('button', { name: t('adminCompanies.verification.decline') }));
    const reason = canvas.getByRole('textbox', { name: t.field('reasons.vat_number') });
    await waitFor(() => expect(reason).toHaveAccessibleDescription('The field "Reason: VAT number" cannot be empty.'));
  },
};

/** Another administrator decided first: the server's 409 in a toast. */
export const DecidedByAnother: Story = {
  parameters: {
    msw: [
      handle(adminCompaniesEndpoints.decideCompanyValidation, () =>
        HttpResponse.json(
          { message: 'This verification request has already been decided or withdrawn.' },
          { status: 409 },
        ),
      ),
      ...companyHandlers(),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('adminCompanies.verification.accept') }));
    await expectToast('This verification request has already been decided or withdrawn.');
  },
};

/** A 500 on the decision: "Failed to save.". */
export const DecisionFailed: Story = {
  parameters: { msw: [fail(adminCompaniesEndpoints.decideCompanyValidation, 500), ...companyHandlers()] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('adminCompanies.verification.accept') }));
    await expectToast(t('adminCompanies.failed'));
  },
};

/** Recalling a verification asks first. */
export const RecallConfirmation: Story = {
  parameters: { msw: companyHandlers(validatedAcme) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('adminCompanies.verification.recall') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('adminCompanies.verification.recallTitle') });
    await expect(dialog).toHaveTextContent(t('adminCompanies.verification.recallText'));
  },
};

export const Recalled: Story = {
  tags: ['no-visual'],
  parameters: { msw: companyHandlers(validatedAcme) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('adminCompanies.verification.recall') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('adminCompanies.verification.recallTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('adminCompanies.verification.recall') }));
    await expectToast(t('adminCompanies.verification.recalled'));
  },
};

/** Assigning an app and removing one, each with its toast. */
export const AppsAssigned: Story = {
  parameters: { msw: companyHandlers() },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: t('adminCompanies.apps.assignLabel') }));
    await userEvent.click(await screen.findByRole('option', { name: 'Stock Room' }));
    await userEvent.click(await canvas.findByRole('button', { name: t('adminCompanies.apps.assign') }));
    await expectToast(t('adminCompanies.apps.assigned'));
    await userEvent.click(
      await canvas.findByRole('button', { name: t('adminCompanies.apps.remove', { app: 'Stock Room' }) }),
    );
    await expectToast(t('adminCompanies.apps.removed'));
  },
};

/** Deleting the company asks first and names what goes with it. */
export const DeleteConfirmation: Story = {
  parameters: { msw: companyHandlers() },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('adminCompanies.delete') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('adminCompanies.delete.title') });
    await expect(dialog).toHaveTextContent(t('adminCompanies.delete.confirmText', { name: acme.company.name }));
  },
};

/** An administrator who only views companies: no decision, no changes. */
export const ReadOnly: Story = {
  parameters: { app: { ...page, signedInAs: 'admin', toaster: true } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText(t('adminCompanies.readOnly'))).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: t('adminCompanies.verification.accept') }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('adminCompanies.delete') })).not.toBeInTheDocument();
  },
};
