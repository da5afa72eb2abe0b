import { defineMessages } from 'react-intl';

/** Messages several screens share. */
export const commonMessages = defineMessages({
  requestFailed: { id: 'common.requestFailed', defaultMessage: 'Request failed.' },
});
