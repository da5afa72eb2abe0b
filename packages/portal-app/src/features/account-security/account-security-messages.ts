import { defineMessage, defineMessages, type MessageTag, type MessageValue } from 'react-intl';
/** The sign-in page's forgotten password and sign-up steps, and the pages of their mailed links. */
export const accountSecurityMessages = defineMessages({
  backToSignIn: { id: 'accountSecurity.backToSignIn', defaultMessage: 'Back to sign-in' },
  resetHeading: { id: 'accountSecurity.reset.heading', defaultMessage: 'Forgot your password?' },
  resetIntro: {
    id: 'accountSecurity.reset.intro',
    defaultMessage: 'Enter the email address of your account. We will mail you a link to set a new password.',
  },
  resetSubmit: { id: 'accountSecurity.reset.submit', defaultMessage: 'Send link' },
  newPasswordHeading: { id: 'accountSecurity.newPassword.heading', defaultMessage: 'Set a new password' },
  newPasswordIntro: {
    id: 'accountSecurity.newPassword.intro',
    defaultMessage: 'Once it is set, every other sign-in of your account ends and you are signed in here.',
  },
  newPassword: { id: 'accountSecurity.newPassword.password', defaultMessage: 'New password' },
  newPasswordConfirmation: {
    id: 'accountSecurity.newPassword.confirmation',
    defaultMessage: 'Repeat the new password',
  },
  newPasswordSubmit: { id: 'accountSecurity.newPassword.submit', defaultMessage: 'Set password and sign in' },
  deadLinkHeading: { id: 'accountSecurity.deadLink.heading', defaultMessage: 'This link no longer works' },
  deadResetLink: {
    id: 'accountSecurity.deadLink.reset',
    defaultMessage:
      'It was used already, a newer one was sent, or its hour is over. Ask for a new link on the sign-in page.',
  },
  deadConfirmationLink: {
    id: 'accountSecurity.deadLink.confirmation',
    defaultMessage:
      'It was used already, a newer one was sent, or it has expired. Ask for a new link on the sign-in page.',
  },
  signUpHeading: { id: 'accountSecurity.signUp.heading', defaultMessage: 'Create your account' },
  signUpIntro: {
    id: 'accountSecurity.signUp.intro',
    defaultMessage: 'A private account for you as a person. We will mail you a link to confirm your email address.',
  },
  signUpSubmit: { id: 'accountSecurity.signUp.submit', defaultMessage: 'Create account' },
  resend: { id: 'accountSecurity.signUp.resend', defaultMessage: 'Send the link again' },
  resent: { id: 'accountSecurity.signUp.resent', defaultMessage: 'A new link is on its way.' },
  lostConfirmation: {
    id: 'accountSecurity.signUp.lostConfirmation',
    defaultMessage: 'Signed up already? Get a new confirmation link',
  },
  confirmHeading: { id: 'accountSecurity.confirm.heading', defaultMessage: 'Confirm your email address' },
  confirmIntro: {
    id: 'accountSecurity.confirm.intro',
    defaultMessage: 'Confirm the address to finish your account and sign in.',
  },
  confirmSubmit: { id: 'accountSecurity.confirm.submit', defaultMessage: 'Confirm and sign in' },
  strength0: { id: 'accountSecurity.strength.0', defaultMessage: 'very weak' },
  strength1: { id: 'accountSecurity.strength.1', defaultMessage: 'weak' },
  strength2: { id: 'accountSecurity.strength.2', defaultMessage: 'fair' },
  strength3: { id: 'accountSecurity.strength.3', defaultMessage: 'strong' },
  strength4: { id: 'accountSecurity.strength.4', defaultMessage: 'very strong' },
});

export const resetSentMessage = defineMessage<{ email: string }>({
  id: 'accountSecurity.reset.sent',
  defaultMessage:
    'We have sent a mail to {email}. If an account uses this address, its link lets you set a new password within an hour.',
});

export const termsMessage = defineMessage<{ link: MessageTag }>({
  id: 'accountSecurity.signUp.terms',
  defaultMessage: 'I accept the <link>terms and conditions</link>.',
});

export const signUpSentMessage = defineMessage<{ email: string }>({
  id: 'accountSecurity.signUp.sent',
  defaultMessage:
    'We have sent a mail to {email}. Follow its link within 24 hours to confirm your address and sign in.',
});

export const throttledMessage = defineMessage<{ minutes: number }>({
  id: 'accountSecurity.throttled',
  defaultMessage: 'Too many requests. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
});

export const strengthLabelMessage = defineMessage<{ strength: MessageValue }>({
  id: 'accountSecurity.strength.label',
  defaultMessage: 'Strength: {strength}',
});

export const passwordHintMessage = defineMessage<{ minLength: number }>({
  id: 'accountSecurity.passwordHint',
  defaultMessage: 'At least {minLength} characters; common passwords are refused.',
});
