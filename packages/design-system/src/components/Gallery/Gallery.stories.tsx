import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Gallery } from './Gallery';

const picture = (fill: string, panel: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300"><rect width="480" height="300" fill="#f7f7f9"/><rect width="480" height="32" fill="${fill}"/><rect x="12" y="44" width="${panel}" height="244" rx="6" fill="${fill}" opacity="0.4"/></svg>`,
  )}`;

const images = [
  { src: picture('#2f6f9f', '120'), alt: 'The shift plan of a production' },
  { src: picture('#7a4fa0', '180'), alt: 'A crew member’s week' },
  { src: picture('#3d8b5a', '240'), alt: 'The list of open shifts' },
];

const meta = {
  title: 'Design system/Gallery',
  parameters: { layout: 'centered' },
  component: Gallery,
  decorators: [
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    images,
    label: 'Screenshots',
    previousLabel: 'Previous screenshot',
    nextLabel: 'Next screenshot',
    positionLabel: (position: number, total: number) => `Screenshot ${position} of ${total}`,
  },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreePictures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gallery = canvas.getByRole('region', { name: 'Screenshots' });
    await expect(gallery).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getByRole('img', { name: 'The shift plan of a production' })).toBeVisible();
    await expect(canvas.getByText('Screenshot 1 of 3')).toBeVisible();
  },
};

export const ByButtons: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next screenshot' }));
    await expect(canvas.getByRole('img', { name: 'A crew member’s week' })).toBeVisible();
    await expect(canvas.getByText('Screenshot 2 of 3')).toBeVisible();
    // Previous from the first picture wraps to the last.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous screenshot' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous screenshot' }));
    await expect(canvas.getByRole('img', { name: 'The list of open shifts' })).toBeVisible();
  },
};

export const ByKeyboard: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous screenshot' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('Screenshot 2 of 3')).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('img', { name: 'The list of open shifts' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('Screenshot 1 of 3')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByText('Screenshot 3 of 3')).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('img', { name: 'The shift plan of a production' })).toBeVisible();
  },
};

export const OnePicture: Story = {
  args: { images: images.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next screenshot' })).toBeDisabled();
    await expect(canvas.getByText('Screenshot 1 of 1')).toBeVisible();
  },
};
