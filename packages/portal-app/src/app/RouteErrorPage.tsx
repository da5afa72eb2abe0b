import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusErrorPage } from '../layout/StatusErrorPage';
import { errorMessages } from '../layout/StatusErrorView';
import type { GuardErrorData } from '../routes/guard-loader';
import { isChunkLoadError, reloadPageAfterChunkError } from './chunk-reload';
import { useDocumentTitle } from './document-title';

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

/**
 * Any navigation error, titled "Error": a failed chunk load reloads the page (at most once a minute), the
 * rest show their status. Refusals the app answers on purpose (a guard's 403) are no fault to log.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useDocumentTitle(errorMessages.title);

  useEffect(() => {
    if (isChunkLoadError(error)) reloadPageAfterChunkError();
    else if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);

  return <StatusErrorPage status={statusOf(error)} reason={reasonOf(error)} />;
}
