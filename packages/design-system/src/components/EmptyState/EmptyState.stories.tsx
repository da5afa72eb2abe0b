import { BellIcon } from '@radix-ui/react-icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
  args: { title: 'No notifications available.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'No notifications available.' })).toBeVisible();
  },
};

export const WithIconAndDescription: Story = {
  args: {
    icon: <BellIcon width="100%" height="100%" />,
    description: 'New messages about your crews and companies will appear here.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/will appear here/)).toBeVisible();
  },
};

export const WithAction: Story = {
  args: { title: 'No locations yet.', action: <button type="button">Create location</button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Create location' })).toBeEnabled();
  },
};
