import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

// The measures of Radix Themes' avatar sizes 2, 3, 5 and 7, in its own tokens, so that it matches the
// other Radix Themes parts it sits beside.
const measures = {
  small: { size: 'var(--space-6)', oneLetter: 'var(--font-size-3)', twoLetters: 'var(--font-size-2)', spacing: 2 },
  medium: { size: 'var(--space-7)', oneLetter: 'var(--font-size-4)', twoLetters: 'var(--font-size-3)', spacing: 3 },
  large: { size: 'var(--space-9)', oneLetter: 'var(--font-size-6)', twoLetters: 'var(--font-size-6)', spacing: 6 },
  xlarge: { size: '96px', oneLetter: 'var(--font-size-7)', twoLetters: 'var(--font-size-7)', spacing: 7 },
} as const;

const oneLetterSize = '--avatar-one-letter-font-size';
const twoLettersSize = '--avatar-two-letters-font-size';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  verticalAlign: 'middle',
  flexShrink: 0,
  userSelect: 'none',
  borderRadius: vars.radius.full,
});

export const size = styleVariants(measures, ({ size: edge, oneLetter, twoLetters, spacing }) => ({
  width: edge,
  height: edge,
  letterSpacing: `var(--letter-spacing-${spacing})`,
  vars: { [oneLetterSize]: oneLetter, [twoLettersSize]: twoLetters },
}));

// Brand circle with dark initials, in both appearances.
const fallbackBase = style({
  width: '100%',
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'inherit',
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: 'var(--default-font-family)',
  fontWeight: 'var(--font-weight-medium)',
  fontStyle: 'normal',
  lineHeight: 1,
  textTransform: 'uppercase',
});

export const fallback = styleVariants({
  oneLetter: [fallbackBase, { fontSize: `var(${oneLetterSize})` }],
  twoLetters: [fallbackBase, { fontSize: `var(${twoLettersSize})` }],
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 'inherit' });

// Loading or failed: in the document, so that the browser fetches it, but not shown.
export const pendingImage = style({ display: 'none' });
