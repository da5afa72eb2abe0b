import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contrastRatio } from '../../testing/contrast';
import { vars } from '../../theme/tokens.css';
import { Badge, badgeTones, type BadgeTone } from './Badge';

const meta = {
  title: 'Design system/Badge',
  // A small component: centred in its canvas, and docs previews sized to it rather than to a screen.
  parameters: { layout: 'centered' },
  component: Badge,
  args: { children: 'Owner' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const toneColors = {
  neutral: vars.color.surfaceSunken,
  brand: vars.color.brandSoft,
  success: vars.color.successSoft,
  danger: vars.color.failureSoft,
} as const satisfies Record<BadgeTone, string>;

/** The computed value of a colour token, read from a probe beside the badge. */
function computedColor(badge: HTMLElement, token: string) {
  const probe = document.createElement('span');
  probe.style.color = token;
  badge.after(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

/** The badge shows its word on its tone's soft background, the text readable on it (WCAG 1.4.3). */
async function expectTone(canvasElement: HTMLElement, text: string, tone: BadgeTone) {
  const badge = within(canvasElement).getByText(text);
  await expect(badge).toBeVisible();
  const { backgroundColor, color } = getComputedStyle(badge);
  await expect(backgroundColor).toBe(computedColor(badge, toneColors[tone]));
  await expect(contrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
}

export const Neutral: Story = {
  args: { children: 'Not verified' },
  play: async ({ canvasElement }) => expectTone(canvasElement, 'Not verified', 'neutral'),
};

export const Brand: Story = {
  args: { tone: 'brand' },
  play: async ({ canvasElement }) => expectTone(canvasElement, 'Owner', 'brand'),
};

export const Success: Story = {
  args: { tone: 'success', children: 'Verified' },
  play: async ({ canvasElement }) => expectTone(canvasElement, 'Verified', 'success'),
};

export const Danger: Story = {
  args: { tone: 'danger', children: 'Locked' },
  play: async ({ canvasElement }) => expectTone(canvasElement, 'Locked', 'danger'),
};
