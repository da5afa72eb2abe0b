import { endpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { fail, handle, respond, validationFailure } from '../../storybook/msw-handlers';
import { storySession } from '../../storybook/story-session';
import { DeleteAccountSection } from './DeleteAccountSection';

const meta = {
  title: 'Screens/Profile/Delete account',
  component: DeleteAccountSection,
  decorators: [appDecorator],
  args: { ownsCompany: false },
  parameters: {
    app: { routeName: 'profile', signedInAs: 'personal', toaster: true },
    msw: [respond(endpoints.deleteProfile, { data: { deleted: true } })],
  },
} satisfies Meta<typeof DeleteAccountSection>;

export default meta;
type Story = StoryObj<typeof meta>;

async function confirmWithPassword(canvasElement: HTMLElement, password: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  await userEvent.type(within(dialog).getByLabelText('Password'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account for good' }));
  return dialog;
}

export const DeletesAndSignsOut: Story = {
  play: async ({ canvasElement }) => {
    await confirmWithPassword(canvasElement, 'my-secret');
    await waitFor(() => expect(storySession.signOut).toHaveBeenCalledOnce());
    await expect(await screen.findByText('Successfully deleted.')).toBeInTheDocument();
  },
};

export const PasswordRequired: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account for good' }));
    await expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      'The field "Password" cannot be empty.',
    );
    await expect(storySession.signOut).not.toHaveBeenCalled();
  },
};

export const WrongPassword: Story = {
  parameters: { msw: [handle(endpoints.deleteProfile, () => validationFailure({ password: ['Invalid password'] }))] },
  play: async ({ canvasElement }) => {
    const dialog = await confirmWithPassword(canvasElement, 'wrong');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('Invalid password'),
    );
    await expect(storySession.signOut).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete account' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const OwnerCannotDelete: Story = {
  args: { ownsCompany: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete account' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/Transfer the ownership of your company/);
  },
};

export const OwnerRefusedByServer: Story = {
  parameters: { msw: [fail(endpoints.deleteProfile, 409, { message: 'owns_company' })] },
  play: async ({ canvasElement }) => {
    const dialog = await confirmWithPassword(canvasElement, 'my-secret');
    await expect(
      await within(dialog).findByText(/Transfer the ownership of your company to another person/),
    ).toBeVisible();
    await expect(storySession.signOut).not.toHaveBeenCalled();
    await expect(screen.queryByText('Failed to save.')).not.toBeInTheDocument();
  },
};

export const DeleteFailed: Story = {
  parameters: { msw: [fail(endpoints.deleteProfile, 500)] },
  play: async ({ canvasElement }) => {
    await confirmWithPassword(canvasElement, 'my-secret');
    await expect(await screen.findByText('Failed to save.')).toBeInTheDocument();
    await expect(storySession.signOut).not.toHaveBeenCalled();
  },
};
