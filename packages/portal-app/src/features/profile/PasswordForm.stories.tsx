import { endpoints, passwordMinLength } from '@eventsuite/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { storyText, type StoryText } from '../../storybook/story-text';
import { pending, respond, validationFailure, handle } from '../../storybook/msw-handlers';
import { pathTo } from '../../route-table/path-to';
import { PasswordForm } from './PasswordForm';

const meta = {
  title: 'Screens/Profile/Password',
  component: PasswordForm,
  decorators: [appDecorator],
  args: { hasPassword: true },
  parameters: {
    app: { routeName: 'profile', signedInAs: 'personal', toaster: true },
    msw: [respond(endpoints.changePassword, { data: { changed: true } })],
  },
} satisfies Meta<typeof PasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, t: StoryText, current: string, next: string, confirmation = next) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(t.field('current_password')), current);
  await userEvent.type(canvas.getByLabelText(t('profile.password.new')), next);
  await userEvent.type(canvas.getByLabelText(t('profile.password.confirmation')), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: t('profile.password.submit') }));
  return canvas;
}

export const Changed: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await fill(canvasElement, t, 'old-secret', 'new-secret-1');
    await expect(await screen.findByText(t('forms.saved'))).toBeInTheDocument();
    // The passwords are not kept on screen after the change.
    await waitFor(() => expect(canvas.getByLabelText(t.field('current_password'))).toHaveValue(''));
    await expect(canvas.getByLabelText(t('profile.password.new'))).toHaveValue('');
  },
};

export const ConfirmationDiffers: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await fill(canvasElement, t, 'old-secret', 'new-secret-1', 'new-secret-2');
    await expect(canvas.getByLabelText(t('profile.password.confirmation'))).toHaveAccessibleDescription(
      t.validation('confirmed'),
    );
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await fill(canvasElement, t, 'old-secret', 'short');
    await expect(canvas.getByLabelText(t('profile.password.new'))).toHaveAccessibleDescription(
      `${t('profile.password.hint', { minLength: passwordMinLength })} ${t.validation('password_too_short')}`,
    );
  },
};

export const WrongCurrentPassword: Story = {
  parameters: {
    msw: [handle(endpoints.changePassword, () => validationFailure({ current_password: ['Invalid password'] }))],
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await fill(canvasElement, t, 'not-my-password', 'new-secret-1');
    await waitFor(() =>
      expect(canvas.getByLabelText(t.field('current_password'))).toHaveAccessibleDescription('Invalid password'),
    );
  },
};

export const Saving: Story = {
  parameters: { msw: [pending(endpoints.changePassword)] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await fill(canvasElement, t, 'old-secret', 'new-secret-1');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('profile.password.submit') })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** Signed in through another provider: no password here, so a note instead of the form. */
export const WithoutPassword: Story = {
  args: { hasPassword: false },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent(t.account('noPasswordToChange'));
    await expect(canvas.queryByLabelText(t.field('current_password'))).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('profile.password.submit') })).not.toBeInTheDocument();
    // The account's other security pages are reached from here, with or without a password.
    await expect(canvas.getByRole('link', { name: t('profile.password.twoFactor') })).toHaveAttribute(
      'href',
      pathTo('security-two-factor'),
    );
    await expect(canvas.getByRole('link', { name: t('profile.password.sessions') })).toHaveAttribute(
      'href',
      pathTo('sessions'),
    );
  },
};
