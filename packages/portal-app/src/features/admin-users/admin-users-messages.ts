import { defineMessage, defineMessages } from 'react-intl';

/** The platform's user list and a user's page (issue 26; spec §2, §8). */
export const adminUserMessages = defineMessages({
  tableCaption: { id: 'adminUsers.tableCaption', defaultMessage: 'Users' },
  search: { id: 'adminUsers.search', defaultMessage: 'Search by name or email' },
  searchSubmit: { id: 'adminUsers.search.submit', defaultMessage: 'Search' },
  paging: { id: 'adminUsers.paging', defaultMessage: 'Pages' },
  previousPage: { id: 'adminUsers.paging.previous', defaultMessage: 'Previous page' },
  nextPage: { id: 'adminUsers.paging.next', defaultMessage: 'Next page' },
  loading: { id: 'adminUsers.loading', defaultMessage: 'Loading users' },
  loadFailed: { id: 'adminUsers.loadFailed', defaultMessage: 'The users could not be loaded.' },
  retry: { id: 'adminUsers.retry', defaultMessage: 'Try again' },
  noSearchResults: { id: 'adminUsers.noSearchResults', defaultMessage: 'No search results found.' },
  noUsers: { id: 'adminUsers.noUsers', defaultMessage: 'No users.' },
  columnName: { id: 'adminUsers.column.name', defaultMessage: 'Name' },
  columnAccountType: { id: 'adminUsers.column.accountType', defaultMessage: 'Account type' },
  columnCompanies: { id: 'adminUsers.column.companies', defaultMessage: 'Companies' },
  columnStatus: { id: 'adminUsers.column.status', defaultMessage: 'Status' },
  business: { id: 'adminUsers.accountType.business', defaultMessage: 'Company' },
  personal: { id: 'adminUsers.accountType.personal', defaultMessage: 'Private' },
  locked: { id: 'adminUsers.locked', defaultMessage: 'Locked' },
  active: { id: 'adminUsers.active', defaultMessage: 'Active' },
  none: { id: 'adminUsers.none', defaultMessage: '–' },
  // Filters.
  filters: { id: 'adminUsers.filters', defaultMessage: 'Filters' },
  accountTypeFilter: { id: 'adminUsers.filter.accountType', defaultMessage: 'Account type' },
  lockFilter: { id: 'adminUsers.filter.lock', defaultMessage: 'Status' },
  anyAccountType: { id: 'adminUsers.filter.anyAccountType', defaultMessage: 'All account types' },
  anyStatus: { id: 'adminUsers.filter.anyStatus', defaultMessage: 'Locked and active' },
  lockedUsers: { id: 'adminUsers.lockedUsers', defaultMessage: 'Locked users' },
  allUsers: { id: 'adminUsers.allUsers', defaultMessage: 'All users' },
  clearCompany: { id: 'adminUsers.filter.clearCompany', defaultMessage: 'Show users of every company' },
  // A user's page.
  userLoading: { id: 'adminUser.loading', defaultMessage: 'Loading the user' },
  userLoadFailed: { id: 'adminUser.loadFailed', defaultMessage: 'The user could not be loaded.' },
  backToList: { id: 'adminUser.backToList', defaultMessage: 'All users' },
  detailsHeading: { id: 'adminUser.details', defaultMessage: 'Details' },
  email: { id: 'adminUser.email', defaultMessage: 'Email' },
  phone: { id: 'adminUser.phone', defaultMessage: 'Phone number' },
  position: { id: 'adminUser.position', defaultMessage: 'Position' },
  accountType: { id: 'adminUser.accountType', defaultMessage: 'Account type' },
  status: { id: 'adminUser.status', defaultMessage: 'Status' },
  created: { id: 'adminUser.created', defaultMessage: 'Registered' },
  readOnly: { id: 'adminUser.readOnly', defaultMessage: 'You may view users, not change them.' },
  privateAccount: { id: 'adminUser.privateAccount', defaultMessage: 'Private account' },
  owner: { id: 'adminUser.owner', defaultMessage: 'Owner' },
  eventsuiteRole: { id: 'adminUser.eventsuiteRole', defaultMessage: 'Eventsuite role' },
  noRole: { id: 'adminUser.noRole', defaultMessage: 'No role' },
  choose: { id: 'adminUser.choose', defaultMessage: 'Choose…' },
  accountsHeading: { id: 'adminUser.accounts', defaultMessage: 'Accounts, roles and apps' },
  noApps: { id: 'adminUser.noApps', defaultMessage: 'No apps in this account.' },
  alwaysInstalled: { id: 'adminUser.alwaysInstalled', defaultMessage: 'Always installed' },
  assignLabel: { id: 'adminUser.assignLabel', defaultMessage: 'Add an app' },
  assign: { id: 'adminUser.assign', defaultMessage: 'Assign' },
  allAssigned: { id: 'adminUser.allAssigned', defaultMessage: 'Every app this account may have is assigned.' },
  changeRoleTitle: { id: 'adminUser.changeRole.title', defaultMessage: 'Change role?' },
  changeRoleConfirm: { id: 'adminUser.changeRole.confirm', defaultMessage: 'Change role' },
  removeAppTitle: { id: 'adminUser.removeApp.title', defaultMessage: 'Remove app?' },
  removeAppConfirm: { id: 'adminUser.removeApp.confirm', defaultMessage: 'Remove' },
  accessHeading: { id: 'adminUser.access', defaultMessage: 'Access' },
  accessText: {
    id: 'adminUser.access.text',
    defaultMessage: 'A locked user cannot sign in, and their open sessions end at once.',
  },
  lock: { id: 'adminUser.lock', defaultMessage: 'Lock user' },
  unlock: { id: 'adminUser.unlock', defaultMessage: 'Unlock user' },
  lockTitle: { id: 'adminUser.lock.title', defaultMessage: 'Lock user?' },
  unlockTitle: { id: 'adminUser.unlock.title', defaultMessage: 'Unlock user?' },
  cancel: { id: 'adminUser.cancel', defaultMessage: 'Cancel' },
  deleteHeading: { id: 'adminUser.delete.heading', defaultMessage: 'Delete user' },
  deleteText: {
    id: 'adminUser.delete.text',
    defaultMessage: 'Deleting the user removes their account, their company memberships and their apps.',
  },
  delete: { id: 'adminUser.delete', defaultMessage: 'Delete user' },
  deleteTitle: { id: 'adminUser.delete.title', defaultMessage: 'Delete user?' },
  deleteConfirm: { id: 'adminUser.delete.confirm', defaultMessage: 'Delete' },
  // Toasts (spec §8).
  locked_toast: { id: 'adminUser.locked.toast', defaultMessage: 'User has been locked successfully.' },
  unlocked_toast: { id: 'adminUser.unlocked.toast', defaultMessage: 'User has been unlocked successfully.' },
  assigned_toast: { id: 'adminUser.assigned.toast', defaultMessage: 'App has been assigned.' },
  removed_toast: { id: 'adminUser.removed.toast', defaultMessage: 'App assignment removed.' },
  roleChanged_toast: { id: 'adminUser.roleChanged.toast', defaultMessage: 'Role has been changed.' },
  deleted_toast: { id: 'adminUser.deleted.toast', defaultMessage: 'Successfully deleted.' },
  failed: { id: 'adminUser.failed', defaultMessage: 'Failed to save.' },
});

export const pageStatusMessage = defineMessage<{ page: number; lastPage: number; total: number }>({
  id: 'adminUsers.paging.status',
  defaultMessage: 'Page {page} of {lastPage} ({total, plural, one {# user} other {# users}})',
});
export const pageStatusMoreMessage = defineMessage<{ page: number; lastPage: number; total: number }>({
  id: 'adminUsers.paging.statusMore',
  defaultMessage: 'Page {page} of more than {lastPage} (more than {total, plural, one {# user} other {# users}})',
});
export const companyFilterMessage = defineMessage<{ company: string }>({
  id: 'adminUsers.filter.company',
  defaultMessage: 'Users of {company}',
});
export const filterByCompanyMessage = defineMessage<{ company: string }>({
  id: 'adminUsers.filter.byCompany',
  defaultMessage: 'Show the users of {company}',
});
export const roleInAppMessage = defineMessage<{ app: string }>({
  id: 'adminUser.roleIn',
  defaultMessage: 'Role in {app}',
});
export const eventsuiteRoleValueMessage = defineMessage<{ role: string }>({
  id: 'adminUser.eventsuiteRole.value',
  defaultMessage: 'Eventsuite role: {role}',
});
export const appWithRoleMessage = defineMessage<{ app: string; role: string }>({
  id: 'adminUser.appWithRole',
  defaultMessage: '{app}: {role}',
});
export const removeAppMessage = defineMessage<{ app: string }>({
  id: 'adminUser.removeApp',
  defaultMessage: 'Remove {app}',
});
export const eventsuiteRoleTextMessage = defineMessage<{ name: string; role: string; account: string }>({
  id: 'adminUser.changeRole.eventsuiteText',
  defaultMessage: 'Give {name} the Eventsuite role {role} in {account}? Their menu and rights follow at once.',
});
export const appRoleTextMessage = defineMessage<{ name: string; role: string; app: string; account: string }>({
  id: 'adminUser.changeRole.appText',
  defaultMessage: 'Give {name} the role {role} in {app} ({account})?',
});
export const removeAppTextMessage = defineMessage<{ name: string; app: string; account: string }>({
  id: 'adminUser.removeApp.text',
  defaultMessage: 'Take {app} from {name} in {account}? They lose their role in it.',
});
export const lockTextMessage = defineMessage<{ name: string }>({
  id: 'adminUser.lock.text',
  defaultMessage: 'Lock {name}? They are signed out at once and cannot sign in until they are unlocked.',
});
export const unlockTextMessage = defineMessage<{ name: string }>({
  id: 'adminUser.unlock.text',
  defaultMessage: 'Unlock {name}? They can sign in again.',
});
export const deleteConfirmTextMessage = defineMessage<{ name: string; email: string }>({
  id: 'adminUser.delete.confirmText',
  defaultMessage: 'Delete the user {name} ({email})? This cannot be undone.',
});
