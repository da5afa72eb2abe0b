import { useAtomValue } from 'jotai';
import { accountPagesOf } from '../route-table/account-pages';
import { pathTo } from '../route-table/path-to';
import { currentUserAtom } from '../session/atoms';
import { StatusErrorView, type GuardRefusalReason } from './StatusErrorView';

/** The error page (StatusErrorView) whose homepage link leads to the signed-in user's home. */
export function StatusErrorPage({ status = 500, reason }: { status?: number; reason?: GuardRefusalReason }) {
  const user = useAtomValue(currentUserAtom);
  return (
    <StatusErrorView
      status={status}
      reason={reason}
      homeHref={user ? accountPagesOf(user.accountType).home : pathTo('index')}
    />
  );
}
