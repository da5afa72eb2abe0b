import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PermissionChecklist, type PermissionChecklistProps } from './PermissionChecklist';

const permissions = [
  { name: 'eventsuite.can_view_locations', description: 'See the company’s locations.' },
  { name: 'eventsuite.can_edit_locations', description: 'Change the company’s locations.' },
  { name: 'crew-planner.view_shifts', description: 'See shifts and crews.' },
  { name: 'crew-planner.edit_shifts', description: '' },
];

/** Keeps the choice in state like a screen would, and reports each change to the story's spy. */
function PermissionChecklistDemo(props: PermissionChecklistProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ padding: 24, width: 420 }}>
      <PermissionChecklist
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design system/PermissionChecklist',
  parameters: { layout: 'centered' },
  component: PermissionChecklist,
  render: (args) => <PermissionChecklistDemo {...args} />,
  args: {
    permissions,
    value: ['crew-planner.view_shifts'],
    onChange: fn(),
    barePrefix: 'eventsuite',
    groupLabel: (prefix: string) => (prefix === 'eventsuite' ? 'Eventsuite' : `App ${prefix}`),
    emptyText: 'No permissions exist yet.',
  },
} satisfies Meta<typeof PermissionChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grouped: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const portal = canvas.getByRole('group', { name: 'Eventsuite' });
    // The portal's own permissions without their prefix, the others with it.
    const locations = within(portal).getByRole('checkbox', { name: 'can_view_locations' });
    await expect(locations).toHaveAccessibleDescription('See the company’s locations.');
    const shifts = within(canvas.getByRole('group', { name: 'App crew-planner' })).getByRole('checkbox', {
      name: 'crew-planner.view_shifts',
    });
    await expect(shifts).toBeChecked();
    await userEvent.click(locations);
    await expect(args.onChange).toHaveBeenLastCalledWith(['eventsuite.can_view_locations', 'crew-planner.view_shifts']);
    await userEvent.click(shifts);
    await expect(args.onChange).toHaveBeenLastCalledWith(['eventsuite.can_view_locations']);
  },
};

export const ByKeyboard: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'can_view_locations' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['eventsuite.can_view_locations', 'crew-planner.view_shifts']);
  },
};

export const ReadOnly: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const checkbox of within(canvasElement).getAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { permissions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No permissions exist yet.')).toBeVisible();
  },
};
