import { defineMessage, defineMessages } from 'react-intl';

/** Messages several screens share. */
export const commonMessages = defineMessages({
  requestFailed: { id: 'common.requestFailed', defaultMessage: 'Request failed.' },
});

/**
 * The catalogue's text for a message it lacks: declared here for the extraction, read by id by
 * withMissingMessageText (messages.ts), which the boot step loads without react-intl.
 */
export const translationMissingMessage = defineMessage({
  id: 'i18n.translationMissing',
  defaultMessage: 'Translation is missing',
});
