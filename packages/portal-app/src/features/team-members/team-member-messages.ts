import { defineMessage, defineMessages } from 'react-intl';

/** The team-member list and a member's page (spec §3, §8). */
export const teamMemberMessages = defineMessages({
  tableCaption: { id: 'teamMembers.table.caption', defaultMessage: 'Team members' },
  search: { id: 'teamMembers.search', defaultMessage: 'Search by name, email or position' },
  searchSubmit: { id: 'teamMembers.search.submit', defaultMessage: 'Search' },
  paging: { id: 'teamMembers.paging', defaultMessage: 'Pages' },
  previousPage: { id: 'teamMembers.paging.previous', defaultMessage: 'Previous page' },
  nextPage: { id: 'teamMembers.paging.next', defaultMessage: 'Next page' },
  loading: { id: 'teamMembers.loading', defaultMessage: 'Loading team members' },
  loadFailed: { id: 'teamMembers.loadFailed', defaultMessage: 'The team members could not be loaded.' },
  retry: { id: 'teamMembers.retry', defaultMessage: 'Try again' },
  noSearchResults: { id: 'teamMembers.noSearchResults', defaultMessage: 'No search results found.' },
  noMembers: { id: 'teamMembers.noMembers', defaultMessage: 'No team members yet.' },
  columnName: { id: 'teamMembers.column.name', defaultMessage: 'Name' },
  columnPosition: { id: 'teamMembers.column.position', defaultMessage: 'Position' },
  columnLocation: { id: 'teamMembers.column.location', defaultMessage: 'Location' },
  columnRole: { id: 'teamMembers.column.role', defaultMessage: 'Company role' },
  columnStatus: { id: 'teamMembers.column.status', defaultMessage: 'Status' },
  columnApps: { id: 'teamMembers.column.apps', defaultMessage: 'Installed apps' },
  none: { id: 'teamMembers.none', defaultMessage: '–' },
  noneSpoken: { id: 'teamMembers.none.spoken', defaultMessage: 'none' },
  owner: { id: 'teamMembers.owner', defaultMessage: 'Owner' },
  locked: { id: 'teamMembers.locked', defaultMessage: 'Locked' },
  active: { id: 'teamMembers.active', defaultMessage: 'Active' },
  twoFactor: { id: 'teamMembers.twoFactor', defaultMessage: 'Two-factor' },
  // A member's page.
  memberLoading: { id: 'teamMember.loading', defaultMessage: 'Loading the team member' },
  memberLoadFailed: { id: 'teamMember.loadFailed', defaultMessage: 'The team member could not be loaded.' },
  memberNotFound: { id: 'teamMember.notFound', defaultMessage: 'This team member does not exist in your company.' },
  backToList: { id: 'teamMember.backToList', defaultMessage: 'All team members' },
  detailsHeading: { id: 'teamMember.details', defaultMessage: 'Details' },
  email: { id: 'teamMember.email', defaultMessage: 'Email' },
  phone: { id: 'teamMember.phone', defaultMessage: 'Phone number' },
  mobile: { id: 'teamMember.mobile', defaultMessage: 'Mobile number' },
  employment: { id: 'teamMember.employment', defaultMessage: 'Employment' },
  employed: { id: 'teamMember.employment.employed', defaultMessage: 'Employed' },
  freelance: { id: 'teamMember.employment.freelance', defaultMessage: 'Freelance' },
  joined: { id: 'teamMember.joined', defaultMessage: 'Member since' },
  status: { id: 'teamMember.status', defaultMessage: 'Status' },
  companyHeading: { id: 'teamMember.company', defaultMessage: 'In the company' },
  noLocation: { id: 'teamMember.noLocation', defaultMessage: 'No location' },
  choose: { id: 'teamMember.choose', defaultMessage: 'Please choose' },
  save: { id: 'teamMember.save', defaultMessage: 'Save' },
  accessHeading: { id: 'teamMember.access', defaultMessage: 'Access' },
  ownerProtected: {
    id: 'teamMember.ownerProtected',
    defaultMessage: 'The owner of the company cannot be locked or removed.',
  },
  lock: { id: 'teamMember.lock', defaultMessage: 'Lock user' },
  unlock: { id: 'teamMember.unlock', defaultMessage: 'Unlock user' },
  lockTitle: { id: 'teamMember.lock.title', defaultMessage: 'Lock user?' },
  unlockTitle: { id: 'teamMember.unlock.title', defaultMessage: 'Unlock user?' },
  locked_toast: { id: 'teamMember.locked.toast', defaultMessage: 'User has been locked successfully.' },
  unlocked_toast: { id: 'teamMember.unlocked.toast', defaultMessage: 'User has been unlocked successfully.' },
  remove: { id: 'teamMember.remove', defaultMessage: 'Remove from company' },
  removeTitle: { id: 'teamMember.remove.title', defaultMessage: 'Remove team member?' },
  removed_toast: { id: 'teamMember.removed.toast', defaultMessage: 'Successfully deleted.' },
  cancel: { id: 'teamMember.cancel', defaultMessage: 'Cancel' },
  failed: { id: 'teamMember.failed', defaultMessage: 'An error occurred.' },
});

export const pageStatusMessage = defineMessage<{ page: number; lastPage: number; total: number }>({
  id: 'teamMembers.paging.status',
  defaultMessage: 'Page {page} of {lastPage} ({total, plural, one {# member} other {# members}})',
});

/** A broad search's pages: the server counted its matches only so far (ADR 0025). */
export const pageStatusMoreMessage = defineMessage<{ page: number; lastPage: number; total: number }>({
  id: 'teamMembers.paging.statusMore',
  defaultMessage: 'Page {page} of more than {lastPage} (more than {total, plural, one {# member} other {# members}})',
});

export const appWithRoleMessage = defineMessage<{ app: string; role: string }>({
  id: 'teamMembers.appWithRole',
  defaultMessage: '{app} ({role})',
});

export const lockTextMessage = defineMessage<{ name: string }>({
  id: 'teamMember.lock.text',
  defaultMessage:
    '{name} will be signed out at once and can no longer sign in or use any app until the user is unlocked.',
});

export const unlockTextMessage = defineMessage<{ name: string }>({
  id: 'teamMember.unlock.text',
  defaultMessage: '{name} will be able to sign in again.',
});

export const removeTextMessage = defineMessage<{ name: string; company: string }>({
  id: 'teamMember.remove.text',
  defaultMessage:
    '{name} will be removed from {company}, with their roles there. Their account stays. This cannot be undone.',
});
