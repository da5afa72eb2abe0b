import { defineMessages } from 'react-intl';

/** The texts of the frame around every screen: the app's (RootLayout) and the sign-in page's. */
export const shellMessages = defineMessages({
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Skip to content' },
  loading: { id: 'shell.loading', defaultMessage: 'Loading' },
  footerNavigation: { id: 'shell.footerNavigation', defaultMessage: 'Legal information' },
  toasts: { id: 'shell.toasts', defaultMessage: 'Messages' },
  dismissToast: { id: 'shell.dismissToast', defaultMessage: 'Dismiss' },
  accessibility: { id: 'shell.accessibility', defaultMessage: 'Accessibility' },
});
