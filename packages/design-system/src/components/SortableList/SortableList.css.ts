import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export { visuallyHidden } from '../../theme/utilities.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  minWidth: 0,
  selectors: { '&:first-child': { borderTop: 'none' } },
});

/** The item being moved: lifted off the list. */
export const picked = style({
  position: 'relative',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  outline: `2px solid ${vars.color.brand}`,
  outlineOffset: '-2px',
});

export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'grab',
  // The pointer moves the item, not the page.
  touchAction: 'none',
  selectors: {
    '&[aria-pressed="true"]': { cursor: 'grabbing', background: vars.color.brandSoft },
  },
});

export const content = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
