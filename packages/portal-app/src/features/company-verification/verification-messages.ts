import type { ValidationChecklistItem, ValidationRequestStatus, ValidationState } from '@eventsuite/api-contract';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const verificationMessages = defineMessages({
  heading: { id: 'company.verification.heading', defaultMessage: 'Verification' },
  loading: { id: 'company.verification.loading', defaultMessage: 'Loading the verification' },
  loadFailed: { id: 'company.verification.loadFailed', defaultMessage: 'The verification could not be loaded.' },
  retry: { id: 'company.verification.retry', defaultMessage: 'Try again' },
  checklistHeading: { id: 'company.verification.checklist', defaultMessage: 'What Eventsuite checks' },
  passed: { id: 'company.verification.check.passed', defaultMessage: 'Confirmed' },
  failed: { id: 'company.verification.check.failed', defaultMessage: 'Not confirmed' },
  request: { id: 'company.verification.request', defaultMessage: 'Request verification' },
  requested: { id: 'company.verification.requested', defaultMessage: 'Verification request has been sent.' },
  withdraw: { id: 'company.verification.withdraw', defaultMessage: 'Withdraw request' },
  withdrawn: { id: 'company.verification.withdrawn', defaultMessage: 'Verification has been withdrawn.' },
  withdrawTitle: { id: 'company.verification.withdraw.title', defaultMessage: 'Withdraw the verification request?' },
  withdrawText: {
    id: 'company.verification.withdraw.text',
    defaultMessage: 'Eventsuite stops checking your company. You can ask again at any time.',
  },
  keepRequest: { id: 'company.verification.withdraw.keep', defaultMessage: 'Keep request' },
  sendFailed: { id: 'company.verification.sendFailed', defaultMessage: 'Failed to send.' },
  historyHeading: { id: 'company.verification.history', defaultMessage: 'History' },
  noHistory: { id: 'company.verification.history.empty', defaultMessage: 'No verification has been requested yet.' },
  reasonsHeading: { id: 'company.verification.reasons', defaultMessage: 'Reasons' },
});

export const stateLabels = defineMessages({
  not_validated: { id: 'company.verification.state.notValidated', defaultMessage: 'Not verified' },
  requested: { id: 'company.verification.state.requested', defaultMessage: 'Verification requested' },
  validated: { id: 'company.verification.state.validated', defaultMessage: 'Verified' },
  declined: { id: 'company.verification.state.declined', defaultMessage: 'Verification declined' },
}) satisfies Record<ValidationState, MessageDescriptor>;

export const stateTexts = defineMessages({
  not_validated: {
    id: 'company.verification.stateText.notValidated',
    defaultMessage:
      'Eventsuite has not verified your company yet. A verified company shows others that its details were checked.',
  },
  requested: {
    id: 'company.verification.stateText.requested',
    defaultMessage: 'Eventsuite is checking your company against the list below.',
  },
  validated: {
    id: 'company.verification.stateText.validated',
    defaultMessage: 'Eventsuite has checked and verified your company.',
  },
  declined: {
    id: 'company.verification.stateText.declined',
    defaultMessage: 'Eventsuite could not verify your company. Correct what the reasons below name, then ask again.',
  },
}) satisfies Record<ValidationState, MessageDescriptor>;

export const checklistLabels = defineMessages({
  address: { id: 'company.verification.item.address', defaultMessage: 'Address' },
  email: { id: 'company.verification.item.email', defaultMessage: 'Email address' },
  name: { id: 'company.verification.item.name', defaultMessage: 'Company name, against the commercial register' },
  owner_authorized: {
    id: 'company.verification.item.ownerAuthorized',
    defaultMessage: 'The owner is authorized to act for the company',
  },
  phone: { id: 'company.verification.item.phone', defaultMessage: 'Phone number' },
  vat_number: { id: 'company.verification.item.vatNumber', defaultMessage: 'VAT number' },
}) satisfies Record<ValidationChecklistItem, MessageDescriptor>;

/** How a request ended, with its date. */
export const statusLines = {
  requested: defineMessage<{ date: string }>({ id: 'company.verification.status.requested', defaultMessage: 'Open' }),
  withdrawn: defineMessage<{ date: string }>({
    id: 'company.verification.status.withdrawn',
    defaultMessage: 'Withdrawn on {date}',
  }),
  validated: defineMessage<{ date: string }>({
    id: 'company.verification.status.validated',
    defaultMessage: 'Verified on {date}',
  }),
  declined: defineMessage<{ date: string }>({
    id: 'company.verification.status.declined',
    defaultMessage: 'Declined on {date}',
  }),
  recalled: defineMessage<{ date: string }>({
    id: 'company.verification.status.recalled',
    defaultMessage: 'Verification recalled on {date}',
  }),
} satisfies Record<ValidationRequestStatus, MessageDescriptor>;

export const requestedByMessage = defineMessage<{ date: string; name: string }>({
  id: 'company.verification.requestedBy',
  defaultMessage: 'Requested on {date} by {name}',
});

export const requestedOnMessage = defineMessage<{ date: string }>({
  id: 'company.verification.requestedOn',
  defaultMessage: 'Requested on {date}',
});
