import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { backgroundBehind, contrastRatio } from '../../testing/contrast';
import { Button, buttonVariants } from './Button';

const meta = {
  title: 'Design system/Button',
  // A small component: centred in its canvas, and docs previews sized to it rather than to a screen.
  parameters: { layout: 'centered' },
  component: Button,
  args: { children: 'Sign in', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: buttonVariants } },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign in' });
    // The brand colour #ffb945, mapped onto Radix's accent scale by the theme.
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(255, 185, 69)');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Cancel' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cancel' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

// Strong red rather than a greyed-out look; axe checks its text contrast (at least 4.5:1) in both appearances.
export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete account' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete account' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(198, 40, 40)');
    await expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
    await expect(button).toBeEnabled();
  },
};

export const DangerDark: Story = {
  args: { variant: 'danger', children: 'Delete account' },
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete account' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(255, 107, 107)');
    await expect(getComputedStyle(button).color).toBe('rgb(26, 5, 5)');
  },
};

export const Busy: Story = {
  args: { busy: true, fullWidth: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign in' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // Still focusable, so keyboard focus stays where it was while the action runs.
    button.focus();
    await expect(button).toHaveFocus();
  },
};

/** Tabs to the button and checks the one focus ring: solid, 2px, 3:1 against what is behind it. */
async function expectFocusRing(canvasElement: HTMLElement) {
  const button = within(canvasElement).getByRole('button', { name: 'Sign in' });
  await userEvent.tab();
  await expect(button).toHaveFocus();
  const ring = getComputedStyle(button);
  await expect(ring.outlineStyle).toBe('solid');
  await expect(ring.outlineWidth).toBe('2px');
  // The ring sits beside the button, on the page behind it (WCAG 1.4.11).
  await expect(contrastRatio(ring.outlineColor, backgroundBehind(canvasElement))).toBeGreaterThanOrEqual(3);
}

export const FocusRing: Story = {
  play: async ({ canvasElement }) => expectFocusRing(canvasElement),
};

export const FocusRingDark: Story = {
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => expectFocusRing(canvasElement),
};

export const FocusRingSecondary: Story = {
  args: { variant: 'secondary' },
  play: async ({ canvasElement }) => expectFocusRing(canvasElement),
};
