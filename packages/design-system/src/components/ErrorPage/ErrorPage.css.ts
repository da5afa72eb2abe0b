import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/tokens.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: '60vh',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.text,
});

export const status = style({
  margin: 0,
  fontSize: '6rem',
  lineHeight: 1,
  fontWeight: 800,
  letterSpacing: '-0.04em',
  // The brand orange is too light for text on white; it marks the code with a bar instead.
  color: vars.color.text,
  '::after': {
    content: '""',
    display: 'block',
    height: vars.space.xs,
    marginTop: vars.space.sm,
    borderRadius: vars.radius.full,
    background: vars.color.brand,
  },
  '@media': { [mediaQueries.mobile]: { fontSize: '4rem' } },
});

export const message = style({ margin: 0, fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold });

export const homeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  ':hover': { background: vars.color.brandHover },
});
