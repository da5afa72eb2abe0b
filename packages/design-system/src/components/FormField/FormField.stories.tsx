import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Select } from '../Select';
import { TextInput } from '../TextInput';
import { FormField } from './FormField';

const meta = {
  title: 'Design system/FormField',
  // A small component: centred in its canvas, and docs previews sized to it rather than to a screen.
  parameters: { layout: 'centered' },
  component: FormField,
  args: { label: 'Email', children: <TextInput type="email" /> },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LabelOnly: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
    // Clicking the label focuses the control.
    await userEvent.click(within(canvasElement).getByText('Email'));
    await expect(input).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: { hint: 'We send the invitation to this address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We send the invitation to this address.');
  },
};

export const WithErrors: Story = {
  args: {
    hint: 'We send the invitation to this address.',
    errors: ['The email must be a valid email address.', 'The email has already been taken.'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We send the invitation to this address. The email must be a valid email address.',
    );
    // Only the first message is shown.
    await expect(canvas.getByText('The email must be a valid email address.')).toBeVisible();
    await expect(canvas.queryByText('The email has already been taken.')).not.toBeInTheDocument();
  },
};

export const RenderProp: Story = {
  args: {
    label: 'Street',
    errors: ['This field is required.'],
    children: (controlProps) => <TextInput {...controlProps} autoComplete="street-address" />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Street' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This field is required.');
  },
};

function CorrectingForm() {
  const [value, setValue] = useState('anna@');
  const errors = value.includes('.') ? [] : ['The email must be a valid email address.'];
  return (
    <FormField label="Email" errors={errors}>
      <TextInput type="email" value={value} onChange={(event) => setValue(event.target.value)} />
    </FormField>
  );
}

export const ErrorClearsWhenCorrected: Story = {
  render: () => <CorrectingForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'example.com');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(/valid email/)).not.toBeInTheDocument();
  },
};

export const WithSelect: Story = {
  args: {
    label: 'Language',
    hint: 'Used for emails and the portal.',
    errors: ['Please choose a language.'],
    children: (controlProps) => (
      <Select
        {...controlProps}
        options={[
          { value: 'en', label: 'English' },
          { value: 'de', label: 'Deutsch' },
        ]}
        placeholder="Choose a language"
        onValueChange={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Used for emails and the portal. Please choose a language.');
  },
};

// On /profile and /settings a select, text inputs and buttons share a row: one control height.
export const ControlsInOneRow: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'flex-end', gap: 8 }}>
      <FormField label="Name">
        <TextInput />
      </FormField>
      <FormField label="Language">
        {(controlProps) => (
          <Select {...controlProps} options={[{ value: 'en', label: 'English' }]} value="en" onValueChange={fn()} />
        )}
      </FormField>
      <Button>Save</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heightOf = (element: HTMLElement) => element.getBoundingClientRect().height;
    // The text input's frame is the Radix root around the <input>.
    const input = canvas.getByRole('textbox', { name: 'Name' }).parentElement!;
    const select = canvas.getByRole('combobox', { name: 'Language' });
    const button = canvas.getByRole('button', { name: 'Save' });
    await expect(heightOf(select)).toBe(heightOf(input));
    await expect(heightOf(button)).toBe(heightOf(input));
  },
};
