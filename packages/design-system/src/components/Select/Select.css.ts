import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text,
});

// Compact selects sit in a line of other content, e.g. the footer's language switcher.
export const rootCompact = style({
  flexDirection: 'row',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
});

export const label = style({ color: vars.color.text });

export { visuallyHidden } from '../../theme/utilities.css';

export const trigger = style({
  selectors: {
    '&[aria-invalid="true"]': { boxShadow: `inset 0 0 0 1px ${vars.color.failure}` },
    '&[aria-invalid="true"]:focus-visible': { outlineColor: vars.color.failure },
  },
});

// Radix's placeholder grey is too faint for WCAG AA contrast; use the muted text colour.
globalStyle(`${trigger}[data-placeholder] .rt-SelectTriggerInner`, { color: vars.color.textMuted });

// A regular select lines up with the text inputs and buttons beside it; on Radix's trigger class, so
// the height outweighs Radix's size rule whichever order the CSS chunks load in.
export const triggerRegular = style({
  selectors: { '&.rt-SelectTrigger': { height: vars.size.controlHeight } },
});

export const content = style({
  // The list is portalled after any open modal; at the modal's layer it paints above it.
  zIndex: vars.zIndex.modal,
  selectors: {
    // Spec §9: the open list is at most 240px high and scrolls; less if the viewport has less room.
    '&[data-side]': {
      maxHeight: `min(${vars.size.dropdownMaxHeight}, var(--radix-select-content-available-height))`,
    },
  },
});

// Holds the open list without a box of its own, so it adds no gap to the layout around it.
export const listTarget = style({ display: 'contents' });
