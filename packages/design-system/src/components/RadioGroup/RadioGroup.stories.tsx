import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RadioGroup, radioGroupOrientations, type RadioGroupProps } from './RadioGroup';

/** Keeps the value in state like a screen would, and reports each change to the story's spy. */
function RadioGroupDemo(props: RadioGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ padding: 24 }}>
      <RadioGroup
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange(next);
        }}
      />
    </div>
  );
}

const answers = [
  { value: 'available', label: 'Available' },
  { value: 'not_available', label: 'Not available' },
  { value: 'consultation', label: 'Request consultation' },
];

const meta = {
  title: 'Design system/RadioGroup',
  // A small component: centred in its canvas, and docs previews sized to it rather than to a screen.
  parameters: { layout: 'centered' },
  component: RadioGroup,
  render: (args) => <RadioGroupDemo {...args} />,
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
  args: { label: 'Your answer', options: answers, value: undefined, onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Your answer' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false']);
    // The whole label is the click target.
    await userEvent.click(canvas.getByText('Not available'));
    await expect(canvas.getByRole('radio', { name: 'Not available' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('not_available');
  },
};

/**
 * Presses ArrowDown as a person does: the key is still down when focus moves to the next option
 * (Radix moves it a tick later and chooses the option only while an arrow key is held).
 */
async function pressArrowDown() {
  const before = document.activeElement;
  await userEvent.keyboard('{ArrowDown>}');
  await waitFor(() => expect(document.activeElement).not.toBe(before));
  await userEvent.keyboard('{/ArrowDown}');
}

export const Keyboard: Story = {
  args: { value: 'available' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // Tab enters the group at the chosen option; the arrow keys move and choose.
    await expect(canvas.getByRole('radio', { name: 'Available' })).toHaveFocus();
    await pressArrowDown();
    const notAvailable = canvas.getByRole('radio', { name: 'Not available' });
    await expect(notAvailable).toHaveFocus();
    await expect(notAvailable).toBeChecked();
    await pressArrowDown();
    await expect(canvas.getByRole('radio', { name: 'Request consultation' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('consultation');
  },
};

export const WithHintAndError: Story = {
  args: {
    label: 'Employment type',
    options: [
      { value: 'employed', label: 'Employed' },
      { value: 'freelance', label: 'Freelance' },
    ],
    orientation: 'horizontal',
    hint: 'How you would work at this event.',
    errors: ['The field "Employment type" cannot be empty.'],
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Employment type' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(
      'How you would work at this event. The field "Employment type" cannot be empty.',
    );
  },
};

export const Disabled: Story = {
  args: { value: 'available', disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
