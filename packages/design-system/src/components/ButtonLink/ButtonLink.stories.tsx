import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { LinkProvider, type LinkRenderProps } from '../../navigation';
import { backgroundBehind, contrastRatio } from '../../testing/contrast';
import { ButtonLink } from './ButtonLink';

/** Stands in for the app's router link, marking the links it renders. */
const RouterLinkStandIn = forwardRef<HTMLAnchorElement, LinkRenderProps>(function RouterLinkStandIn(
  { children, ...props },
  ref,
) {
  return (
    <a ref={ref} data-router-link="" {...props}>
      {children}
    </a>
  );
});

const meta = {
  title: 'Design system/ButtonLink',
  // A small component: centred in its canvas, and docs previews sized to it rather than to a screen.
  parameters: { layout: 'centered' },
  component: ButtonLink,
  args: { href: '/company/locations/create', children: 'Create location' },
  decorators: [
    (Story) => (
      <LinkProvider component={RouterLinkStandIn}>
        <div style={{ padding: 24 }}>{Story()}</div>
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link of the portal, through the app's router, painted as the primary button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Create location' });
    await expect(link).toHaveAttribute('href', '/company/locations/create');
    await expect(link).toHaveAttribute('data-router-link');
    const { backgroundColor, color, height } = getComputedStyle(link);
    // The brand colour #ffb945, as on the primary Button.
    await expect(backgroundColor).toBe('rgb(255, 185, 69)');
    await expect(contrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
    await expect(height).toBe('44px');
  },
};

/** Into another Eventsuite app: a plain link the browser follows, past the app's router. */
export const External: Story = {
  args: { href: 'https://crew-planner.example.com/auth/portal', children: 'Open', external: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Open' });
    await expect(link).toHaveAttribute('href', 'https://crew-planner.example.com/auth/portal');
    await expect(link).not.toHaveAttribute('data-router-link');
    await expect(getComputedStyle(link).backgroundColor).toBe('rgb(255, 185, 69)');
  },
};

/** Reached with Tab, it shows the one focus ring: solid, 2px, 3:1 against what is behind it. */
export const FocusRing: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Create location' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const ring = getComputedStyle(link);
    await expect(ring.outlineStyle).toBe('solid');
    await expect(ring.outlineWidth).toBe('2px');
    await expect(contrastRatio(ring.outlineColor, backgroundBehind(canvasElement))).toBeGreaterThanOrEqual(3);
  },
};
