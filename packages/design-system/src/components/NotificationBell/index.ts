export { NotificationBell } from './NotificationBell';
export type { NotificationBellLabels, NotificationBellProps, NotificationPreview } from './NotificationBell';
