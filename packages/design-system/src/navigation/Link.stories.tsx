import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../theme/tokens.css';
import { Link } from './LinkContext';

const meta = {
  title: 'Design system/Link',
  component: Link,
  parameters: { layout: 'centered' },
  args: { href: '/notifications', children: 'Show all notifications' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link in running text takes the link token in both appearances, not the browser's own blue. */
export const InRunningText: Story = {
  render: (args) => (
    <p>
      You have new messages. <Link {...args} />
      <span data-testid="token" style={{ color: vars.color.link }} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Show all notifications' });
    await expect(getComputedStyle(link).color).toBe(getComputedStyle(canvas.getByTestId('token')).color);
    await expect(link).toHaveAttribute('href', '/notifications');
  },
};
