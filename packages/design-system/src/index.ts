export { ThemeProvider } from './theme/ThemeProvider';
export type { ThemeProviderProps } from './theme/ThemeProvider';
export {
  appearances,
  applyAppearanceToDocument,
  colorSchemes,
  isColorScheme,
  resolveAppearance,
  systemAppearance,
  useSystemAppearance,
} from './theme/appearance';
export type { Appearance, ColorScheme } from './theme/appearance';
export { vars, brandColor } from './theme/tokens.css';
export { visuallyHidden } from './theme/utilities.css';
export { breakpoints, mediaQueries, mobileMaxWidth, tabletMaxWidth } from './theme/breakpoints';
export type { Breakpoint } from './theme/breakpoints';
export { AppCard } from './components/AppCard';
export type { AppCardProps } from './components/AppCard';
export { EmptyState } from './components/EmptyState';
export type { EmptyStateProps } from './components/EmptyState';
export { Link, LinkProvider, useLinkComponent } from './navigation';
export type { LinkRenderProps } from './navigation';
export { Gallery } from './components/Gallery';
export type { GalleryImage, GalleryProps } from './components/Gallery';
export { Modal } from './components/Modal';
export type { ModalProps } from './components/Modal';
export { containsActive } from './navigation';
export type { NavItem } from './navigation';
export { AppShell, appShellLayouts } from './components/AppShell';
export type { AppShellLayout, AppShellProps } from './components/AppShell';
export { Avatar, avatarSizes, initialsOf } from './components/Avatar';
export type { AvatarProps, AvatarSize } from './components/Avatar';
export { TopBar } from './components/TopBar';
export { EventsuiteWordmark } from './components/Wordmark';
export type { TopBarProps } from './components/TopBar';
export { IconSidebar } from './components/IconSidebar';
export type { IconSidebarProps } from './components/IconSidebar';
export { MobileMenu } from './components/MobileMenu';
export type { MobileMenuProps } from './components/MobileMenu';
export { AccountDropdown } from './components/AccountDropdown';
export { NotificationBell } from './components/NotificationBell';
export type { NotificationBellLabels, NotificationBellProps, NotificationPreview } from './components/NotificationBell';
export type {
  Account,
  AccountDropdownColorScheme,
  AccountDropdownLabels,
  AccountDropdownProps,
} from './components/AccountDropdown';
export { ErrorPage } from './components/ErrorPage';
export type { ErrorPageProps } from './components/ErrorPage';
export { Footer, staticPageTypes } from './components/Footer';
export type { FooterProps, StaticPageType } from './components/Footer';
export { ConfirmDialog, confirmDialogTones } from './components/ConfirmDialog';
export type { ConfirmDialogProps, ConfirmDialogTone } from './components/ConfirmDialog';
export { PasswordConfirmDialog } from './components/PasswordConfirmDialog';
export type { PasswordConfirmDialogProps } from './components/PasswordConfirmDialog';
export { Toaster, TOAST_DURATION_MS, clearToasts, dismissToast, toast, toastVariants } from './components/Toaster';
export type { ToastOptions, ToastVariant, ToasterProps } from './components/Toaster';
export {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_THROTTLE_MS,
  LoadingBar,
  forgetRequestsInFlight,
  loadingBarStates,
  requestFinished,
  requestStarted,
} from './components/LoadingBar';
export type { LoadingBarProps, LoadingBarState } from './components/LoadingBar';
export { Select, selectSizes } from './components/Select';
export type { SelectOption, SelectProps, SelectSize } from './components/Select';
export { TextInput, textInputTypes } from './components/TextInput';
export type { TextInputProps, TextInputType } from './components/TextInput';
export { FormField } from './components/FormField';
export { FormActions } from './components/FormActions';
export type { FormActionsProps } from './components/FormActions';
export { FormErrorLine } from './components/FormErrorLine';
export type { FormErrorLineProps } from './components/FormErrorLine';
export { RadioGroup, radioGroupOrientations } from './components/RadioGroup';
export type { RadioGroupOrientation, RadioGroupProps, RadioOption } from './components/RadioGroup';
export { TextArea } from './components/TextArea';
export type { TextAreaProps } from './components/TextArea';
export { Button, buttonVariants } from './components/Button';
export type { ButtonProps, ButtonVariant } from './components/Button';
export type { FormFieldControlProps, FormFieldProps } from './components/FormField';
export { Tabs } from './components/Tabs';
export type { TabItem, TabsProps } from './components/Tabs';
export { AvatarUpload } from './components/AvatarUpload';
export { FileDrop } from './components/FileDrop';
export type { FileDropProps } from './components/FileDrop';
export type { AvatarUploadProps } from './components/AvatarUpload';
export { DataTable } from './components/DataTable';
export type { DataTableColumn, DataTableLabels, DataTableProps } from './components/DataTable';
export { SortableList } from './components/SortableList';
export type { SortableListItem, SortableListLabels, SortableListProps } from './components/SortableList';
export { PermissionChecklist } from './components/PermissionChecklist';
export type { ChecklistPermission, PermissionChecklistProps } from './components/PermissionChecklist';
export { Badge, badgeTones } from './components/Badge';
export type { BadgeProps, BadgeTone } from './components/Badge';
export { ButtonLink } from './components/ButtonLink';
export type { ButtonLinkProps } from './components/ButtonLink';
export { layoutAlignments, layoutGaps, layoutJustifications } from './theme/flex-layout';
export type { LayoutAlignment, LayoutGap, LayoutJustification } from './theme/flex-layout';
export { Stack, stackElements } from './components/Stack';
export type { StackElement, StackProps } from './components/Stack';
export { Inline, inlineElements } from './components/Inline';
export type { InlineElement, InlineProps } from './components/Inline';
export { Section, sectionStates } from './components/Section';
export type { SectionLabels, SectionProps, SectionState } from './components/Section';
export { FormSelect } from './components/FormSelect';
export type { FormSelectProps } from './components/FormSelect';
