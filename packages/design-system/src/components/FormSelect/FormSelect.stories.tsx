import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FormSelect, type FormSelectProps } from './FormSelect';

/** Keeps the field's value in state like a form would, and reports each change to the story's spies. */
function FormSelectDemo(props: FormSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <FormSelect
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const locations = [
  { value: 'none', label: 'No location' },
  { value: 'zurich', label: 'Zürich headquarters' },
  { value: 'basel', label: 'Basel warehouse' },
];

const countries = [
  { value: 'AT', label: 'Austria' },
  { value: 'DE', label: 'Germany' },
  { value: 'CH', label: 'Switzerland' },
];

const meta = {
  title: 'Design system/FormSelect',
  // A small component: centred in its canvas, and docs previews sized to it rather than to a screen.
  parameters: { layout: 'centered' },
  component: FormSelect,
  render: (args) => <FormSelectDemo {...args} />,
  args: {
    label: 'Country',
    options: countries,
    value: null,
    placeholder: 'Choose a country',
    onChange: fn(),
    onBlur: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 24, width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof FormSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chooses an option by its name from the open list. */
async function choose(trigger: HTMLElement, option: string) {
  await userEvent.click(trigger);
  const listbox = await screen.findByRole('listbox');
  await waitFor(() => expect(listbox).toBeVisible());
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** No value yet: the placeholder; a choice hands the option's value to the field. */
export const Placeholder: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(trigger).toHaveTextContent('Choose a country');
    await choose(trigger, 'Switzerland');
    await expect(args.onChange).toHaveBeenCalledWith('CH');
    await expect(trigger).toHaveTextContent('Switzerland');
  },
};

/** The option standing for no value shows for null, and choosing it gives null back. */
export const NullOption: Story = {
  args: { label: 'Location', options: locations, nullOption: 'none', placeholder: undefined },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Location' });
    await expect(trigger).toHaveTextContent('No location');
    await choose(trigger, 'Basel warehouse');
    await expect(args.onChange).toHaveBeenLastCalledWith('basel');
    await choose(trigger, 'No location');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(trigger).toHaveTextContent('No location');
  },
};

/** A hint and the field's first error describe the select, which is marked invalid. */
export const WithError: Story = {
  args: {
    hint: 'Where the company is registered.',
    errors: ['The country field is required.', 'The country is not supported.'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Country' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription(
      'Where the company is registered. The country field is required.',
    );
    await expect(canvas.queryByText('The country is not supported.')).not.toBeInTheDocument();
  },
};

/** The form focuses the field through its ref; leaving it tells the form it was touched. */
export const FocusAndBlur: Story = {
  args: { value: 'DE' },
  render: (args) => (
    <>
      <FormSelectDemo {...args} ref={(trigger) => trigger?.focus()} />
      <button type="button">Save</button>
    </>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Country' });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('Germany');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { value: 'AT', disabled: true },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
