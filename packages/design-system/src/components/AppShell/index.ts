export { AppShell, appShellLayouts } from './AppShell';
export type { AppShellLayout, AppShellProps } from './AppShell';
