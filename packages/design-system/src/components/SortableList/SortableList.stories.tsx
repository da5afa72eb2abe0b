import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SortableList, type SortableListLabels, type SortableListProps } from './SortableList';

const labels: SortableListLabels = {
  handle: (name) => `Move ${name}`,
  instructions:
    'Press Space or Enter to pick the item up, the arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
  pickedUp: (name, position, total) => `Picked up ${name}, position ${position} of ${total}.`,
  moved: (name, position, total) => `${name} moved to position ${position} of ${total}.`,
  dropped: (name, position, total) => `${name} dropped at position ${position} of ${total}.`,
  cancelled: (name, position, total) => `Move cancelled, ${name} back at position ${position} of ${total}.`,
};

const roles = [
  { id: 'guest', name: 'Guest' },
  { id: 'crew', name: 'Crew' },
  { id: 'lead', name: 'Lead' },
];

/** Keeps the order in state like a screen would, and reports each change to the story's spy. */
function SortableListDemo(props: SortableListProps) {
  const [items, setItems] = useState(props.items);
  return (
    <div style={{ padding: 24, width: 360 }}>
      <SortableList
        {...props}
        items={items}
        onReorder={(ids) => {
          setItems(ids.map((id) => items.find((item) => item.id === id)!));
          props.onReorder(ids);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design system/SortableList',
  parameters: { layout: 'centered' },
  component: SortableList,
  render: (args) => <SortableListDemo {...args} />,
  args: { label: 'Company roles', items: roles, labels, onReorder: fn() },
} satisfies Meta<typeof SortableList>;

export default meta;
type Story = StoryObj<typeof meta>;

const order = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Company roles' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(order(canvasElement)).toEqual(['Guest', 'Crew', 'Lead']);
    const handle = canvas.getByRole('button', { name: 'Move Crew' });
    await expect(handle).toHaveAccessibleDescription(labels.instructions);
    await expect(handle).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Space picks Lead up, ArrowUp twice moves it to the top, Enter drops it; focus stays on its handle. */
export const ReorderByKeyboard: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Move Lead' });
    handle.focus();
    await userEvent.keyboard(' ');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Picked up Lead, position 3 of 3.');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Lead moved to position 2 of 3.');
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move Lead' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Lead dropped at position 1 of 3.');
    await expect(order(canvasElement)).toEqual(['Lead', 'Guest', 'Crew']);
    await expect(args.onReorder).toHaveBeenLastCalledWith(['lead', 'guest', 'crew']);
    await expect(canvas.getByRole('button', { name: 'Move Lead' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Escape puts the item back where it was picked up. */
export const CancelByKeyboard: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Move Guest' }).focus();
    await userEvent.keyboard('{Enter}{ArrowDown}{ArrowDown}');
    await expect(order(canvasElement)).toEqual(['Crew', 'Lead', 'Guest']);
    await userEvent.keyboard('{Escape}');
    await expect(order(canvasElement)).toEqual(['Guest', 'Crew', 'Lead']);
    await expect(canvas.getByRole('status')).toHaveTextContent('Move cancelled, Guest back at position 1 of 3.');
    await expect(args.onReorder).toHaveBeenLastCalledWith(['guest', 'crew', 'lead']);
  },
};

/** Drags Guest's handle below Lead with the pointer. */
export const ReorderByPointer: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Move Guest' });
    const last = canvas.getAllByRole('listitem')[2]!.getBoundingClientRect();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle },
      { coords: { x: last.left + 10, y: last.bottom - 2 } },
      { keys: '[/MouseLeft]' },
    ]);
    await expect(order(canvasElement)).toEqual(['Crew', 'Lead', 'Guest']);
    await expect(canvas.getByRole('status')).toHaveTextContent('Guest dropped at position 3 of 3.');
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(order(canvasElement)).toEqual(['Guest', 'Crew', 'Lead']);
  },
};

export const WithContent: Story = {
  args: {
    items: roles.map((role, index) => ({
      ...role,
      content: (
        <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <strong>{role.name}</strong>
          <span>{index === 0 ? 'Default' : `${index * 3} people`}</span>
        </span>
      ),
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Move Guest' })).toBeVisible();
    await expect(within(canvasElement).getByText('Default')).toBeVisible();
  },
};
