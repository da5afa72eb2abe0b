import type { AdminCompanyStateFilter } from '@eventsuite/api-contract';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const companyAdminMessages = defineMessages({
  tableCaption: { id: 'adminCompanies.tableCaption', defaultMessage: 'Companies' },
  columnName: { id: 'adminCompanies.column.name', defaultMessage: 'Name' },
  columnVatNumber: { id: 'adminCompanies.column.vatNumber', defaultMessage: 'VAT number' },
  columnOwner: { id: 'adminCompanies.column.owner', defaultMessage: 'Owner' },
  columnCity: { id: 'adminCompanies.column.city', defaultMessage: 'City' },
  columnState: { id: 'adminCompanies.column.state', defaultMessage: 'Verification' },
  search: { id: 'adminCompanies.search', defaultMessage: 'Search companies' },
  searchSubmit: { id: 'adminCompanies.searchSubmit', defaultMessage: 'Search' },
  filter: { id: 'adminCompanies.filter', defaultMessage: 'Verification state' },
  paging: { id: 'adminCompanies.paging', defaultMessage: 'Pages of companies' },
  previousPage: { id: 'adminCompanies.previousPage', defaultMessage: 'Previous page' },
  nextPage: { id: 'adminCompanies.nextPage', defaultMessage: 'Next page' },
  loading: { id: 'adminCompanies.loading', defaultMessage: 'Loading the companies' },
  loadFailed: { id: 'adminCompanies.loadFailed', defaultMessage: 'The companies could not be loaded.' },
  retry: { id: 'adminCompanies.retry', defaultMessage: 'Try again' },
  empty: { id: 'adminCompanies.empty', defaultMessage: 'No companies yet.' },
  noSearchResults: { id: 'adminCompanies.noSearchResults', defaultMessage: 'No search results found.' },
  none: { id: 'adminCompanies.none', defaultMessage: '–' },
  // A company's page.
  backToList: { id: 'adminCompanies.backToList', defaultMessage: 'All companies' },
  companyLoading: { id: 'adminCompanies.company.loading', defaultMessage: 'Loading the company' },
  companyLoadFailed: { id: 'adminCompanies.company.loadFailed', defaultMessage: 'The company could not be loaded.' },
  dataHeading: { id: 'adminCompanies.data.heading', defaultMessage: 'Company data' },
  owner: { id: 'adminCompanies.data.owner', defaultMessage: 'Owner' },
  address: { id: 'adminCompanies.data.address', defaultMessage: 'Address' },
  email: { id: 'adminCompanies.data.email', defaultMessage: 'Email' },
  phone: { id: 'adminCompanies.data.phone', defaultMessage: 'Phone' },
  vatNumber: { id: 'adminCompanies.data.vatNumber', defaultMessage: 'VAT number' },
  website: { id: 'adminCompanies.data.website', defaultMessage: 'Website' },
  membersHeading: { id: 'adminCompanies.members.heading', defaultMessage: 'Team members' },
  membersLoading: { id: 'adminCompanies.members.loading', defaultMessage: 'Loading the team members' },
  membersLoadFailed: {
    id: 'adminCompanies.members.loadFailed',
    defaultMessage: 'The team members could not be loaded.',
  },
  membersPaging: { id: 'adminCompanies.members.paging', defaultMessage: 'Pages of team members' },
  ownerBadge: { id: 'adminCompanies.members.owner', defaultMessage: 'Owner' },
  lockedBadge: { id: 'adminCompanies.members.locked', defaultMessage: 'Locked' },
  locationsHeading: { id: 'adminCompanies.locations.heading', defaultMessage: 'Locations' },
  noLocations: { id: 'adminCompanies.locations.empty', defaultMessage: 'The company has no locations.' },
  headquarters: { id: 'adminCompanies.locations.headquarters', defaultMessage: 'Headquarters' },
  appsHeading: { id: 'adminCompanies.apps.heading', defaultMessage: 'Assigned apps' },
  appsLoading: { id: 'adminCompanies.apps.loading', defaultMessage: 'Loading the apps' },
  appsLoadFailed: { id: 'adminCompanies.apps.loadFailed', defaultMessage: 'The apps could not be loaded.' },
  noApps: { id: 'adminCompanies.apps.empty', defaultMessage: 'No apps are assigned to the company.' },
  alwaysInstalled: { id: 'adminCompanies.apps.alwaysInstalled', defaultMessage: 'Installed for everyone' },
  assignLabel: { id: 'adminCompanies.apps.assignLabel', defaultMessage: 'App to assign' },
  assignPlaceholder: { id: 'adminCompanies.apps.assignPlaceholder', defaultMessage: 'Choose an app' },
  assign: { id: 'adminCompanies.apps.assign', defaultMessage: 'Assign' },
  assigned: { id: 'adminCompanies.apps.assigned', defaultMessage: 'App has been assigned.' },
  removed: { id: 'adminCompanies.apps.removed', defaultMessage: 'App assignment removed.' },
  failed: { id: 'adminCompanies.failed', defaultMessage: 'Failed to save.' },
  deleteHeading: { id: 'adminCompanies.delete.heading', defaultMessage: 'Delete company' },
  deleteText: {
    id: 'adminCompanies.delete.text',
    defaultMessage:
      'Its people keep their accounts; its locations, invitations, apps and the roles held in it are removed.',
  },
  delete: { id: 'adminCompanies.delete', defaultMessage: 'Delete company' },
  deleteTitle: { id: 'adminCompanies.delete.title', defaultMessage: 'Delete the company?' },
  deleteConfirm: { id: 'adminCompanies.delete.confirm', defaultMessage: 'Delete' },
  cancel: { id: 'adminCompanies.cancel', defaultMessage: 'Cancel' },
  deleted: { id: 'adminCompanies.deleted', defaultMessage: 'Successfully deleted.' },
  deleteFailed: { id: 'adminCompanies.delete.failed', defaultMessage: 'The company could not be deleted.' },
  readOnly: {
    id: 'adminCompanies.readOnly',
    defaultMessage: 'You may view companies; changing them needs the right to edit companies.',
  },
});

export const removeAppLabel = defineMessage<{ app: string }>({
  id: 'adminCompanies.apps.remove',
  defaultMessage: 'Remove {app}',
});

export const deleteConfirmText = defineMessage<{ name: string }>({
  id: 'adminCompanies.delete.confirmText',
  defaultMessage: '{name} and everything of it will be deleted. This cannot be undone.',
});

export const pageStatusMessage = defineMessage<{ page: number; lastPage: number; total: number }>({
  id: 'adminCompanies.pageStatus',
  defaultMessage: 'Page {page} of {lastPage}, {total, plural, one {# company} other {# companies}}',
});

export const memberPageStatus = defineMessage<{ page: number; lastPage: number; total: number }>({
  id: 'adminCompanies.members.pageStatus',
  defaultMessage: 'Page {page} of {lastPage}, {total, plural, one {# member} other {# members}}',
});

export const filterLabels = defineMessages({
  all: { id: 'adminCompanies.filter.all', defaultMessage: 'All' },
  not_validated: { id: 'adminCompanies.filter.notValidated', defaultMessage: 'Not verified' },
  requested: { id: 'adminCompanies.filter.requested', defaultMessage: 'Waiting for verification' },
  validated: { id: 'adminCompanies.filter.validated', defaultMessage: 'Verified' },
  declined: { id: 'adminCompanies.filter.declined', defaultMessage: 'Declined' },
}) satisfies Record<AdminCompanyStateFilter, MessageDescriptor>;

export const verificationPanelMessages = defineMessages({
  heading: { id: 'adminCompanies.verification.heading', defaultMessage: 'Verification' },
  checklist: { id: 'adminCompanies.verification.checklist', defaultMessage: 'Checklist' },
  nothingEntered: { id: 'adminCompanies.verification.nothingEntered', defaultMessage: 'Nothing entered' },
  passed: { id: 'adminCompanies.verification.passed', defaultMessage: 'Confirmed' },
  failedItem: { id: 'adminCompanies.verification.failedItem', defaultMessage: 'Not confirmed' },
  accept: { id: 'adminCompanies.verification.accept', defaultMessage: 'Accept' },
  decline: { id: 'adminCompanies.verification.decline', defaultMessage: 'Decline' },
  accepted: { id: 'adminCompanies.verification.accepted', defaultMessage: 'accepted.' },
  declined: { id: 'adminCompanies.verification.declined', defaultMessage: 'declined.' },
  recall: { id: 'adminCompanies.verification.recall', defaultMessage: 'Recall verification' },
  recallTitle: { id: 'adminCompanies.verification.recallTitle', defaultMessage: 'Recall the verification?' },
  recallText: {
    id: 'adminCompanies.verification.recallText',
    defaultMessage: 'The company is no longer verified; its owner is told and may ask again.',
  },
  recalled: { id: 'adminCompanies.verification.recalled', defaultMessage: 'Verification has been withdrawn.' },
  setValidated: { id: 'adminCompanies.verification.setValidated', defaultMessage: 'Mark as verified' },
  setNotValidated: { id: 'adminCompanies.verification.setNotValidated', defaultMessage: 'Mark as not verified' },
  stateSet: { id: 'adminCompanies.verification.stateSet', defaultMessage: 'Saved successfully.' },
  history: { id: 'adminCompanies.verification.history', defaultMessage: 'History' },
  noHistory: { id: 'adminCompanies.verification.noHistory', defaultMessage: 'No verification has been requested yet.' },
  keep: { id: 'adminCompanies.verification.keep', defaultMessage: 'Keep it' },
});

export const decidedByMessage = defineMessage<{ date: string; name: string }>({
  id: 'adminCompanies.verification.decidedBy',
  defaultMessage: 'Decided on {date} by {name}',
});

export const enteredMessage = defineMessage<{ value: string }>({
  id: 'adminCompanies.verification.enteredValue',
  defaultMessage: 'What the company entered: {value}',
});

/** A failed item of a decision with the administrator's reason. */
export const failedItemMessage = defineMessage<{ item: string; reason: string }>({
  id: 'adminCompanies.verification.failedItemReason',
  defaultMessage: '{item}: {reason}',
});
