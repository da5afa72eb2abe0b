import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/tokens.css';
import { visuallyHiddenRules } from '../../theme/utilities.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { background: vars.color.surfaceSunken },
  },
});

export const identity = style({ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 1.25 });

// On phones the trigger shows the avatar only; the name stays for assistive technology.
export const triggerIdentity = style([
  identity,
  {
    '@media': {
      [mediaQueries.mobile]: visuallyHiddenRules,
    },
  },
]);

export const name = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold, whiteSpace: 'nowrap' });
export const company = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  // On the highlighted (brand-coloured) item the muted grey lacks contrast; take the item's colour.
  selectors: { '[data-highlighted] &': { color: 'inherit' } },
});

export const chevron = style({ color: vars.color.textMuted, '@media': { [mediaQueries.mobile]: { display: 'none' } } });

export const content = style({ minWidth: '240px' });

// Account rows hold two lines, taller than Radix's fixed item height.
export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: 'auto',
  paddingBlock: vars.space.xs,
});

// Radix's label grey (gray 10, 3.8:1 on white) is too faint for normal-size text (WCAG 1.4.3). The
// doubled class outranks Radix's label rule, whichever of the two stylesheets loads last.
export const groupLabel = style({ selectors: { '&&': { color: vars.color.textMuted, fontSize: vars.font.sizeSm } } });

export const activeAccount = style({ selectors: { '&&': { color: vars.color.text } } });

export const trailingIcon = style({ marginInlineStart: 'auto' });

// Holds the open list without a box of its own, so it adds no gap to the layout around it.
export const portalTarget = style({ display: 'contents' });
