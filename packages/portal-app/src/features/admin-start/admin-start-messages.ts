import { defineMessages } from 'react-intl';

export const adminStartMessages = defineMessages({
  loading: { id: 'adminStart.loading', defaultMessage: 'Loading the figures' },
  loadFailed: { id: 'adminStart.loadFailed', defaultMessage: 'The figures could not be loaded.' },
  retry: { id: 'adminStart.retry', defaultMessage: 'Try again' },
  companiesWaiting: { id: 'adminStart.companiesWaiting', defaultMessage: 'Companies waiting for verification' },
  lockedUsers: { id: 'adminStart.lockedUsers', defaultMessage: 'Locked users' },
  users: { id: 'adminStart.users', defaultMessage: 'Users' },
  companies: { id: 'adminStart.companies', defaultMessage: 'Companies' },
  apps: { id: 'adminStart.apps', defaultMessage: 'Apps' },
  missingPageTexts: { id: 'adminStart.missingPageTexts', defaultMessage: 'Page texts missing in a supported language' },
  eventsToday: { id: 'adminStart.eventsToday', defaultMessage: 'Activity in the last 24 hours' },
  unsentMails: { id: 'adminStart.unsentMails', defaultMessage: 'Mails not yet delivered' },
});
