import '../../radix-css/BaseButton.css';
import '../../radix-css/IconButton.css';
import { BellIcon } from '@radix-ui/react-icons';
import { IconButton } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TopBar } from './TopBar';

const meta = {
  title: 'Design system/TopBar',
  component: TopBar,
  args: {
    homeHref: '/',
    homeLabel: 'Eventsuite dashboard',
    menuOpen: false,
    onMenuToggle: fn(),
    menuId: 'mobile-menu',
    menuButtonLabel: 'Menu',
    notifications: (
      <IconButton variant="ghost" color="gray" size="3" aria-label="Notifications">
        <BellIcon width="20" height="20" aria-hidden="true" />
      </IconButton>
    ),
    accountMenu: <span>Jane Doe</span>,
  },
  // The burger controls a menu element; a stand-in shows its state.
  render: function Render(args) {
    const [open, setOpen] = useState(args.menuOpen);
    return (
      <>
        <TopBar
          {...args}
          menuOpen={open}
          onMenuToggle={() => {
            setOpen(!open);
            args.onMenuToggle();
          }}
        />
        <div id={args.menuId} hidden={!open}>
          Mobile menu
        </div>
      </>
    );
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Eventsuite dashboard' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
    // The sidebar replaces the burger on desktop.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

export const MobileBurgerToggles: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const burger = canvas.getByRole('button', { name: 'Menu' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toHaveAttribute('aria-controls', 'mobile-menu');
    // A button inside a form must not submit it.
    await expect(burger).toHaveAttribute('type', 'button');
    await userEvent.click(burger);
    await expect(args.onMenuToggle).toHaveBeenCalledTimes(1);
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Mobile menu')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
  },
};

// The wordmark is text in a layout without a fixed width: whatever font renders it, nothing is cut off.
export const WordmarkNotClipped: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Eventsuite dashboard' });
    await expect(link).toHaveTextContent('eventsuite');
    // The interface font is self-hosted (@fontsource-variable/inter): its face exists and loads.
    await expect((await document.fonts.load('650 20px "Inter Variable"', 'eventsuite')).length).toBeGreaterThan(0);
    const wordmark = link.firstElementChild as HTMLElement;
    await expect(getComputedStyle(wordmark).fontFamily).toMatch(/^"?Inter Variable/);
    for (const element of [link, wordmark]) {
      await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
    }
  },
};

// Spec §2: the burger is for small screens only; a wide desktop has the sidebar.
export const WideDesktop: Story = {
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeGreaterThanOrEqual(1200);
    await expect(within(canvasElement).queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'md' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Menu' })).toBeVisible();
  },
};

export const CustomLogo: Story = {
  args: {
    logo: (
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="16" fill="currentColor" />
      </svg>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Eventsuite dashboard' });
    await expect(link.querySelector('circle')).not.toBeNull();
  },
};
