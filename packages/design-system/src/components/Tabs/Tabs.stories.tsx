import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabsProps } from './Tabs';

const tabs = [
  { value: 'profile', label: 'Profile', content: <p>Names, contact and home address.</p> },
  { value: 'settings', label: 'Settings', content: <p>Language and formats.</p> },
  { value: 'notifications', label: 'Notifications', content: <p>No notifications available.</p> },
];

function TabsDemo(props: TabsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ padding: 24 }}>
      <Tabs
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

const meta = {
  title: 'Design system/Tabs',
  // A small component: centred in its canvas, and docs previews sized to it rather than to a screen.
  parameters: { layout: 'centered' },
  component: Tabs,
  render: (args) => <TabsDemo {...args} />,
  args: { label: 'Profile sections', tabs, value: 'profile', onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Profile sections' });
    const names = ['Profile', 'Settings', 'Notifications'];
    const found = within(list).getAllByRole('tab');
    await expect(found).toHaveLength(names.length);
    for (const [index, name] of names.entries()) await expect(found[index]).toHaveAccessibleName(name);
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Profile' })).toHaveTextContent('Names, contact');
  },
};

export const SelectedByValue: Story = {
  args: { value: 'notifications' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No notifications available.');
  },
};

export const ClickSelects: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Settings' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('settings');
    await expect(canvas.getByRole('tabpanel', { name: 'Settings' })).toHaveTextContent('Language and formats.');
  },
};

export const KeyboardMovesBetweenTabs: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('settings');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    // Wraps around to the first tab.
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveFocus();
  },
};
