import { defineMessage } from 'react-intl';

/** The sign-in page's title (route `sign-in`), apart from the table: the sign-in page reads it. */
export const signInTitle = defineMessage({ id: 'route.login.title', defaultMessage: 'Sign in' });
