import { endpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, pending, respond, validationFailure, handle } from '../../storybook/msw-handlers';
import { storySession } from '../../storybook/story-session';
import { storyText, type StoryText } from '../../storybook/story-text';
import { CompanyOwnershipSection } from './CompanyOwnershipSection';
import { alone, ownership, ownershipHandlers } from './ownership-fixtures';

const meta = {
  title: 'Screens/Company/Ownership',
  component: CompanyOwnershipSection,
  decorators: [appDecorator],
  args: { companyId: 'c-acme', companyName: 'Acme Events GmbH' },
  parameters: {
    app: { routeName: 'company', signedInAs: 'owner', toaster: true },
    msw: ownershipHandlers(ownership),
  },
} satisfies Meta<typeof CompanyOwnershipSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chooses Max, asks to transfer and types `password` into the dialog, then confirms. */
async function transferToMax(canvasElement: HTMLElement, t: StoryText, password: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('combobox', { name: t.field('new_owner') }));
  await userEvent.click(await screen.findByRole('option', { name: /Max Member/ }));
  // The list closes first; until then the rest of the page is hidden from assistive technology.
  await userEvent.click(await canvas.findByRole('button', { name: t('company.ownership.transfer') }));
  const dialog = await screen.findByRole('alertdialog', { name: t('company.ownership.dialog.title') });
  await expect(dialog).toHaveAccessibleDescription(/Max Member/);
  const field = within(dialog).getByLabelText(t.field('password'));
  await userEvent.type(field, password);
  await userEvent.click(within(dialog).getByRole('button', { name: t('company.ownership.transfer') }));
  return { dialog, field };
}

export const Loading: Story = {
  parameters: { msw: [pending(endpoints.getCompanyOwner)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(canvasElement).getByText(t('company.ownership.loading'))).toHaveAttribute('aria-busy', 'true');
  },
};

export const ChooseATeamMember: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: t.field('new_owner') })).toHaveTextContent(
      t('company.ownership.choose'),
    );
  },
};

export const Transfers: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await transferToMax(canvasElement, t, 'secret');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(await screen.findByText(t('company.ownership.transferred'))).toBeInTheDocument();
    // The menus follow: the session reads the former owner's rights again.
    await waitFor(() => expect(storySession.reloadIdentity).toHaveBeenCalled());
  },
};

export const ChoiceRequired: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('company.ownership.transfer') }));
    await expect(canvas.getByRole('combobox', { name: t.field('new_owner') })).toHaveAccessibleDescription(
      t.validation('chosen'),
    );
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { dialog, field } = await transferToMax(canvasElement, t, 'wrong');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Invalid password'));
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(storySession.reloadIdentity).not.toHaveBeenCalled();
  },
};

export const PasswordRequired: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: t.field('new_owner') }));
    await userEvent.click(await screen.findByRole('option', { name: /Tara Technician/ }));
    // The list closes first; until then the rest of the page is hidden from assistive technology.
    await userEvent.click(await canvas.findByRole('button', { name: t('company.ownership.transfer') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('company.ownership.dialog.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('company.ownership.transfer') }));
    await expect(within(dialog).getByLabelText(t.field('password'))).toHaveAccessibleDescription(
      t.validation('required', 'password'),
    );
  },
};

export const TooManyWrongPasswords: Story = {
  parameters: {
    msw: [
      respond(endpoints.getCompanyOwner, { data: ownership }),
      fail(endpoints.transferCompanyOwnership, 429, {
        message: 'Too many wrong passwords. Please try again in a few minutes.',
      }),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { dialog } = await transferToMax(canvasElement, t, 'secret');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Too many wrong passwords/);
  },
};

/** The member left the company meanwhile: the choice is refused, back at the select. */
export const ChoiceRefusedByServer: Story = {
  tags: ['no-visual'],
  parameters: {
    msw: [
      respond(endpoints.getCompanyOwner, { data: ownership }),
      handle(endpoints.transferCompanyOwnership, () => validationFailure({ new_owner: ['Must be chosen'] })),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await transferToMax(canvasElement, t, 'secret');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(
      within(canvasElement).getByRole('combobox', { name: t.field('new_owner') }),
    ).toHaveAccessibleDescription('Must be chosen');
  },
};

export const TransferFailed: Story = {
  parameters: {
    msw: [respond(endpoints.getCompanyOwner, { data: ownership }), fail(endpoints.transferCompanyOwnership, 500)],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { dialog } = await transferToMax(canvasElement, t, 'secret');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(t('forms.saveFailed'));
  },
};

export const NobodyToTakeOver: Story = {
  parameters: { msw: ownershipHandlers(alone) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note')).toHaveTextContent(t('company.ownership.noCandidates'));
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: [fail(endpoints.getCompanyOwner, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(canvasElement).findByText(t('company.ownership.loadFailed'))).toBeVisible();
  },
};
