import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.mobileMenu,
  display: 'flex',
  flexDirection: 'column',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexShrink: 0,
  height: vars.size.topBarHeight,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: 0,
  borderInlineStart: '3px solid transparent',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeMd,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current]': { borderInlineStartColor: vars.color.brand, fontWeight: vars.font.weightBold },
    'a&[aria-current]': { background: vars.color.brandSoft },
  },
});

export const childEntry = style({ paddingInlineStart: vars.space.xxl, fontSize: vars.font.sizeSm });

export const icon = style({ display: 'inline-flex', color: vars.color.textMuted });

export const chevron = style({
  marginInlineStart: 'auto',
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});
