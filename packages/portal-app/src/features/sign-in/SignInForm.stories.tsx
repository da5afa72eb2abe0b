import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appDecorator } from '../../storybook/app-decorator';
import { SignInExpired } from './SignInExpired';
import { SignInForm } from './SignInForm';

/** The embedded provider's sign-in step, in each state the screen can put it in. */
const meta = {
  title: 'Screens/Sign-in',
  component: SignInForm,
  decorators: [appDecorator],
  parameters: { app: { routeName: 'sign-in', path: '/sign-in/3kXq9' } },
  args: { productName: 'Eventsuite', state: 'idle', onSubmit: fn() },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in to Eventsuite' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email address'), '  jane@acme.example ');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'jane@acme.example', password: 'correct horse' });
  },
};

export const MissingFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password.');
    await expect(canvas.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithSuggestedEmail: Story = {
  args: { defaultEmail: 'jane@acme.example' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Email address')).toHaveValue('jane@acme.example');
  },
};

export const Submitting: Story = {
  args: { state: 'submitting', defaultEmail: 'jane@acme.example' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Sign in' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret{Enter}');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidCredentials: Story = {
  args: { problem: { kind: 'invalid_credentials' }, defaultEmail: 'jane@acme.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email address or password is incorrect.');
    // Says nothing about whether the account exists.
    await expect(canvas.getByRole('alert')).not.toHaveTextContent(/exist|unknown|not found/i);
  },
};

export const Locked: Story = {
  args: { problem: { kind: 'locked' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This account is locked. Please contact your administrator.',
    );
  },
};

export const Throttled: Story = {
  args: { problem: { kind: 'throttled', retryAfterMinutes: 5 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Please try again in 5 minutes.',
    );
  },
};

export const RequestFailed: Story = {
  args: { problem: { kind: 'request_failed' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Request failed.');
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'This sign-in link has expired' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/');
  },
};
