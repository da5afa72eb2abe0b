export { IconSidebar } from './IconSidebar';
export type { IconSidebarProps } from './IconSidebar';
