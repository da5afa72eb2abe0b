import { defineMessage, defineMessages } from 'react-intl';

export const twoFactorAdminMessages = defineMessages({
  heading: { id: 'adminUser.twoFactor.heading', defaultMessage: 'Two-factor sign-in' },
  loading: { id: 'adminUser.twoFactor.loading', defaultMessage: 'Loading the sign-in factors' },
  failed: { id: 'adminUser.twoFactor.failed', defaultMessage: 'The sign-in factors could not be loaded.' },
  retry: { id: 'adminUser.twoFactor.retry', defaultMessage: 'Try again' },
  none: { id: 'adminUser.twoFactor.none', defaultMessage: 'Signs in with the password only.' },
  reset: { id: 'adminUser.twoFactor.reset', defaultMessage: 'Reset second factor' },
  resetTitle: { id: 'adminUser.twoFactor.resetTitle', defaultMessage: 'Reset second factor?' },
  resetConfirm: { id: 'adminUser.twoFactor.resetConfirm', defaultMessage: 'Reset' },
  cancel: { id: 'adminUser.twoFactor.cancel', defaultMessage: 'Cancel' },
  resetDone: { id: 'adminUser.twoFactor.resetDone', defaultMessage: 'Second factor has been reset.' },
  resetFailed: { id: 'adminUser.twoFactor.resetFailed', defaultMessage: 'The second factor could not be reset.' },
});

export const twoFactorFactsMessage = defineMessage<{ totp: string; passkeys: number; codes: number }>({
  id: 'adminUser.twoFactor.facts',
  defaultMessage:
    '{totp, select, true {Authenticator app} other {No authenticator app}}, {passkeys, plural, one {# passkey} other {# passkeys}}, {codes, plural, one {# unused recovery code} other {# unused recovery codes}}.',
});

export const twoFactorResetText = defineMessage<{ name: string }>({
  id: 'adminUser.twoFactor.resetText',
  defaultMessage:
    'The authenticator app, passkeys and recovery codes of {name} are removed. They sign in with their password and set up a new second factor.',
});
