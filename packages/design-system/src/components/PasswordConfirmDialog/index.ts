export { PasswordConfirmDialog } from './PasswordConfirmDialog';
export type { PasswordConfirmDialogProps } from './PasswordConfirmDialog';
