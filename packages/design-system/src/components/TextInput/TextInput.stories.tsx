import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextInput, textInputTypes } from './TextInput';

const meta = {
  title: 'Design system/TextInput',
  // A small component: centred in its canvas, and docs previews sized to it rather than to a screen.
  parameters: { layout: 'centered' },
  component: TextInput,
  args: { 'aria-label': 'Company name', onChange: fn() },
  argTypes: { type: { control: 'select', options: textInputTypes } },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { placeholder: 'Eventsuite GmbH' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Company name' });
    await userEvent.type(input, 'Crew & Co');
    await expect(input).toHaveValue('Crew & Co');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { invalid: true, value: 'x', readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Company name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'Eventsuite GmbH', readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Company name' })).toBeDisabled();
  },
};
