import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { layoutAlignments, layoutGaps, layoutJustifications } from '../../theme/flex-layout';
import { Button } from '../Button';
import { Stack, stackElements } from './Stack';

const meta = {
  title: 'Design system/Stack',
  component: Stack,
  args: {
    children: [
      <Button key="save">Save</Button>,
      <Button key="cancel" variant="secondary">
        Cancel
      </Button>,
      <Button key="delete" variant="danger">
        Delete account
      </Button>,
    ],
  },
  argTypes: {
    gap: { control: 'select', options: layoutGaps },
    align: { control: 'inline-radio', options: layoutAlignments },
    justify: { control: 'inline-radio', options: layoutJustifications },
    as: { control: 'inline-radio', options: stackElements },
    children: { control: false },
  },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The vertical distances between the tops and bottoms of neighbouring elements. */
function gapsBetween(elements: HTMLElement[]) {
  return elements.slice(1).map((element, index) => {
    const above = elements[index]!.getBoundingClientRect();
    return Math.round(element.getBoundingClientRect().top - above.bottom);
  });
}

/** One below the other, the medium step (16px) apart, each as wide as the stack. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['Save', 'Cancel', 'Delete account']);
    await expect(gapsBetween(buttons)).toEqual([16, 16]);
    const stack = buttons[0]!.parentElement!.getBoundingClientRect();
    for (const button of buttons) await expect(button.getBoundingClientRect().width).toBe(stack.width);
  },
};

/** A wider step of the scale, and the children at their own width on the start edge. */
export const WideGapAlignedToStart: Story = {
  args: { gap: 'xl', align: 'start' },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(gapsBetween(buttons)).toEqual([32, 32]);
    const stack = buttons[0]!.parentElement!.getBoundingClientRect();
    for (const button of buttons) {
      await expect(button.getBoundingClientRect().left).toBe(stack.left);
      await expect(button.getBoundingClientRect().width).toBeLessThan(stack.width);
    }
  },
};

/** As a list: read as one with its entries, without the browser's markers or indent. */
export const AsList: Story = {
  args: {
    as: 'ul',
    gap: 'xs',
    children: ['Company profile', 'Team members', 'Locations'].map((page) => (
      <li key={page}>
        <a href={`#${page}`}>{page}</a>
      </li>
    )),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(gapsBetween(items)).toEqual([4, 4]);
    await expect(getComputedStyle(items[0]!).listStyleType).toBe('none');
    await expect(items[0]!.getBoundingClientRect().left).toBe(list.getBoundingClientRect().left);
    await expect(within(items[1]!).getByRole('link', { name: 'Team members' })).toBeVisible();
  },
};
