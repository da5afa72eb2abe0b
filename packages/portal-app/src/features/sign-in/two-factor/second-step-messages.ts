import { defineMessages } from 'react-intl';

export const secondStepMessages = defineMessages({
  heading: { id: 'signIn.secondFactor.heading', defaultMessage: 'Two-factor sign-in' },
  introTotp: {
    id: 'signIn.secondFactor.introTotp',
    defaultMessage: 'Enter the code from your authenticator app.',
  },
  introRecovery: {
    id: 'signIn.secondFactor.introRecovery',
    defaultMessage: 'Enter a recovery code. Each works once.',
  },
  introPasskey: {
    id: 'signIn.secondFactor.introPasskey',
    defaultMessage: 'Confirm with one of your passkeys.',
  },
  totpCode: { id: 'signIn.secondFactor.totpCode', defaultMessage: 'Authentication code' },
  recoveryCode: { id: 'signIn.secondFactor.recoveryCode', defaultMessage: 'Recovery code' },
  codeMissing: { id: 'signIn.secondFactor.codeMissing', defaultMessage: 'Please enter the code.' },
  verify: { id: 'signIn.secondFactor.verify', defaultMessage: 'Verify' },
  usePasskey: { id: 'signIn.secondFactor.usePasskey', defaultMessage: 'Use a passkey' },
  useTotp: { id: 'signIn.secondFactor.useTotp', defaultMessage: 'Use the authenticator app' },
  useRecovery: { id: 'signIn.secondFactor.useRecovery', defaultMessage: 'Use a recovery code' },
  invalidCode: { id: 'signIn.secondFactor.invalidCode', defaultMessage: 'This code is not valid.' },
  passkeyFailed: {
    id: 'signIn.secondFactor.passkeyFailed',
    defaultMessage: 'The passkey was not confirmed.',
  },
  setupHeading: { id: 'signIn.setup.heading', defaultMessage: 'Set up two-factor sign-in' },
  setupIntro: {
    id: 'signIn.setup.intro',
    defaultMessage: 'Your company requires a second factor. Set up an authenticator app to continue.',
  },
  setupContinue: { id: 'signIn.setup.continue', defaultMessage: 'Continue' },
});
