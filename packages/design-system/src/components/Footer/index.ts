export { Footer, staticPageTypes } from './Footer';
export type { FooterProps, StaticPageType } from './Footer';
