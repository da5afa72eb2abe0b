import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/tokens.css';
import { Select, selectSizes, type SelectProps } from './Select';

/** Keeps the value in state like a screen would, and reports each change to the story's spy. */
function SelectDemo(props: SelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ padding: 24 }}>
      <Select
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

const languages = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'Deutsch' },
];

const countries = [
  'Austria',
  'Belgium',
  'Croatia',
  'Czechia',
  'Denmark',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'Hungary',
  'Ireland',
  'Italy',
  'Luxembourg',
  'Netherlands',
  'Norway',
  'Poland',
  'Portugal',
  'Spain',
  'Sweden',
  'Switzerland',
].map((name) => ({ value: name.toLowerCase(), label: name }));

const meta = {
  title: 'Design system/Select',
  // A small component: centred in its canvas, and docs previews sized to it rather than to a screen.
  parameters: { layout: 'centered' },
  component: Select,
  render: (args) => <SelectDemo {...args} />,
  argTypes: { size: { control: 'inline-radio', options: selectSizes } },
  args: { label: 'Language', options: languages, value: 'en', onValueChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open list, once its opening animation has made it visible. */
async function openList() {
  const listbox = await screen.findByRole('listbox');
  await waitFor(() => expect(listbox).toBeVisible());
  return listbox;
}

async function expectClosed(trigger: HTMLElement) {
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
}

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await expect(trigger).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const WithValue: Story = {
  args: { value: 'de' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await expect(trigger).toHaveTextContent('Deutsch');
    await userEvent.click(trigger);
    const listbox = await openList();
    await expect(listbox).toHaveAccessibleName('Language');
    await expect(within(listbox).getByRole('option', { name: 'Deutsch' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: 'English' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('en');
    await expectClosed(trigger);
    await expect(trigger).toHaveTextContent('English');
    await expect(trigger).toHaveFocus();
  },
};

export const Placeholder: Story = {
  args: { label: 'Country', options: countries, value: undefined, placeholder: 'Choose a country' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(trigger).toHaveTextContent('Choose a country');
    await expect(trigger).toHaveAttribute('data-placeholder');
    await userEvent.click(trigger);
    const listbox = await openList();
    await expect(within(listbox).queryByRole('option', { selected: true })).toBeNull();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Austria' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('austria');
    await expectClosed(trigger);
    await expect(trigger).toHaveTextContent('Austria');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { label: 'Country', options: countries, value: undefined, placeholder: 'Choose a country', invalid: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    // The border is drawn in the failure colour.
    const probe = document.createElement('span');
    probe.style.color = vars.color.failure;
    trigger.append(probe);
    const failure = getComputedStyle(probe).color;
    probe.remove();
    await expect(getComputedStyle(trigger).boxShadow).toContain(failure);
  },
};

export const ManyOptionsScroll: Story = {
  args: { label: 'Country', options: countries, value: 'germany' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.click(trigger);
    const listbox = await openList();
    // Spec §9: the list is at most 240px high and scrolls through the rest.
    await expect(getComputedStyle(listbox).maxHeight).toBe('240px');
    await expect(listbox.getBoundingClientRect().height).toBeLessThanOrEqual(240);
    const viewport = listbox.querySelector<HTMLElement>('.rt-SelectViewport');
    await expect(viewport).not.toBeNull();
    await expect(viewport!.scrollHeight).toBeGreaterThan(viewport!.clientHeight);
    // The chosen option is scrolled into view.
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Germany' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expectClosed(trigger);
  },
};

/** Names in another language than the page's keep it, in the list and once chosen in the trigger (WCAG 3.1.2). */
export const OptionLanguages: Story = {
  args: {
    label: 'Bundesstaat',
    options: [
      { value: 'NC', label: 'North Carolina', lang: 'en' },
      { value: 'TI', label: 'Ticino', lang: 'it' },
    ],
    value: 'NC',
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Bundesstaat' });
    await expect(within(trigger).getByText('North Carolina')).toHaveAttribute('lang', 'en');
    await userEvent.click(trigger);
    const listbox = await openList();
    // The list renders beside the select, inside its landmark, not at the end of the body.
    await expect(canvasElement).toContainElement(listbox);
    await expect(within(listbox).getByText('Ticino')).toHaveAttribute('lang', 'it');
    await userEvent.keyboard('{Escape}');
    await expectClosed(trigger);
  },
};

export const Compact: Story = {
  args: { size: 'compact' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Language' });
    // The label sits beside the trigger, as in the footer.
    const label = canvas.getByText('Language').getBoundingClientRect();
    const box = trigger.getBoundingClientRect();
    await expect(label.right).toBeLessThanOrEqual(box.left);
    await expect(label.bottom).toBeGreaterThan(box.top);
    await expect(box.height).toBeLessThan(32);
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await expect(trigger).toBeVisible();
    const label = canvasElement.querySelector(`label[for="${trigger.id}"]`);
    await expect(label!.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const OpensByClickAndEscapeReturnsFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await userEvent.click(trigger);
    await openList();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expectClosed(trigger);
    await expect(trigger).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const KeyboardUse: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    for (const key of ['{Enter}', ' ', '{ArrowDown}']) {
      await userEvent.keyboard(key);
      await openList();
      await userEvent.keyboard('{Escape}');
      await expectClosed(trigger);
      await expect(trigger).toHaveFocus();
    }

    // Open, move to the next option and choose it.
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await openList();
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'English' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Deutsch' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('de');
    await expectClosed(trigger);
    await expect(trigger).toHaveTextContent('Deutsch');
    await expect(trigger).toHaveFocus();
  },
};
