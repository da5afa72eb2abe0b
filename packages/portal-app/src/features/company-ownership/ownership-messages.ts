import { defineMessage, defineMessages } from 'react-intl';

export const ownershipMessages = defineMessages({
  heading: { id: 'company.ownership.heading', defaultMessage: 'Ownership' },
  loading: { id: 'company.ownership.loading', defaultMessage: 'Loading the ownership' },
  loadFailed: { id: 'company.ownership.loadFailed', defaultMessage: 'The ownership could not be loaded.' },
  retry: { id: 'company.ownership.retry', defaultMessage: 'Try again' },
  text: {
    id: 'company.ownership.text',
    defaultMessage:
      'You own this company. You can hand it over to another team member: they get every company right, and you keep the rights of a team member and your apps.',
  },
  noCandidates: {
    id: 'company.ownership.noCandidates',
    defaultMessage: 'No other team member can take the company over yet.',
  },
  choose: { id: 'company.ownership.choose', defaultMessage: 'Choose a team member' },
  transfer: { id: 'company.ownership.transfer', defaultMessage: 'Transfer ownership' },
  dialogTitle: { id: 'company.ownership.dialog.title', defaultMessage: 'Transfer the ownership?' },
  cancel: { id: 'company.ownership.dialog.cancel', defaultMessage: 'Cancel' },
  transferred: {
    id: 'company.ownership.transferred',
    defaultMessage: 'The ownership has been transferred successfully.',
  },
});

export const dialogTextMessage = defineMessage<{ name: string; company: string }>({
  id: 'company.ownership.dialog.text',
  defaultMessage:
    '{name} will own {company}. You keep the rights of a team member and your apps. Confirm with your password.',
});
