import { ErrorPage } from '@eventsuite/design-system';
import { useAtomValue } from 'jotai';
import { defineMessages, useIntl } from 'react-intl';
import { accountPagesOf } from '../route-table/account-pages';
import { pathTo } from '../route-table/path-to';
import { currentUserAtom } from '../session/atoms';

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

/**
 * The error page with the spec's texts (404 not found, 403 permission denied, a route naming a guard
 * that does not exist); the status defaults to 500.
 */
export function StatusErrorPage({ status = 500, reason }: { status?: number; reason?: GuardRefusalReason }) {
  const intl = useIntl();
  const user = useAtomValue(currentUserAtom);
  return (
    <ErrorPage
      status={status}
      notFoundText={intl.formatMessage(errorMessages.notFound)}
      errorText={intl.formatMessage(errorTextOf(status, reason))}
      homeLabel={intl.formatMessage(errorMessages.homepage)}
      homeHref={user ? accountPagesOf(user.accountType).home : pathTo('index')}
    />
  );
}
