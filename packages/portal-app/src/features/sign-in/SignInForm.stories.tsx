import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { storyText } from '../../storybook/story-text';
import { SignInExpired } from './SignInExpired';
import { SignInForm } from './SignInForm';
import { pathTo } from '../../route-table/path-to';

/** The embedded provider's sign-in step, in each state the screen can put it in. */
const meta = {
  title: 'Screens/Sign-in',
  component: SignInForm,
  decorators: [appDecorator],
  parameters: { app: { routeName: 'sign-in', path: pathTo('sign-in', { uid: '3kXq9' }) } },
  args: { productName: 'Eventsuite', state: 'idle', onSubmit: fn() },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  tags: ['route:sign-in'],
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('signIn.heading', { productName: 'Eventsuite' }) }),
    ).toBeVisible();
    // The brand above the heading, as in the top bar; decorative, the heading names the product.
    const wordmark = canvasElement.querySelector('section > div > [aria-hidden="true"]');
    await expect(wordmark).toBeVisible();
    await expect(wordmark).toHaveTextContent('eventsuite');
    await userEvent.type(canvas.getByLabelText(t('signIn.email')), '  jane@acme.example ');
    await userEvent.type(canvas.getByLabelText(t('signIn.password')), 'correct horse');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'jane@acme.example', password: 'correct horse' });
  },
};

export const MissingFields: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('signIn.submit') }));
    await expect(canvas.getByLabelText(t('signIn.email'))).toHaveAccessibleDescription(t('signIn.emailMissing'));
    await expect(canvas.getByLabelText(t('signIn.password'))).toHaveAccessibleDescription(t('signIn.passwordMissing'));
    await expect(canvas.getByLabelText(t('signIn.email'))).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithSuggestedEmail: Story = {
  args: { defaultEmail: 'jane@acme.example' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(canvasElement).getByLabelText(t('signIn.email'))).toHaveValue('jane@acme.example');
  },
};

export const Submitting: Story = {
  args: { state: 'submitting', defaultEmail: 'jane@acme.example' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: t('signIn.submit') });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByLabelText(t('signIn.password')), 'secret{Enter}');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidCredentials: Story = {
  args: { problem: { kind: 'invalid_credentials' }, defaultEmail: 'jane@acme.example' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('signIn.invalidCredentials'));
    // Says nothing about whether the account exists.
    await expect(canvas.getByRole('alert')).not.toHaveTextContent(/exist|unknown|not found/i);
  },
};

export const Locked: Story = {
  args: { problem: { kind: 'locked' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('signIn.locked'));
  },
};

export const Throttled: Story = {
  args: { problem: { kind: 'throttled', retryAfterMinutes: 5 } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('signIn.throttled', { minutes: 5 }));
  },
};

export const RequestFailed: Story = {
  args: { problem: { kind: 'request_failed' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('common.requestFailed'));
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: { problem: { kind: 'throttled', retryAfterMinutes: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bei Eventsuite anmelden' })).toBeVisible();
    await expect(canvas.getByLabelText('E-Mail-Adresse')).toBeVisible();
    await expect(canvas.getByLabelText('Passwort')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Zu viele Anmeldeversuche. Bitte versuchen Sie es in 1 Minute erneut.',
    );
    await expect(canvas.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  },
};

export const LinkExpired: Story = {
  render: () => <SignInExpired />,
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('signIn.expired.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('signIn.expired.startAgain') })).toHaveAttribute(
      'href',
      pathTo('index'),
    );
  },
};

/** With single sign-on offered (the sign-in screen always offers it): the email goes to its company's IdP. */
export const SingleSignOn: Story = {
  args: { onSingleSignOn: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('signIn.singleSignOn') }));
    await expect(canvas.getByLabelText(t('signIn.email'))).toHaveAccessibleDescription(t('signIn.emailMissing'));
    await userEvent.type(canvas.getByLabelText(t('signIn.email')), 'pia@acme.example');
    await userEvent.click(canvas.getByRole('button', { name: t('signIn.singleSignOn') }));
    await expect(args.onSingleSignOn).toHaveBeenCalledWith('pia@acme.example');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SingleSignOnUnavailable: Story = {
  args: { onSingleSignOn: fn(), problem: { kind: 'sso_unavailable' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('signIn.ssoUnavailable'));
  },
};

/** Where the browser can sign with a passkey: signing in with one instead of the password. */
export const WithPasskey: Story = {
  args: { onPasskey: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('signIn.passkey') }));
    await expect(args.onPasskey).toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
