import { endpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, pending } from '../../storybook/msw-handlers';
import { storyText } from '../../storybook/story-text';
import { CompanyVerificationSection } from './CompanyVerificationSection';
import { verificationHandlers, verifications } from './verification-fixtures';

const meta = {
  title: 'Screens/Company/Verification',
  component: CompanyVerificationSection,
  decorators: [appDecorator],
  args: { companyId: 'c-acme', canChange: true },
  parameters: {
    app: { routeName: 'company', signedInAs: 'owner', toaster: true },
    msw: verificationHandlers(verifications.notValidated),
  },
} satisfies Meta<typeof CompanyVerificationSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: [pending(endpoints.listValidationRequests)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(canvasElement).getByText(t('company.verification.loading'))).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const NotVerifiedOwnerRequests: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('company.verification.state.notValidated'))).toBeVisible();
    await expect(canvas.getByText(t('company.verification.history.empty'))).toBeVisible();
    // The checklist of spec §3, every item.
    await expect(canvas.getByText(t('company.verification.item.vatNumber'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('company.verification.request') }));
    await expect(await screen.findByText(t('company.verification.requested'))).toBeInTheDocument();
    await expect(await canvas.findByText(t('company.verification.state.requested'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('company.verification.withdraw') })).toBeVisible();
  },
};

export const RequestedOwnerWithdraws: Story = {
  parameters: { msw: verificationHandlers(verifications.requested) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('company.verification.withdraw') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('company.verification.withdraw.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('company.verification.withdraw') }));
    await expect(await screen.findByText(t('company.verification.withdrawn'))).toBeInTheDocument();
    await expect(await canvas.findByText(t('company.verification.state.notValidated'))).toBeVisible();
  },
};

export const RequestedKeepRequest: Story = {
  tags: ['no-visual'],
  parameters: { msw: verificationHandlers(verifications.requested) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const withdraw = await canvas.findByRole('button', { name: t('company.verification.withdraw') });
    await userEvent.click(withdraw);
    const dialog = await screen.findByRole('alertdialog', { name: t('company.verification.withdraw.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('company.verification.withdraw.keep') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByText(t('company.verification.state.requested'))).toBeVisible();
  },
};

export const DeclinedWithReasons: Story = {
  parameters: { msw: verificationHandlers(verifications.declined) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('company.verification.state.declined'))).toBeVisible();
    await expect(canvas.getByText(/The VAT number DE 123456789 belongs to another company/)).toBeVisible();
    await expect(canvas.getAllByText(t('company.verification.check.failed'))).toHaveLength(2);
    // A declined company may ask again.
    await expect(canvas.getByRole('button', { name: t('company.verification.request') })).toBeVisible();
  },
};

export const Verified: Story = {
  parameters: { msw: verificationHandlers(verifications.validated) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('company.verification.state.validated'))).toBeVisible();
    await expect(canvas.getAllByText(t('company.verification.check.passed'))).toHaveLength(6);
    await expect(canvas.queryByRole('button', { name: t('company.verification.request') })).not.toBeInTheDocument();
  },
};

/** A team member sees the state and its history, and changes nothing. */
export const ReadOnlyForTeamMembers: Story = {
  args: { canChange: false },
  parameters: {
    app: { routeName: 'company', signedInAs: 'member' },
    msw: verificationHandlers(verifications.requested),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('company.verification.state.requested'))).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const RequestRefused: Story = {
  tags: ['no-visual'],
  parameters: {
    msw: [
      ...verificationHandlers(verifications.notValidated).filter((handler) => handler.info.method !== 'POST'),
      fail(endpoints.requestValidation, 409, { message: 'A verification request has already been sent.' }),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('company.verification.request') }));
    // The server's words, whatever the language: it wrote them in the caller's.
    await expect(await screen.findByText('A verification request has already been sent.')).toBeInTheDocument();
  },
};

export const RequestFailed: Story = {
  tags: ['no-visual'],
  parameters: {
    msw: [
      ...verificationHandlers(verifications.notValidated).filter((handler) => handler.info.method !== 'POST'),
      fail(endpoints.requestValidation, 500),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: t('company.verification.request') }),
    );
    await expect(await screen.findByText(t('company.verification.sendFailed'))).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: [fail(endpoints.listValidationRequests, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('company.verification.loadFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('company.verification.retry') })).toBeVisible();
  },
};
