import { defineMessage, defineMessages } from 'react-intl';

/** /admin/settings, the platform's settings (issue 27 §2; spec §2 System Settings, §8). */
export const systemSettingsMessages = defineMessages({
  retry: { id: 'systemSettings.retry', defaultMessage: 'Try again' },
  readOnly: { id: 'systemSettings.readOnly', defaultMessage: 'You may read the settings but not change them.' },
  save: { id: 'systemSettings.save', defaultMessage: 'Save' },
  yes: { id: 'systemSettings.yes', defaultMessage: 'Yes' },
  no: { id: 'systemSettings.no', defaultMessage: 'No' },
  // Roles.
  rolesHeading: { id: 'systemSettings.roles', defaultMessage: 'Eventsuite roles' },
  rolesText: {
    id: 'systemSettings.rolesText',
    defaultMessage:
      'The role each kind of user gets in the portal. A new owner role goes at once to every owner who held the one before.',
  },
  rolesLoading: { id: 'systemSettings.rolesLoading', defaultMessage: 'Loading the roles' },
  rolesLoadFailed: { id: 'systemSettings.rolesLoadFailed', defaultMessage: 'The roles could not be loaded.' },
  noRole: { id: 'systemSettings.noRole', defaultMessage: 'No role' },
  ownerDefault: { id: 'systemSettings.ownerDefault', defaultMessage: 'The role of company members' },
  // Languages.
  languagesHeading: { id: 'systemSettings.languages', defaultMessage: 'Supported languages' },
  languagesText: {
    id: 'systemSettings.languagesText',
    defaultMessage: 'The languages people may choose. English is always on: every text falls back to it.',
  },
  languagesLoading: { id: 'systemSettings.languagesLoading', defaultMessage: 'Loading the languages' },
  languagesLoadFailed: {
    id: 'systemSettings.languagesLoadFailed',
    defaultMessage: 'The languages could not be loaded.',
  },
  // Environment.
  environmentHeading: { id: 'systemSettings.environment', defaultMessage: 'Environment' },
  environmentText: {
    id: 'systemSettings.environmentText',
    defaultMessage: 'Read from the server’s environment when it starts; an operator changes them there.',
  },
  environmentLoading: { id: 'systemSettings.environmentLoading', defaultMessage: 'Loading the environment' },
  environmentLoadFailed: {
    id: 'systemSettings.environmentLoadFailed',
    defaultMessage: 'The environment could not be loaded.',
  },
  productName: { id: 'systemSettings.productName', defaultMessage: 'Product name' },
  publicUrl: { id: 'systemSettings.publicUrl', defaultMessage: 'Public URL' },
  mailFrom: { id: 'systemSettings.mailFrom', defaultMessage: 'Mail sender' },
  smtp: { id: 'systemSettings.smtp', defaultMessage: 'SMTP server configured' },
  accessToken: { id: 'systemSettings.accessToken', defaultMessage: 'Access token lifetime' },
  refreshToken: { id: 'systemSettings.refreshToken', defaultMessage: 'Sign-in and refresh token lifetime' },
  throttle: { id: 'systemSettings.throttle', defaultMessage: 'Sign-in throttling' },
  database: { id: 'systemSettings.database', defaultMessage: 'Database' },
  postgres: { id: 'systemSettings.postgres', defaultMessage: 'PostgreSQL' },
  pglite: { id: 'systemSettings.pglite', defaultMessage: 'PGlite (embedded)' },
  // Outbox.
  outboxHeading: { id: 'systemSettings.outbox', defaultMessage: 'Mail outbox' },
  outboxLoading: { id: 'systemSettings.outboxLoading', defaultMessage: 'Loading the outbox' },
  outboxLoadFailed: { id: 'systemSettings.outboxLoadFailed', defaultMessage: 'The outbox could not be loaded.' },
  outboxEmpty: { id: 'systemSettings.outboxEmpty', defaultMessage: 'Every mail has been sent.' },
  failed: { id: 'systemSettings.failed', defaultMessage: 'Failed' },
  waiting: { id: 'systemSettings.waiting', defaultMessage: 'Waiting' },
  retryMail: { id: 'systemSettings.retryMail', defaultMessage: 'Send again' },
  retried: { id: 'systemSettings.retried', defaultMessage: 'Saved successfully.' },
  retryFailed: { id: 'systemSettings.retryFailed', defaultMessage: 'Failed to save.' },
});

export const minutesMessage = defineMessage<{ count: number }>({
  id: 'systemSettings.minutes',
  defaultMessage: '{count, plural, one {# minute} other {# minutes}}',
});
export const daysMessage = defineMessage<{ count: number }>({
  id: 'systemSettings.days',
  defaultMessage: '{count, plural, one {# day} other {# days}}',
});
export const throttleMessage = defineMessage<{ attempts: number; window: string }>({
  id: 'systemSettings.throttleValue',
  defaultMessage: '{attempts} failed sign-ins within {window}, then a wait',
});
export const outboxTotalMessage = defineMessage<{ shown: number; total: number }>({
  id: 'systemSettings.outboxTotal',
  defaultMessage: '{shown, number} of {total, number} unsent mails, the oldest first.',
});
export const mailLineMessage = defineMessage<{ recipient: string; date: string; attempts: number }>({
  id: 'systemSettings.mailLine',
  defaultMessage: 'To {recipient}, {date}, {attempts, plural, one {# attempt} other {# attempts}}',
});
export const lastErrorMessage = defineMessage<{ error: string }>({
  id: 'systemSettings.lastError',
  defaultMessage: 'Last error: {error}',
});
export const retryMailLabel = defineMessage<{ subject: string; recipient: string }>({
  id: 'systemSettings.retryMailLabel',
  defaultMessage: 'Send again: “{subject}” to {recipient}',
});
