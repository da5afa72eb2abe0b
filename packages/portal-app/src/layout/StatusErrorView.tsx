import { ErrorPage } from '@eventsuite/design-system';
import { defineMessages, useIntl } from 'react-intl';

export const errorMessages = defineMessages({
  title: { id: 'error.title', defaultMessage: 'Error' },
  notFound: { id: 'error.notFound', defaultMessage: 'Page not found.' },
  generic: { id: 'error.generic', defaultMessage: 'An error occurred.' },
  permissionDenied: { id: 'error.permissionDenied', defaultMessage: 'Permission denied.' },
  unknownMiddleware: { id: 'error.unknownMiddleware', defaultMessage: 'Unknown middleware' },
  homepage: { id: 'error.homepage', defaultMessage: 'Homepage' },
});

/** Why a guard refused a navigation, when it did. */
export type GuardRefusalReason = 'permission-denied' | 'unknown-middleware';

function errorTextOf(status: number, reason: GuardRefusalReason | undefined) {
  if (status === 403) return errorMessages.permissionDenied;
  if (reason === 'unknown-middleware') return errorMessages.unknownMiddleware;
  return errorMessages.generic;
}

export interface StatusErrorViewProps {
  status?: number;
  reason?: GuardRefusalReason;
  /** Where the homepage link leads. */
  homeHref: string;
}

/**
 * The error page with the spec's texts (404 not found, 403 permission denied, a route naming a guard
 * that does not exist); the status defaults to 500. Without the session: the sign-in page uses it too.
 */
export function StatusErrorView({ status = 500, reason, homeHref }: StatusErrorViewProps) {
  const intl = useIntl();
  return (
    <ErrorPage
      status={status}
      notFoundText={intl.formatMessage(errorMessages.notFound)}
      errorText={intl.formatMessage(errorTextOf(status, reason))}
      homeLabel={intl.formatMessage(errorMessages.homepage)}
      homeHref={homeHref}
    />
  );
}
