import { BellIcon } from '@radix-ui/react-icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Design system/EmptyState',
  // A small component: centred in its canvas, and docs previews sized to it rather than to a screen.
  parameters: { layout: 'centered' },
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

// The app passes translated messages (elements, not strings): they name the region just the same.
export const TitleAsElement: Story = {
  args: { title: <span>No search results found.</span> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'No search results found.' })).toBeVisible();
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
