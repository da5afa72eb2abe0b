import { endpoints } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { pending, respond, validationFailure, handle } from '../../storybook/msw-handlers';
import { PasswordForm } from './PasswordForm';

const meta = {
  title: 'Screens/Profile/Password',
  component: PasswordForm,
  decorators: [appDecorator],
  parameters: {
    app: { routeName: 'profile', signedInAs: 'personal', toaster: true },
    msw: [respond(endpoints.changePassword, { data: { changed: true } })],
  },
} satisfies Meta<typeof PasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, current: string, next: string, confirmation = next) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Current password'), current);
  await userEvent.type(canvas.getByLabelText('New password'), next);
  await userEvent.type(canvas.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
  return canvas;
}

export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'old-secret', 'new-secret-1');
    await expect(await screen.findByText('Saved successfully.')).toBeInTheDocument();
    // The passwords are not kept on screen after the change.
    await waitFor(() => expect(canvas.getByLabelText('Current password')).toHaveValue(''));
    await expect(canvas.getByLabelText('New password')).toHaveValue('');
  },
};

export const ConfirmationDiffers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'old-secret', 'new-secret-1', 'new-secret-2');
    await expect(canvas.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match.');
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'old-secret', 'short');
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters. The password must have at least 8 characters.',
    );
  },
};

export const WrongCurrentPassword: Story = {
  parameters: {
    msw: [handle(endpoints.changePassword, () => validationFailure({ current_password: ['Invalid password'] }))],
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'not-my-password', 'new-secret-1');
    await waitFor(() =>
      expect(canvas.getByLabelText('Current password')).toHaveAccessibleDescription('Invalid password'),
    );
  },
};

export const Saving: Story = {
  parameters: { msw: [pending(endpoints.changePassword)] },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'old-secret', 'new-secret-1');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Change password' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};
