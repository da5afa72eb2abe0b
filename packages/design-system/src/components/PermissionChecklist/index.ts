export { PermissionChecklist } from './PermissionChecklist';
export type { ChecklistPermission, PermissionChecklistProps } from './PermissionChecklist';
