import { defineMessage, defineMessages } from 'react-intl';

export const twoFactorMessages = defineMessages({
  intro: {
    id: 'security.twoFactor.intro',
    defaultMessage:
      'After your password, a second factor proves it is you: a code of an authenticator app, or a passkey.',
  },
  loading: { id: 'security.twoFactor.loading', defaultMessage: 'Loading your sign-in factors' },
  failed: { id: 'security.twoFactor.failed', defaultMessage: 'Your sign-in factors could not be loaded.' },
  retry: { id: 'security.twoFactor.retry', defaultMessage: 'Try again' },
  cancel: { id: 'security.twoFactor.cancel', defaultMessage: 'Cancel' },
  close: { id: 'security.twoFactor.close', defaultMessage: 'Close' },
  removeConfirm: { id: 'security.twoFactor.removeConfirm', defaultMessage: 'Remove' },
  removePassword: { id: 'security.twoFactor.removePassword', defaultMessage: 'Enter your password to confirm.' },
  totpHeading: { id: 'security.totp.heading', defaultMessage: 'Authenticator app' },
  totpOn: { id: 'security.totp.on', defaultMessage: 'An authenticator app is set up.' },
  totpOff: { id: 'security.totp.off', defaultMessage: 'No authenticator app is set up.' },
  totpStart: { id: 'security.totp.start', defaultMessage: 'Set up authenticator app' },
  totpRemove: { id: 'security.totp.remove', defaultMessage: 'Remove authenticator app' },
  totpRemoveTitle: { id: 'security.totp.removeTitle', defaultMessage: 'Remove authenticator app?' },
  totpRemoveText: {
    id: 'security.totp.removeText',
    defaultMessage: 'Its codes will no longer sign you in.',
  },
  totpAdded: { id: 'security.totp.added', defaultMessage: 'Authenticator app set up.' },
  codesHeading: { id: 'security.codes.heading', defaultMessage: 'Recovery codes' },
  codesRenew: { id: 'security.codes.renew', defaultMessage: 'Renew recovery codes' },
  codesRenewTitle: { id: 'security.codes.renewTitle', defaultMessage: 'Renew recovery codes?' },
  codesRenewText: {
    id: 'security.codes.renewText',
    defaultMessage: 'Your current recovery codes will stop working.',
  },
  codesRenewConfirm: { id: 'security.codes.renewConfirm', defaultMessage: 'Renew' },
  codesNone: {
    id: 'security.codes.none',
    defaultMessage: 'You get recovery codes with your first authenticator app or passkey.',
  },
  codesDone: { id: 'security.codes.done', defaultMessage: 'I have saved my codes' },
  passkeysHeading: { id: 'security.passkeys.heading', defaultMessage: 'Passkeys' },
  passkeysEmpty: { id: 'security.passkeys.empty', defaultMessage: 'No passkeys yet.' },
  passkeysList: { id: 'security.passkeys.list', defaultMessage: 'Your passkeys' },
  passkeyName: { id: 'security.passkeys.name', defaultMessage: 'Name of the passkey' },
  passkeyAdd: { id: 'security.passkeys.add', defaultMessage: 'Add passkey' },
  passkeyFailed: {
    id: 'security.passkeys.failed',
    defaultMessage: 'The browser did not create a passkey. Please try again.',
  },
  passkeyPasswordless: { id: 'security.passkeys.passwordless', defaultMessage: 'Sign in without password' },
  passkeyRename: { id: 'security.passkeys.rename', defaultMessage: 'Save' },
  passkeyRemoveTitle: { id: 'security.passkeys.removeTitle', defaultMessage: 'Remove passkey?' },
  passkeyNever: { id: 'security.passkeys.never', defaultMessage: 'never' },
  saved: { id: 'security.twoFactor.saved', defaultMessage: 'Saved.' },
  companyHeading: { id: 'security.company.heading', defaultMessage: 'Your company' },
  companyIntro: {
    id: 'security.company.intro',
    defaultMessage:
      'Members without a second factor set one up at their next sign-in before they get in. The team member list shows who has one.',
  },
});

export const companyRequirementLabel = defineMessage<{ company: string }>({
  id: 'security.company.required',
  defaultMessage: 'Require two-factor sign-in for every member of {company}',
});

export const requiredByMessage = defineMessage<{ companies: string }>({
  id: 'security.twoFactor.requiredBy',
  defaultMessage: 'Required by {companies}.',
});

export const codesLeftMessage = defineMessage<{ left: number }>({
  id: 'security.codes.left',
  defaultMessage: '{left, plural, one {# unused code} other {# unused codes}} of 10.',
});

export const passkeyRemoveText = defineMessage<{ name: string }>({
  id: 'security.passkeys.removeText',
  defaultMessage: 'The passkey "{name}" will no longer sign you in.',
});

export const passkeyUsedMessage = defineMessage<{ created: string; used: string }>({
  id: 'security.passkeys.used',
  defaultMessage: 'Added {created}, last used {used}',
});

export const passkeyRenameLabel = defineMessage<{ name: string }>({
  id: 'security.passkeys.renameLabel',
  defaultMessage: 'New name for "{name}"',
});

export const passkeyPasswordlessLabel = defineMessage<{ name: string }>({
  id: 'security.passkeys.passwordlessLabel',
  defaultMessage: 'Sign in with "{name}" without password',
});

export const passkeyRemoveLabel = defineMessage<{ name: string }>({
  id: 'security.passkeys.removeLabel',
  defaultMessage: 'Remove "{name}"',
});
