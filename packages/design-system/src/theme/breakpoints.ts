/** Breakpoints of spec §9, in CSS pixels. Screens read these; styles use the media queries below. */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1900 } as const;

/** Upper bounds of the mobile (up to 767px) and tablet (up to 991px) ranges. */
export const mobileMaxWidth = breakpoints.md - 1;
export const tabletMaxWidth = breakpoints.lg - 1;

export const mediaQueries = {
  mobile: `screen and (max-width: ${mobileMaxWidth}px)`,
  tablet: `screen and (min-width: ${breakpoints.md}px) and (max-width: ${tabletMaxWidth}px)`,
  desktop: `screen and (min-width: ${breakpoints.lg}px)`,
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  xxl: `screen and (min-width: ${breakpoints.xxl}px)`,
} as const;

export type Breakpoint = keyof typeof mediaQueries;
