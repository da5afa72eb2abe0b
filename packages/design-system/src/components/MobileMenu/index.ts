export { MobileMenu } from './MobileMenu';
export type { MobileMenuProps } from './MobileMenu';
