import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Design system/ErrorPage',
  component: ErrorPage,
  args: { notFoundText: 'Page not found.', errorText: 'An error occurred.', homeLabel: 'Homepage' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: { status: 404 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found.' })).toBeVisible();
    await expect(canvas.queryByText('An error occurred.')).not.toBeInTheDocument();
  },
};

export const DefaultsTo500: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('500')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'An error occurred.' })).toBeVisible();
  },
};

export const PermissionDenied: Story = {
  args: { status: 403, errorText: 'Permission denied.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Permission denied.' })).toBeVisible();
  },
};

export const HomepageLink: Story = {
  args: { status: 404, homeHref: '/' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Homepage' });
    await expect(link).toHaveAttribute('href', '/');
    link.focus();
    await expect(link).toHaveFocus();
  },
};
