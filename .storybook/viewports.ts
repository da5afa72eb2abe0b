import { breakpoints } from '@eventsuite/design-system';

/** Viewport presets at the spec §9 breakpoints, plus a phone below sm. */
export const viewports = {
  phone: { name: 'Phone (375px)', styles: { width: '375px', height: '760px' }, type: 'mobile' },
  sm: { name: `sm (${breakpoints.sm}px)`, styles: { width: `${breakpoints.sm}px`, height: '800px' }, type: 'mobile' },
  md: {
    name: `md / tablet (${breakpoints.md}px)`,
    styles: { width: `${breakpoints.md}px`, height: '900px' },
    type: 'tablet',
  },
  lg: {
    name: `lg / desktop (${breakpoints.lg}px)`,
    styles: { width: `${breakpoints.lg}px`, height: '800px' },
    type: 'desktop',
  },
  xl: { name: `xl (${breakpoints.xl}px)`, styles: { width: `${breakpoints.xl}px`, height: '860px' }, type: 'desktop' },
  xxl: {
    name: `xxl (${breakpoints.xxl}px)`,
    styles: { width: `${breakpoints.xxl}px`, height: '1000px' },
    type: 'desktop',
  },
} as const;
