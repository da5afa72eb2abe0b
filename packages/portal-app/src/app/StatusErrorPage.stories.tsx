import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appDecorator } from '../storybook/app-decorator';
import { StatusErrorPage } from './RouteErrorPage';

const meta = {
  title: 'Screens/Error page',
  component: StatusErrorPage,
  decorators: [appDecorator],
} satisfies Meta<typeof StatusErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: { status: 404 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByText('Page not found.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', '/');
  },
};

export const NotFoundInGerman: Story = {
  args: { status: 404 },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Seite nicht gefunden.')).toBeVisible();
  },
};

export const ServerErrorByDefault: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('500')).toBeVisible();
    await expect(canvas.getByText('An error occurred.')).toBeVisible();
  },
};

export const PermissionDenied: Story = {
  args: { status: 403 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('403')).toBeVisible();
    await expect(canvas.getByText('Permission denied')).toBeVisible();
  },
};

export const UnknownMiddleware: Story = {
  args: { status: 500, reason: 'unknown-middleware' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('500')).toBeVisible();
    await expect(canvas.getByText('Unknown middleware')).toBeVisible();
  },
};
