import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField';
import { TextArea } from './TextArea';

const meta = {
  title: 'Design system/TextArea',
  // A small component: centred in its canvas, and docs previews sized to it rather than to a screen.
  parameters: { layout: 'centered' },
  component: TextArea,
  args: { 'aria-label': 'Comment', onChange: fn() },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Comment' });
    await userEvent.type(textArea, 'Happy to help.{Enter}Only from noon, though.');
    await expect(textArea).toHaveValue('Happy to help.\nOnly from noon, though.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const InFormField: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <FormField label="Comment" hint="Optional" errors={['"Comment" contains too many characters.']}>
      <TextArea {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Comment' });
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toHaveAccessibleDescription('Optional "Comment" contains too many characters.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'Sent with the reply.', readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Comment' })).toBeDisabled();
  },
};
