import type { AppVisibility } from '@eventsuite/api-contract';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const appAdminMessages = defineMessages({
  loading: { id: 'adminApps.loading', defaultMessage: 'Loading the apps' },
  loadFailed: { id: 'adminApps.loadFailed', defaultMessage: 'The apps could not be loaded.' },
  appLoading: { id: 'adminApps.app.loading', defaultMessage: 'Loading the app' },
  appLoadFailed: { id: 'adminApps.app.loadFailed', defaultMessage: 'The app could not be loaded.' },
  retry: { id: 'adminApps.retry', defaultMessage: 'Try again' },
  create: { id: 'adminApps.create', defaultMessage: 'Create app' },
  save: { id: 'adminApps.save', defaultMessage: 'Save' },
  backToList: { id: 'adminApps.backToList', defaultMessage: 'All apps' },
  tableCaption: { id: 'adminApps.tableCaption', defaultMessage: 'Apps' },
  search: { id: 'adminApps.search', defaultMessage: 'Search apps' },
  searchSubmit: { id: 'adminApps.searchSubmit', defaultMessage: 'Search' },
  paging: { id: 'adminApps.paging', defaultMessage: 'Pages' },
  previousPage: { id: 'adminApps.previousPage', defaultMessage: 'Previous page' },
  nextPage: { id: 'adminApps.nextPage', defaultMessage: 'Next page' },
  columnApp: { id: 'adminApps.column.app', defaultMessage: 'App' },
  columnInternalName: { id: 'adminApps.column.internalName', defaultMessage: 'Internal name' },
  columnVisibility: { id: 'adminApps.column.visibility', defaultMessage: 'Visibility' },
  columnFlags: { id: 'adminApps.column.flags', defaultMessage: 'Installation' },
  alwaysInstalled: { id: 'adminApps.flag.alwaysInstalled', defaultMessage: 'Always installed' },
  adminOnly: { id: 'adminApps.flag.adminOnly', defaultMessage: 'Installed by administrators' },
  noFlags: { id: 'adminApps.flag.none', defaultMessage: 'Installed by its users' },
  noApps: { id: 'adminApps.empty', defaultMessage: 'No apps yet.' },
  noSearchResults: { id: 'adminApps.noSearchResults', defaultMessage: 'No search results found.' },
  readOnly: {
    id: 'adminApps.readOnly',
    defaultMessage: 'You may view this app. Changing it needs the permission to edit apps.',
  },
  identityHeading: { id: 'adminApps.identityHeading', defaultMessage: 'Names' },
  identityHint: {
    id: 'adminApps.identityHint',
    defaultMessage:
      'The internal name is the prefix of the app’s permissions: lower-case letters, digits, - and _, starting with a letter.',
  },
  descriptionsHeading: { id: 'adminApps.descriptionsHeading', defaultMessage: 'Descriptions and instructions' },
  descriptionsHint: {
    id: 'adminApps.descriptionsHint',
    defaultMessage: 'People who read French see the English texts.',
  },
  visibilityHeading: { id: 'adminApps.visibilityHeading', defaultMessage: 'Visibility and installation' },
  yes: { id: 'adminApps.yes', defaultMessage: 'Yes' },
  no: { id: 'adminApps.no', defaultMessage: 'No' },
  signInHeading: { id: 'adminApps.signInHeading', defaultMessage: 'Sign-in addresses' },
  signInHint: {
    id: 'adminApps.signInHint',
    defaultMessage:
      'The redirect URL is where the portal sends people back after signing them in; the paths are on that address’s host.',
  },
  defaultRolesHeading: { id: 'adminApps.defaultRolesHeading', defaultMessage: 'Default roles' },
  defaultRolesHint: {
    id: 'adminApps.defaultRolesHint',
    defaultMessage: 'The roles people get in the app when it is installed for them or for their company.',
  },
  defaultRolesAfterSaving: {
    id: 'adminApps.defaultRolesAfterSaving',
    defaultMessage:
      'An app gets its roles under Roles & Permissions once it is saved; choose its default roles here then.',
  },
  noDefaultRole: { id: 'adminApps.noDefaultRole', defaultMessage: 'No default role' },
  logoHeading: { id: 'adminApps.logoHeading', defaultMessage: 'Logo' },
  logoUpload: { id: 'adminApps.logoUpload', defaultMessage: 'Upload logo' },
  logoRemove: { id: 'adminApps.logoRemove', defaultMessage: 'Remove logo' },
  screenshotsHeading: { id: 'adminApps.screenshotsHeading', defaultMessage: 'Screenshots' },
  screenshotsEmpty: { id: 'adminApps.screenshotsEmpty', defaultMessage: 'No screenshots yet.' },
  screenshotUpload: { id: 'adminApps.screenshotUpload', defaultMessage: 'Add a screenshot' },
  screenshotChoose: { id: 'adminApps.screenshotChoose', defaultMessage: 'Choose a picture' },
  screenshotDrop: { id: 'adminApps.screenshotDrop', defaultMessage: 'or drop it here' },
  moveUp: { id: 'adminApps.moveUp', defaultMessage: 'Move up' },
  moveDown: { id: 'adminApps.moveDown', defaultMessage: 'Move down' },
  remove: { id: 'adminApps.remove', defaultMessage: 'Remove' },
  imagesAfterSaving: {
    id: 'adminApps.imagesAfterSaving',
    defaultMessage: 'Add the logo and screenshots once the app is saved.',
  },
  deleteHeading: { id: 'adminApps.deleteHeading', defaultMessage: 'Delete app' },
  deleteText: {
    id: 'adminApps.deleteText',
    defaultMessage: 'The app is deleted for good, with its roles, its installations and everyone’s access to it.',
  },
  delete: { id: 'adminApps.delete', defaultMessage: 'Delete app' },
  deleteTitle: { id: 'adminApps.deleteTitle', defaultMessage: 'Delete app?' },
  deleteConfirm: { id: 'adminApps.deleteConfirm', defaultMessage: 'Delete' },
  cancel: { id: 'adminApps.cancel', defaultMessage: 'Cancel' },
  deleted: { id: 'adminApps.deleted', defaultMessage: 'Successfully deleted.' },
  deleteFailed: { id: 'adminApps.deleteFailed', defaultMessage: 'The app could not be deleted.' },
});

/** The name of each visibility (spec §3 App): who sees the app (ADR 0017). */
export const visibilityMessages = defineMessages({
  admin: { id: 'adminApps.visibility.admin', defaultMessage: 'Administrators' },
  admin_company: { id: 'adminApps.visibility.adminCompany', defaultMessage: 'Administrators and company accounts' },
  admin_personal: {
    id: 'adminApps.visibility.adminPersonal',
    defaultMessage: 'Administrators and personal accounts',
  },
  company: { id: 'adminApps.visibility.company', defaultMessage: 'Company accounts' },
  hidden: { id: 'adminApps.visibility.hidden', defaultMessage: 'No one (hidden)' },
  personal: { id: 'adminApps.visibility.personal', defaultMessage: 'Personal accounts' },
  visible: { id: 'adminApps.visibility.visible', defaultMessage: 'Everyone' },
} satisfies Record<AppVisibility, MessageDescriptor>);

export const pageStatusMessage = defineMessage<{ page: number; lastPage: number; total: number }>({
  id: 'adminApps.pageStatus',
  defaultMessage: 'Page {page} of {lastPage}, {total, plural, one {# app} other {# apps}}',
});

export const logoPictureMessage = defineMessage<{ name: string }>({
  id: 'adminApps.logoPicture',
  defaultMessage: 'Logo of {name}',
});

export const logoHintMessage = defineMessage<{ minSide: number }>({
  id: 'adminApps.logoHint',
  defaultMessage: 'A square jpg or png, at least {minSide}x{minSide}px, at most 3MB.',
});

export const screenshotHintMessage = defineMessage<{ minSide: number; maxCount: number }>({
  id: 'adminApps.screenshotHint',
  defaultMessage: 'A jpg or png, at least {minSide}px wide and high, at most 3MB; up to {maxCount} screenshots.',
});

export const screenshotAltMessage = defineMessage<{ name: string; position: number; count: number }>({
  id: 'adminApps.screenshotAlt',
  defaultMessage: 'Screenshot {position} of {count} of {name}',
});

export const deleteConfirmText = defineMessage<{ name: string }>({
  id: 'adminApps.deleteConfirmText',
  defaultMessage:
    'The app “{name}” will be deleted with its roles and installations; nobody can open it from the portal any more. This cannot be undone.',
});
