import { createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';

/** Brand and theme colour of spec §1 and §9. */
export const brandColor = '#ffb945';

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
    warning: null,
    info: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  font: { body: null, sizeSm: null, sizeMd: null, sizeLg: null, sizeXl: null, weightBold: null },
  shadow: { raised: null, overlay: null },
  zIndex: {
    content: null,
    sidebar: null,
    topBar: null,
    submenu: null,
    mobileMenu: null,
    modal: null,
    toast: null,
    loadingBar: null,
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
    topBar: '30',
    submenu: '25',
    mobileMenu: '40',
    modal: '50',
    toast: '60',
    loadingBar: '70',
  },
  motion: { fast: '120ms', normal: '200ms', slow: '320ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  // Modal 700px and dropdown 240px are spec §9 constants; the loading bar is 3px high (spec §2).
  size: {
    topBarHeight: '56px',
    sidebarWidth: '64px',
    submenuWidth: '240px',
    modalMaxWidth: '700px',
    dropdownMaxHeight: '240px',
    loadingBarHeight: '3px',
    touchTarget: '44px',
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
  },
  shadow: { raised: 'var(--shadow-3)', overlay: 'var(--shadow-6)' },
});

// Map the brand onto Radix Themes' accent scale so Radix buttons, focus rings and selections
// carry the Eventsuite orange rather than Radix's amber.
globalStyle('.radix-themes', {
  vars: {
    '--accent-9': vars.color.brand,
    '--accent-10': vars.color.brandHover,
    '--accent-contrast': vars.color.onBrand,
    '--accent-surface': vars.color.brandSoft,
    '--focus-8': vars.color.focusRing,
    '--default-font-family': vars.font.body,
    '--heading-font-family': vars.font.body,
  },
});
