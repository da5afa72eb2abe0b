import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EventsuiteWordmark } from './Wordmark';

const meta = {
  title: 'Design system/Wordmark',
  // A small component: centred in its canvas, and docs previews sized to it rather than to a screen.
  parameters: { layout: 'centered' },
  component: EventsuiteWordmark,
} satisfies Meta<typeof EventsuiteWordmark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const wordmark = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"]');
    await expect(wordmark).toBeVisible();
    // Never cut off, whatever the font: the text sets the width.
    await expect(wordmark!.scrollWidth).toBeLessThanOrEqual(wordmark!.clientWidth);
    // Decorative: whatever shows it names it.
    await expect(wordmark).toHaveAttribute('aria-hidden', 'true');
    await expect(wordmark).toHaveTextContent('eventsuite');
  },
};
