import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { FormErrorLine } from './FormErrorLine';

const meta = {
  title: 'Design system/FormErrorLine',
  // A small component: centred in its canvas, and docs previews sized to it rather than to a screen.
  parameters: { layout: 'centered' },
  component: FormErrorLine,
  args: { children: 'Your changes could not be saved: the company is being edited by someone else.' },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof FormErrorLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Announced: Story = {
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByRole('alert');
    await expect(line).toHaveTextContent('Your changes could not be saved');
    await expect(line.querySelector('svg')).toBeNull();
  },
};

export const WithIcon: Story = {
  args: { icon: true },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByRole('alert');
    // The icon is decoration: the line reads as its text alone.
    await expect(line.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(line).toHaveTextContent(/^Your changes could not be saved/);
  },
};

/** A standing note that says why an action is unavailable: not announced, it describes the button. */
export const DescribingADisabledButton: Story = {
  args: {
    icon: true,
    announce: false,
    id: 'delete-blocked',
    children: 'You own a company. Transfer the ownership of your company to another person first.',
  },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <FormErrorLine {...args} />
      <Button variant="secondary" disabled aria-describedby="delete-blocked">
        Delete account
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    const button = canvas.getByRole('button', { name: 'Delete account' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/You own a company/);
  },
};

export const Dark: Story = {
  args: { icon: true },
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
