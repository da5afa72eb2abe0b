import { defineMessages } from 'react-intl';

/** What the authenticator setup and the recovery codes say, in the settings and in the sign-in alike. */
export const twoFactorFormMessages = defineMessages({
  scan: {
    id: 'twoFactor.key.scan',
    defaultMessage: 'Scan the QR code with your authenticator app, or type the key.',
  },
  key: { id: 'twoFactor.key.key', defaultMessage: 'Key' },
  qrCode: { id: 'twoFactor.key.qrCode', defaultMessage: 'QR code for your authenticator app' },
  confirm: { id: 'twoFactor.key.confirm', defaultMessage: 'Confirm' },
  codesHeading: { id: 'twoFactor.codes.heading', defaultMessage: 'Your recovery codes' },
  codesIntro: {
    id: 'twoFactor.codes.intro',
    defaultMessage: 'Keep these codes safe: each signs you in once without your app or passkey. Shown only now.',
  },
  codesList: { id: 'twoFactor.codes.list', defaultMessage: 'Recovery codes' },
  copyCodes: { id: 'twoFactor.codes.copy', defaultMessage: 'Copy codes' },
  codesCopied: { id: 'twoFactor.codes.copied', defaultMessage: 'Codes copied.' },
});
