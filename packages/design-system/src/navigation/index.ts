export { Link, LinkProvider, useLinkComponent } from './LinkContext';
export type { LinkRenderProps } from './LinkContext';
export { containsActive } from './nav-item';
export type { NavItem } from './nav-item';
