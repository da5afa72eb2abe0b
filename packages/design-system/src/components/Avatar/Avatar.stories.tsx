import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar, avatarSizes, initialsOf } from './Avatar';

// A generated portrait placeholder, so the story needs no network.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="250" height="250"><rect width="250" height="250" fill="teal"/><circle cx="125" cy="100" r="50" fill="wheat"/><ellipse cx="125" cy="230" rx="90" ry="70" fill="wheat"/></svg>',
)}`;

const meta = {
  title: 'Design system/Avatar',
  // A small component: centred in its canvas, and docs previews sized to it rather than to a screen.
  parameters: { layout: 'centered' },
  component: Avatar,
  args: { firstName: 'Anna', lastName: 'Schmidt', label: 'Anna Schmidt', size: 'medium' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Anna Schmidt' });
    await expect(avatar).toHaveTextContent('AS');
    // The pure helper, for the cases the stories do not render.
    await expect(initialsOf(' émile ', 'zola')).toBe('ÉZ');
    await expect(initialsOf('Anna', undefined)).toBe('A');
    await expect(initialsOf(null, '  ')).toBe('?');
  },
};

export const WithImage: Story = {
  args: { src: portrait },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Anna Schmidt' });
    await waitFor(() => expect(avatar.querySelector('img')).toBeVisible());
    await expect(avatar).not.toHaveTextContent('AS');
  },
};

export const BrokenImageFallsBackToInitials: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Anna Schmidt' });
    await waitFor(() => expect(avatar).toHaveTextContent('AS'));
  },
};

export const WithoutNames: Story = {
  args: { firstName: undefined, lastName: undefined, label: 'Unknown user' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Unknown user' })).toHaveTextContent('?');
  },
};

export const Decorative: Story = {
  args: { label: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} label={`Anna Schmidt (${size})`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('img', { name: 'Anna Schmidt (small)' }).getBoundingClientRect();
    const xlarge = canvas.getByRole('img', { name: 'Anna Schmidt (xlarge)' }).getBoundingClientRect();
    await expect(xlarge.width).toBeGreaterThan(small.width);
  },
};
