import { defineMessage, defineMessages } from 'react-intl';

export const optionLabels = defineMessages({
  female: { id: 'profile.gender.female', defaultMessage: 'Ms.' },
  male: { id: 'profile.gender.male', defaultMessage: 'Mr.' },
  employed: { id: 'profile.employment.employed', defaultMessage: 'Employed' },
  freelance: { id: 'profile.employment.freelance', defaultMessage: 'Freelance' },
});

export const profileMessages = defineMessages({
  tabsLabel: { id: 'profile.tabs.label', defaultMessage: 'Profile sections' },
  tabProfile: { id: 'profile.tabs.profile', defaultMessage: 'Profile' },
  tabSettings: { id: 'profile.tabs.settings', defaultMessage: 'Settings' },
  tabNotifications: { id: 'profile.tabs.notifications', defaultMessage: 'Notifications' },
  employeeProfile: { id: 'profile.employeeTitle', defaultMessage: 'My employee profile' },
  loading: { id: 'profile.loading', defaultMessage: 'Loading your profile' },
  loadFailed: { id: 'profile.loadFailed', defaultMessage: 'Your profile could not be loaded.' },
  retry: { id: 'profile.retry', defaultMessage: 'Try again' },
  detailsHeading: { id: 'profile.section.details', defaultMessage: 'Your details' },
  personHeading: { id: 'profile.section.person', defaultMessage: 'Personal data' },
  contactHeading: { id: 'profile.section.contact', defaultMessage: 'Contact' },
  addressHeading: { id: 'profile.section.address', defaultMessage: 'Home address' },
  choose: { id: 'profile.choose', defaultMessage: 'Please choose' },
  save: { id: 'profile.save', defaultMessage: 'Save' },
  pendingEmailTitle: { id: 'profile.pendingEmail.title', defaultMessage: 'Email change waiting for confirmation' },
  withdrawEmailChange: { id: 'profile.pendingEmail.withdraw', defaultMessage: 'Withdraw email change' },
  emailChangeWithdrawn: {
    id: 'profile.pendingEmail.withdrawn',
    defaultMessage: 'The email change has been withdrawn.',
  },
});

export const avatarMessages = defineMessages({
  heading: { id: 'profile.avatar.heading', defaultMessage: 'Profile picture' },
  upload: { id: 'profile.avatar.upload', defaultMessage: 'Upload picture' },
  remove: { id: 'profile.avatar.remove', defaultMessage: 'Remove picture' },
});

export const passwordMessages = defineMessages({
  heading: { id: 'profile.password.heading', defaultMessage: 'Password' },
  new: { id: 'profile.password.new', defaultMessage: 'New password' },
  confirmation: { id: 'profile.password.confirmation', defaultMessage: 'Confirm new password' },
  submit: { id: 'profile.password.submit', defaultMessage: 'Change password' },
  twoFactor: { id: 'profile.password.twoFactor', defaultMessage: 'Two-factor sign-in: authenticator app and passkeys' },
  sessions: { id: 'profile.password.sessions', defaultMessage: 'Sessions and devices: where you are signed in' },
});

export const deleteMessages = defineMessages({
  heading: { id: 'profile.delete.heading', defaultMessage: 'Delete account' },
  text: {
    id: 'profile.delete.text',
    defaultMessage: 'Your account and its data are deleted for good. This cannot be undone.',
  },
  button: { id: 'profile.delete.button', defaultMessage: 'Delete account' },
  dialogTitle: { id: 'profile.delete.dialogTitle', defaultMessage: 'Delete your account?' },
  dialogText: {
    id: 'profile.delete.dialogText',
    defaultMessage: 'Enter your password to confirm. Your account is deleted and you are signed out.',
  },
  cancel: { id: 'profile.delete.cancel', defaultMessage: 'Cancel' },
  close: { id: 'profile.delete.close', defaultMessage: 'Close' },
  confirm: { id: 'profile.delete.confirm', defaultMessage: 'Delete account for good' },
  deleted: { id: 'profile.delete.deleted', defaultMessage: 'Successfully deleted.' },
});

export const pendingEmailMessage = defineMessage<{ email: string }>({
  id: 'profile.pendingEmail',
  defaultMessage:
    'We sent a confirmation link to {email}. Your current address stays in use until the new one is confirmed.',
});

export const avatarPictureMessage = defineMessage<{ name: string }>({
  id: 'profile.avatar.picture',
  defaultMessage: 'Profile picture of {name}',
});

export const avatarHintMessage = defineMessage<{ minSide: number }>({
  id: 'profile.avatar.hint',
  defaultMessage: 'jpg or png, square, at least {minSide}x{minSide}px, at most 3MB.',
});

export const passwordHintMessage = defineMessage<{ minLength: number }>({
  id: 'profile.password.hint',
  defaultMessage: 'At least {minLength} characters.',
});
