import { createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';

/** Brand and theme colour of spec §1 and §9. */
export const brandColor = '#ffb945';

/**
 * Height of the fixed top bar, also as a plain value: the document's scroll padding needs it on the
 * root element, outside the theme whose variables carry it.
 */
export const topBarHeight = '56px';

/**
 * The token contract every component styles against. Colours point at Radix Themes' scales where a
 * Radix equivalent exists, so Radix components and ours share one palette and follow the appearance.
 */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandHover: null,
    brandSoft: null,
    onBrand: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    link: null,
    focusRing: null,
    overlay: null,
    success: null,
    successSoft: null,
    failure: null,
    failureSoft: null,
    /** Fill of destructive actions (delete, lock); onDanger is its text, at least 4.5:1 on it. */
    danger: null,
    dangerHover: null,
    onDanger: null,
    warning: null,
    info: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  font: { body: null, sizeSm: null, sizeMd: null, sizeLg: null, sizeXl: null, weightBold: null },
  shadow: { raised: null, overlay: null },
  /** One stacking scale, bottom to top: toasts above everything, modals and their overlay included. */
  zIndex: {
    content: null,
    sidebar: null,
    submenu: null,
    topBar: null,
    mobileMenu: null,
    modal: null,
    loadingBar: null,
    toast: null,
  },
  motion: { fast: null, normal: null, slow: null, easing: null },
  size: {
    topBarHeight: null,
    sidebarWidth: null,
    submenuWidth: null,
    modalMaxWidth: null,
    dropdownMaxHeight: null,
    loadingBarHeight: null,
    touchTarget: null,
    /** Height of every form control in a row: text inputs, selects and buttons. */
    controlHeight: null,
    /** Height of the wordmark in the top bar. */
    logoHeight: null,
  },
});

const shared = {
  space: { none: '0', xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radius: { sm: 'var(--radius-2)', md: 'var(--radius-3)', lg: 'var(--radius-4)', full: '9999px' },
  font: {
    body: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    sizeSm: '0.875rem',
    sizeMd: '1rem',
    sizeLg: '1.25rem',
    sizeXl: '1.75rem',
    weightBold: '650',
  },
  zIndex: {
    content: '0',
    sidebar: '20',
    submenu: '25',
    topBar: '30',
    mobileMenu: '40',
    modal: '50',
    loadingBar: '60',
    toast: '70',
  },
  motion: { fast: '120ms', normal: '200ms', slow: '320ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  // Modal 700px and dropdown 240px are spec §9 constants; the loading bar is 3px high (spec §2).
  size: {
    topBarHeight,
    sidebarWidth: '64px',
    submenuWidth: '240px',
    modalMaxWidth: '700px',
    dropdownMaxHeight: '240px',
    loadingBarHeight: '3px',
    touchTarget: '44px',
    controlHeight: '44px',
    logoHeight: '28px',
  },
};

const radixBackedColors = {
  surface: 'var(--color-background)',
  surfaceRaised: 'var(--color-panel-solid)',
  surfaceSunken: 'var(--gray-2)',
  border: 'var(--gray-6)',
  borderStrong: 'var(--gray-8)',
  text: 'var(--gray-12)',
  textMuted: 'var(--gray-11)',
  overlay: 'var(--color-overlay)',
  success: 'var(--green-11)',
  successSoft: 'var(--green-3)',
  failure: 'var(--red-9)',
  failureSoft: 'var(--red-3)',
  warning: 'var(--amber-11)',
  info: 'var(--blue-11)',
};

// Light is the default appearance; Radix sets .dark / .dark-theme on the Theme root for dark.
createGlobalTheme('.radix-themes', vars, {
  ...shared,
  color: {
    ...radixBackedColors,
    brand: brandColor,
    brandHover: '#f5a623',
    brandSoft: '#fff4df',
    onBrand: '#2b1d00',
    link: '#9a5b00',
    focusRing: '#b86e00',
    danger: '#c62828',
    dangerHover: '#a51d1d',
    onDanger: '#ffffff',
  },
  shadow: { raised: 'var(--shadow-2)', overlay: 'var(--shadow-5)' },
});

createGlobalTheme('.radix-themes:is(.dark, .dark-theme)', vars, {
  ...shared,
  color: {
    ...radixBackedColors,
    brand: brandColor,
    brandHover: '#ffcb70',
    brandSoft: '#3a2a0c',
    onBrand: '#2b1d00',
    link: '#ffc970',
    focusRing: '#ffcb70',
    danger: '#ff6b6b',
    dangerHover: '#ff8a8a',
    onDanger: '#1a0505',
  },
  shadow: { raised: 'var(--shadow-3)', overlay: 'var(--shadow-6)' },
});

// Map the brand onto Radix Themes' accent scale so Radix buttons, focus rings and selections
// carry the Eventsuite orange rather than Radix's amber, and the interface font onto Radix's font
// variables. `:root` lifts the rule above Radix's own `.radix-themes` and `[data-accent-color]`
// rules, which would otherwise win whenever their CSS chunk loads after this one (in builds).
globalStyle(':root .radix-themes', {
  vars: {
    '--accent-9': vars.color.brand,
    '--accent-10': vars.color.brandHover,
    '--accent-contrast': vars.color.onBrand,
    '--accent-surface': vars.color.brandSoft,
    '--default-font-family': vars.font.body,
    '--heading-font-family': vars.font.body,
  },
});

// One focus ring everywhere (WCAG 1.4.11, 3:1 in light and dark). Radix re-derives --focus-8 from its
// accent scale (amber 8, 2.2:1 on white) on every element carrying data-accent-color, so the token is
// set there too, not only on the theme root.
globalStyle(':root :is(.radix-themes, [data-accent-color])', {
  vars: { '--focus-8': vars.color.focusRing },
});
