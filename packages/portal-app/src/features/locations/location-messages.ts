import { defineMessage, defineMessages } from 'react-intl';

export const locationMessages = defineMessages({
  loading: { id: 'locations.loading', defaultMessage: 'Loading the locations' },
  loadFailed: { id: 'locations.loadFailed', defaultMessage: 'The locations could not be loaded.' },
  locationLoading: { id: 'locations.location.loading', defaultMessage: 'Loading the location' },
  locationLoadFailed: { id: 'locations.location.loadFailed', defaultMessage: 'The location could not be loaded.' },
  retry: { id: 'locations.retry', defaultMessage: 'Try again' },
  create: { id: 'locations.create', defaultMessage: 'Create location' },
  empty: { id: 'locations.empty', defaultMessage: 'No locations yet.' },
  emptyText: {
    id: 'locations.emptyText',
    defaultMessage: 'Add the places your company works from: offices, warehouses, venues.',
  },
  listHeading: { id: 'locations.listHeading', defaultMessage: 'All locations' },
  companyHeading: { id: 'locations.companyHeading', defaultMessage: 'Company address' },
  companyText: {
    id: 'locations.companyText',
    defaultMessage: 'The company’s address is the address of its headquarters.',
  },
  headquarters: { id: 'locations.headquarters', defaultMessage: 'Headquarters' },
  noAddress: { id: 'locations.noAddress', defaultMessage: 'No address given' },
  detailsHeading: { id: 'locations.detailsHeading', defaultMessage: 'Name and address' },
  save: { id: 'locations.save', defaultMessage: 'Save' },
  choose: { id: 'locations.choose', defaultMessage: 'Please choose' },
  readOnly: {
    id: 'locations.readOnly',
    defaultMessage: 'You may view this location. Changing it needs the permission to edit locations.',
  },
  headquartersHeading: { id: 'locations.headquartersHeading', defaultMessage: 'Headquarters' },
  isHeadquarters: {
    id: 'locations.isHeadquarters',
    defaultMessage: 'This location is the headquarters: its address is the company’s address.',
  },
  makeHeadquartersText: {
    id: 'locations.makeHeadquartersText',
    defaultMessage: 'Making this location the headquarters makes its address the company’s address.',
  },
  makeHeadquarters: { id: 'locations.makeHeadquarters', defaultMessage: 'Make headquarters' },
  makeHeadquartersTitle: { id: 'locations.makeHeadquartersTitle', defaultMessage: 'Make this the headquarters?' },
  cancel: { id: 'locations.cancel', defaultMessage: 'Cancel' },
  deleteHeading: { id: 'locations.deleteHeading', defaultMessage: 'Delete location' },
  deleteText: {
    id: 'locations.deleteText',
    defaultMessage: 'The location is deleted for good. Its team members stay in the company, without a location.',
  },
  delete: { id: 'locations.delete', defaultMessage: 'Delete location' },
  deleteTitle: { id: 'locations.deleteTitle', defaultMessage: 'Delete location?' },
  deleteConfirm: { id: 'locations.deleteConfirm', defaultMessage: 'Delete' },
  deleted: { id: 'locations.deleted', defaultMessage: 'Successfully deleted.' },
  deleteFailed: { id: 'locations.deleteFailed', defaultMessage: 'The location could not be deleted.' },
  backToList: { id: 'locations.backToList', defaultMessage: 'All locations' },
});

/** How many team members work at a location. */
export const memberCountMessage = defineMessage<{ count: number }>({
  id: 'locations.members',
  defaultMessage: '{count, plural, =0 {No team members} one {# team member} other {# team members}}',
});

export const makeHeadquartersConfirmText = defineMessage<{ name: string }>({
  id: 'locations.makeHeadquartersConfirmText',
  defaultMessage: '“{name}” becomes the headquarters, and its address becomes the company’s address.',
});

export const deleteConfirmText = defineMessage<{ name: string; count: number }>({
  id: 'locations.deleteConfirmText',
  defaultMessage:
    'The location “{name}” will be deleted. {count, plural, =0 {} one {# team member works there and will have no location.} other {# team members work there and will have no location.}} This cannot be undone.',
});
