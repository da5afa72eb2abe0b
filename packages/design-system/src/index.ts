export { ThemeProvider, appearances } from './theme/ThemeProvider';
export type { Appearance, ThemeProviderProps } from './theme/ThemeProvider';
export { vars, brandColor } from './theme/tokens.css';
export { sprinkles } from './theme/sprinkles.css';
export type { Sprinkles } from './theme/sprinkles.css';
export { breakpoints, mediaQueries, mobileMaxWidth, tabletMaxWidth } from './theme/breakpoints';
export type { Breakpoint } from './theme/breakpoints';
export { EmptyState } from './components/EmptyState';
export type { EmptyStateProps } from './components/EmptyState';
