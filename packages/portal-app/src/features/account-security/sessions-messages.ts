import { defineMessage, defineMessages } from 'react-intl';
/** The person's sessions on their settings (issue 30 §3). */
export const sessionsMessages = defineMessages({
  heading: { id: 'sessions.heading', defaultMessage: 'Where you are signed in' },
  intro: {
    id: 'sessions.intro',
    defaultMessage:
      'Each browser signed in to your account. End a session you do not recognise and change your password.',
  },
  unknownBrowser: { id: 'sessions.unknownBrowser', defaultMessage: 'Unknown browser' },
  thisDevice: { id: 'sessions.thisDevice', defaultMessage: 'This device' },
  address: { id: 'sessions.address', defaultMessage: 'Address' },
  signedIn: { id: 'sessions.signedIn', defaultMessage: 'Signed in' },
  lastActive: { id: 'sessions.lastActive', defaultMessage: 'Last active' },
  apps: { id: 'sessions.apps', defaultMessage: 'Apps' },
  noApps: { id: 'sessions.noApps', defaultMessage: 'None' },
  end: { id: 'sessions.end', defaultMessage: 'End session' },
  endOthers: { id: 'sessions.endOthers', defaultMessage: 'End all other sessions' },
  endTitle: { id: 'sessions.endTitle', defaultMessage: 'End this session?' },
  endText: {
    id: 'sessions.endText',
    defaultMessage: 'That browser is signed out at once, and the apps signed in through it lose their access.',
  },
  endOthersTitle: { id: 'sessions.endOthersTitle', defaultMessage: 'End all other sessions?' },
  endOthersText: {
    id: 'sessions.endOthersText',
    defaultMessage: 'Every other browser is signed out at once. You stay signed in here.',
  },
  cancel: { id: 'sessions.cancel', defaultMessage: 'Cancel' },
  empty: { id: 'sessions.empty', defaultMessage: 'No other browser is signed in.' },
  unknown: { id: 'sessions.unknown', defaultMessage: 'Unknown' },
});

export const browserOnMessage = defineMessage<{ browser: string; system: string }>({
  id: 'sessions.browserOn',
  defaultMessage: '{browser} on {system}',
});

export const endLabelMessage = defineMessage<{ browser: string }>({
  id: 'sessions.endLabel',
  defaultMessage: 'End session ({browser})',
});

export const endedMessage = defineMessage<{ count: number }>({
  id: 'sessions.ended',
  defaultMessage: '{count, plural, one {# session ended.} other {# sessions ended.}}',
});
