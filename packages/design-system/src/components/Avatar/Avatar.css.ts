import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const root = style({ display: 'inline-flex', flexShrink: 0, borderRadius: vars.radius.full });

export const avatar = style({
  // Brand circle with dark initials, in both appearances.
  vars: { '--accent-9': vars.color.brand, '--accent-contrast': vars.color.onBrand },
  fontWeight: vars.font.weightBold,
});
