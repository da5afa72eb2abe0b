import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { layoutAlignments, layoutGaps, layoutJustifications } from '../../theme/flex-layout';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Inline, inlineElements } from './Inline';

const actions = [
  <Button key="save">Save</Button>,
  <Button key="cancel" variant="secondary">
    Cancel
  </Button>,
  <Button key="delete" variant="danger">
    Delete account
  </Button>,
];

const meta = {
  title: 'Design system/Inline',
  component: Inline,
  args: { children: actions },
  argTypes: {
    gap: { control: 'select', options: layoutGaps },
    align: { control: 'inline-radio', options: layoutAlignments },
    justify: { control: 'inline-radio', options: layoutJustifications },
    as: { control: 'inline-radio', options: inlineElements },
    children: { control: false },
  },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side, in the order given, the small step (8px) apart, on one line while they fit. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [save, cancel, remove] = within(canvasElement).getAllByRole('button');
    await expect([save, cancel, remove].map((button) => button!.textContent)).toEqual([
      'Save',
      'Cancel',
      'Delete account',
    ]);
    const first = save!.getBoundingClientRect();
    const second = cancel!.getBoundingClientRect();
    await expect(Math.round(second.left - first.right)).toBe(8);
    await expect(second.top).toBe(first.top);
    await expect(remove!.getBoundingClientRect().top).toBe(first.top);
  },
};

/** Where the line is too short, the children wrap onto the next line rather than overflow (reflow at 320px). */
export const Wrapping: Story = {
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    const row = buttons[0]!.parentElement!;
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    const tops = new Set(buttons.map((button) => button.getBoundingClientRect().top));
    await expect(tops.size).toBeGreaterThan(1);
  },
};

/** A title and its badges, centred on one line, the extra-small step (4px) apart. */
export const TitleWithBadges: Story = {
  args: {
    gap: 'xs',
    align: 'center',
    children: [
      <strong key="name">Olivia Alder</strong>,
      <Badge key="owner" tone="brand">
        Owner
      </Badge>,
      <Badge key="locked" tone="danger">
        Locked
      </Badge>,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByText('Olivia Alder').getBoundingClientRect();
    const owner = canvas.getByText('Owner').getBoundingClientRect();
    await expect(Math.round(owner.left - name.right)).toBe(4);
    await expect(Math.abs(owner.top + owner.height / 2 - (name.top + name.height / 2))).toBeLessThanOrEqual(1);
  },
};

/** The first and last child pushed to the edges, as a list's count beside its "Load more". */
export const SpreadAsList: Story = {
  args: {
    as: 'ul',
    justify: 'between',
    align: 'center',
    children: [
      <li key="count">Showing 10 of 24</li>,
      <li key="more">
        <Button variant="secondary">Load more</Button>
      </li>,
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    const [count, more] = within(list).getAllByRole('listitem');
    const box = list.getBoundingClientRect();
    await expect(count!.getBoundingClientRect().left).toBe(box.left);
    await expect(Math.round(more!.getBoundingClientRect().right)).toBe(Math.round(box.right));
    await expect(getComputedStyle(count!).listStyleType).toBe('none');
  },
};
