import { defineMessage, defineMessages } from 'react-intl';

export const appSignInMessages = defineMessages({
  heading: { id: 'admin.appSignIn.heading', defaultMessage: 'Sign-in through the portal' },
  loading: { id: 'admin.appSignIn.loading', defaultMessage: 'Loading the sign-in settings' },
  loadFailed: { id: 'admin.appSignIn.loadFailed', defaultMessage: 'The sign-in settings could not be loaded.' },
  retry: { id: 'admin.appSignIn.retry', defaultMessage: 'Try again' },
  intro: {
    id: 'admin.appSignIn.intro',
    defaultMessage:
      'The app signs its users in through the portal with OpenID Connect. Enter these values in its OpenID settings.',
  },
  builtIn: {
    id: 'admin.appSignIn.builtIn',
    defaultMessage: 'The portal signs in with the client of its own configuration, which cannot be changed here.',
  },
  noClient: {
    id: 'admin.appSignIn.noClient',
    defaultMessage: 'This app does not sign in through the portal yet. Choose the kind of client it needs.',
  },
  noRedirect: {
    id: 'admin.appSignIn.noRedirect',
    defaultMessage: 'The app has no valid redirect URL yet: nobody can sign in to it until it has one.',
  },
  clientId: { id: 'admin.appSignIn.clientId', defaultMessage: 'Client ID' },
  redirectUri: { id: 'admin.appSignIn.redirectUri', defaultMessage: 'Redirect URI' },
  logoutUri: { id: 'admin.appSignIn.logoutUri', defaultMessage: 'Logout URI' },
  discoveryUrl: { id: 'admin.appSignIn.discoveryUrl', defaultMessage: 'Discovery URL' },
  none: { id: 'admin.appSignIn.none', defaultMessage: 'None' },
  copyFailed: {
    id: 'admin.appSignIn.copyFailed',
    defaultMessage: 'Could not copy. Select the text and copy it yourself.',
  },
  clientType: { id: 'admin.appSignIn.clientType', defaultMessage: 'Client type' },
  clientTypeHint: {
    id: 'admin.appSignIn.clientTypeHint',
    defaultMessage:
      'A public client (an app in the browser or on a device) proves itself with PKCE; a confidential client (an app with a server) also with a secret.',
  },
  typePublic: { id: 'admin.appSignIn.type.public', defaultMessage: 'Public (PKCE)' },
  typeConfidential: { id: 'admin.appSignIn.type.confidential', defaultMessage: 'Confidential (secret and PKCE)' },
  createClient: { id: 'admin.appSignIn.createClient', defaultMessage: 'Create client' },
  changeType: { id: 'admin.appSignIn.changeType', defaultMessage: 'Change type' },
  toPublicTitle: { id: 'admin.appSignIn.toPublic.title', defaultMessage: 'Make the client public?' },
  toPublicText: {
    id: 'admin.appSignIn.toPublic.text',
    defaultMessage: 'Its secret stops working at once. The app then signs in with PKCE only.',
  },
  toConfidentialTitle: { id: 'admin.appSignIn.toConfidential.title', defaultMessage: 'Make the client confidential?' },
  toConfidentialText: {
    id: 'admin.appSignIn.toConfidential.text',
    defaultMessage: 'The client gets a secret, shown once. The app cannot sign in until it uses the secret.',
  },
  rotateSecret: { id: 'admin.appSignIn.rotateSecret', defaultMessage: 'Rotate secret' },
  rotateTitle: { id: 'admin.appSignIn.rotate.title', defaultMessage: 'Rotate the secret?' },
  rotateText: {
    id: 'admin.appSignIn.rotate.text',
    defaultMessage: 'The current secret stops working at once. The app cannot sign in until it uses the new one.',
  },
  rotate: { id: 'admin.appSignIn.rotate.confirm', defaultMessage: 'Rotate' },
  cancel: { id: 'admin.appSignIn.cancel', defaultMessage: 'Cancel' },
  saved: { id: 'admin.appSignIn.saved', defaultMessage: 'The client has been saved.' },
  rotated: { id: 'admin.appSignIn.rotated', defaultMessage: 'The secret has been rotated.' },
  secretTitle: { id: 'admin.appSignIn.secret.title', defaultMessage: 'Client secret' },
  secretWarning: {
    id: 'admin.appSignIn.secret.warning',
    defaultMessage: 'Copy the secret now and keep it safe: it will not be shown again.',
  },
  secret: { id: 'admin.appSignIn.secret.label', defaultMessage: 'Secret' },
  done: { id: 'admin.appSignIn.secret.done', defaultMessage: 'Done' },
  close: { id: 'admin.appSignIn.secret.close', defaultMessage: 'Close' },
});

/** The copy button of a value, named after it: "Copy Client ID". */
export const copyMessage = defineMessage<{ name: string }>({
  id: 'admin.appSignIn.copy',
  defaultMessage: 'Copy {name}',
});
export const copiedMessage = defineMessage<{ name: string }>({
  id: 'admin.appSignIn.copied',
  defaultMessage: '{name} copied.',
});
