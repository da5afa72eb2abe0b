import type { vars } from '../theme/tokens.css';

type ColorToken = keyof typeof vars.color;

/** What each colour token is for, as a designer would choose it. */
export const colorUsage: Record<ColorToken, string> = {
  brand: 'Primary buttons, the active tab and selection marks. Never as text on light surfaces.',
  brandHover: 'Primary buttons under the pointer.',
  brandSoft: 'Quiet highlights: the current menu item, selected rows.',
  onBrand: 'Text and icons on brand fills.',
  surface: 'The page.',
  surfaceRaised: 'Cards, menus, dialogs, popovers.',
  surfaceSunken: 'The footer, wells and read-only areas.',
  border: 'Dividers and quiet outlines.',
  borderStrong: 'Outlines of form controls.',
  text: 'Body text and headings.',
  textMuted: 'Secondary text: hints, captions, metadata.',
  link: 'Links in running text.',
  focusRing: 'The keyboard focus outline of every control.',
  overlay: 'The backdrop behind modal dialogs.',
  success: 'Success text and icons.',
  successSoft: 'Background of success messages.',
  failure: 'Error marks: invalid field outlines and icons.',
  failureSoft: 'Background of error messages.',
  danger: 'Fill of destructive buttons (delete, lock).',
  dangerHover: 'Destructive buttons under the pointer.',
  onDanger: 'Text on danger fills.',
  warning: 'Warning text and icons.',
  info: 'Informational text and icons.',
};

export interface ContrastPair {
  foreground: ColorToken;
  background: ColorToken;
  /** 4.5 for text (WCAG 1.4.3), 3 for focus rings, control outlines and icons (1.4.11). */
  minimum: 4.5 | 3;
}

/** The pairings the components use, with the ratio WCAG 2.2 AA asks of each. */
export const contrastPairs: ContrastPair[] = [
  { foreground: 'text', background: 'surface', minimum: 4.5 },
  { foreground: 'text', background: 'surfaceRaised', minimum: 4.5 },
  { foreground: 'textMuted', background: 'surface', minimum: 4.5 },
  { foreground: 'textMuted', background: 'surfaceSunken', minimum: 4.5 },
  { foreground: 'link', background: 'surface', minimum: 4.5 },
  { foreground: 'link', background: 'surfaceSunken', minimum: 4.5 },
  { foreground: 'onBrand', background: 'brand', minimum: 4.5 },
  { foreground: 'onDanger', background: 'danger', minimum: 4.5 },
  { foreground: 'success', background: 'surface', minimum: 4.5 },
  { foreground: 'warning', background: 'surface', minimum: 4.5 },
  { foreground: 'info', background: 'surface', minimum: 4.5 },
  { foreground: 'focusRing', background: 'surface', minimum: 3 },
  { foreground: 'failure', background: 'surface', minimum: 3 },
];
