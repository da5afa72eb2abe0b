import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  BreakpointTokens,
  ColorTokens,
  MotionTokens,
  RadiusTokens,
  SizeTokens,
  SpacingTokens,
  TypeScale,
  ZOrderTokens,
} from './Foundations';

/**
 * The tokens every component styles against, read from the theme contract and measured in the
 * browser, so these pages always show what the code does. Use tokens, never raw values: a colour,
 * a space or a duration that is not here is a new token, agreed with design first.
 */
const meta = {
  title: 'Foundations/Tokens',
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Row cells of a token table by the token's name. */
function valueOf(table: HTMLElement, token: string): string {
  const row = within(table).getByRole('rowheader', { name: token }).closest('tr')!;
  return within(row).getAllByRole('cell')[0]!.textContent ?? '';
}

/**
 * Every colour in light and dark, and the contrast of the pairings the components use. The story
 * fails when a pairing falls below what WCAG 2.2 AA asks (4.5:1 for text, 3:1 for focus rings and
 * other non-text marks).
 */
export const Colour: Story = {
  render: () => <ColorTokens />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = canvas.getByRole('table', { name: 'Colour tokens' });
    const brand = within(colours).getByRole('rowheader', { name: 'vars.color.brand' }).closest('tr')!;
    await waitFor(() => expect(within(brand).getAllByText('#ffb945')).toHaveLength(2));
    // A row is as high as its swatches, not a screen (issue 31: the page was 21 786 px long).
    await expect(brand.getBoundingClientRect().height).toBeLessThan(80);
    const contrast = canvas.getByRole('table', { name: 'Contrast' });
    const ratios = within(contrast)
      .getAllByRole('row')
      .slice(1)
      .flatMap((row) => within(row).getAllByRole('cell').slice(1));
    await expect(ratios).toHaveLength(2 * 13);
    for (const ratio of ratios) await expect(ratio).toHaveTextContent(/^\d+\.\d\d:1 passes$/);
  },
};

/** The spacing scale, 0 to 48 px. */
export const Spacing: Story = {
  render: () => <SpacingTokens />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'space' });
    await waitFor(() => expect(valueOf(table, 'vars.space.md')).toBe('16px'));
  },
};

/** Corner radii: Radix Themes' medium scale, and full for round shapes such as avatars. */
export const Radii: Story = {
  render: () => <RadiusTokens />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'radius' });
    await waitFor(() => expect(valueOf(table, 'vars.radius.full')).toBe('9999px'));
    await expect(valueOf(table, 'vars.radius.md')).toMatch(/px$/);
  },
};

/** Inter Variable, four sizes and one bold weight. */
export const TypeScaleStory: Story = {
  name: 'Type scale',
  render: () => <TypeScale />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'font' });
    await waitFor(() => expect(valueOf(table, 'vars.font.sizeMd')).toBe('1rem'));
    await expect(within(table).getAllByText('Crew call at 7:30, stage B')).toHaveLength(4);
  },
};

/** The breakpoints of spec §9 and the media queries styles use. */
export const Breakpoints: Story = {
  render: () => <BreakpointTokens />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Breakpoints' });
    await expect(valueOf(table, 'breakpoints.md')).toMatch(/^768px/);
  },
};

/** Stacking order, bottom to top: toasts stay above an open modal. */
export const ZOrder: Story = {
  name: 'Z-order',
  render: () => <ZOrderTokens />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'zIndex' });
    await waitFor(() => expect(Number(valueOf(table, 'vars.zIndex.toast'))).toBeGreaterThan(0));
    await expect(Number(valueOf(table, 'vars.zIndex.toast'))).toBeGreaterThan(
      Number(valueOf(table, 'vars.zIndex.modal')),
    );
  },
};

/** Durations and the easing of every transition; all motion stops under `prefers-reduced-motion`. */
export const Motion: Story = {
  render: () => <MotionTokens />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'motion' });
    await waitFor(() => expect(valueOf(table, 'vars.motion.normal')).toBe('200ms'));
  },
};

/** Fixed sizes: the top bar, the sidebar, the modal's width of spec §9, the 44 px touch target. */
export const Sizes: Story = {
  render: () => <SizeTokens />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'size' });
    await waitFor(() => expect(valueOf(table, 'vars.size.modalMaxWidth')).toBe('700px'));
  },
};
