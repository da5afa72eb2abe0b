import { endpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { containing, storyText, type StoryText } from '../../storybook/story-text';
import { fail, handle, respond, validationFailure } from '../../storybook/msw-handlers';
import { storySession } from '../../storybook/story-session';
import { DeleteAccountSection } from './DeleteAccountSection';

const meta = {
  title: 'Screens/Profile/Delete account',
  component: DeleteAccountSection,
  decorators: [appDecorator],
  args: { ownsCompany: false, hasPassword: true },
  parameters: {
    app: { routeName: 'profile', signedInAs: 'personal', toaster: true },
    msw: [respond(endpoints.deleteProfile, { data: { deleted: true } })],
  },
} satisfies Meta<typeof DeleteAccountSection>;

export default meta;
type Story = StoryObj<typeof meta>;

async function confirmWithPassword(canvasElement: HTMLElement, t: StoryText, password: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: t('profile.delete.button') }));
  const dialog = await screen.findByRole('dialog', { name: t('profile.delete.dialogTitle') });
  await userEvent.type(within(dialog).getByLabelText(t.field('password')), password);
  await userEvent.click(within(dialog).getByRole('button', { name: t('profile.delete.confirm') }));
  return dialog;
}

export const DeletesAndSignsOut: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await confirmWithPassword(canvasElement, t, 'my-secret');
    await waitFor(() => expect(storySession.signOut).toHaveBeenCalledOnce());
    await expect(await screen.findByText(t('profile.delete.deleted'))).toBeInTheDocument();
  },
};

// A destructive action in strong red (the danger button), not a greyed-out, disabled look.
export const LooksDangerous: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const button = within(canvasElement).getByRole('button', { name: t('profile.delete.button') });
    await expect(button).toBeEnabled();
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(198, 40, 40)');
  },
};

export const PasswordRequired: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('profile.delete.button') }));
    const dialog = await screen.findByRole('dialog', { name: t('profile.delete.dialogTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('profile.delete.confirm') }));
    await expect(within(dialog).getByLabelText(t.field('password'))).toHaveAccessibleDescription(
      t.validation('required', 'password'),
    );
    await expect(storySession.signOut).not.toHaveBeenCalled();
  },
};

export const WrongPassword: Story = {
  parameters: { msw: [handle(endpoints.deleteProfile, () => validationFailure({ password: ['Invalid password'] }))] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const dialog = await confirmWithPassword(canvasElement, t, 'wrong');
    await waitFor(() =>
      expect(within(dialog).getByLabelText(t.field('password'))).toHaveAccessibleDescription('Invalid password'),
    );
    await expect(storySession.signOut).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const trigger = within(canvasElement).getByRole('button', { name: t('profile.delete.button') });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: t('profile.delete.dialogTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('profile.delete.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const OwnerCannotDelete: Story = {
  args: { ownsCompany: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const button = within(canvasElement).getByRole('button', { name: t('profile.delete.button') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(containing(t.account('ownsCompany')));
  },
};

export const OwnerRefusedByServer: Story = {
  parameters: { msw: [fail(endpoints.deleteProfile, 409, { message: 'owns_company' })] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const dialog = await confirmWithPassword(canvasElement, t, 'my-secret');
    await expect(await within(dialog).findByText(containing(t.account('ownsCompany')))).toBeVisible();
    await expect(storySession.signOut).not.toHaveBeenCalled();
    await expect(screen.queryByText(t('forms.saveFailed'))).not.toBeInTheDocument();
  },
};

export const DeleteFailed: Story = {
  parameters: { msw: [fail(endpoints.deleteProfile, 500)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await confirmWithPassword(canvasElement, t, 'my-secret');
    await expect(await screen.findByText(t('forms.saveFailed'))).toBeInTheDocument();
    await expect(storySession.signOut).not.toHaveBeenCalled();
  },
};

/** Signed in through another provider: no password to confirm with, so a note instead of the button. */
export const WithoutPassword: Story = {
  args: { hasPassword: false },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent(t.account('noPasswordToDelete'));
    await expect(canvas.queryByRole('button', { name: t('profile.delete.button') })).not.toBeInTheDocument();
  },
};
