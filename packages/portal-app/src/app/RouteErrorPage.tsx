import { ErrorPage } from '@eventsuite/design-system';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import type { GuardErrorData } from '../routes/guard-loader';
import { isChunkLoadError, reloadPageAfterChunkError } from './chunk-reload';

export const errorMessages = defineMessages({
  title: { id: 'error.title', defaultMessage: 'Error' },
  notFound: { id: 'error.notFound', defaultMessage: 'Page not found.' },
  generic: { id: 'error.generic', defaultMessage: 'An error occurred.' },
  permissionDenied: { id: 'error.permissionDenied', defaultMessage: 'Permission denied' },
  unknownMiddleware: { id: 'error.unknownMiddleware', defaultMessage: 'Unknown middleware' },
  homepage: { id: 'error.homepage', defaultMessage: 'Homepage' },
});

function errorTextOf(status: number, reason: GuardErrorData['reason'] | undefined) {
  if (status === 403) return errorMessages.permissionDenied;
  if (reason === 'unknown-middleware') return errorMessages.unknownMiddleware;
  return errorMessages.generic;
}

/**
 * The error page with the spec's texts (404 not found, 403 permission denied, a route naming a guard
 * that does not exist); the status defaults to 500.
 */
export function StatusErrorPage({ status = 500, reason }: { status?: number; reason?: GuardErrorData['reason'] }) {
  const intl = useIntl();
  return (
    <ErrorPage
      status={status}
      notFoundText={intl.formatMessage(errorMessages.notFound)}
      errorText={intl.formatMessage(errorTextOf(status, reason))}
      homeLabel={intl.formatMessage(errorMessages.homepage)}
      homeHref="/"
    />
  );
}

function reasonOf(error: unknown): GuardErrorData['reason'] | undefined {
  if (!isRouteErrorResponse(error) || typeof error.data !== 'object' || error.data === null) return undefined;
  return (error.data as Partial<GuardErrorData>).reason;
}

function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number')
    return error.status;
  return 500;
}

/** Any navigation error: a failed chunk load reloads the page (at most once a minute), the rest show their status. */
export function RouteErrorPage() {
  const error = useRouteError();

  useEffect(() => {
    if (isChunkLoadError(error)) reloadPageAfterChunkError();
    else console.error(error);
  }, [error]);

  return <StatusErrorPage status={statusOf(error)} reason={reasonOf(error)} />;
}
