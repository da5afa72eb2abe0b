import { Button, EmptyState } from '@eventsuite/design-system';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { replace, type LoaderFunctionArgs } from 'react-router';
import { loadSession } from '../../../session/session-context';
import { focusNextPageHeading } from '../../../layout/page-focus';
import { PageLayout } from '../../../layout/PageLayout';
import { useCurrentRouteHandle } from '../../../route-table/current-route';
import { pathTo } from '../../../route-table/path-to';

const messages = defineMessages({
  description: {
    id: 'loginCallback.description',
    defaultMessage: 'The sign-in could not be completed. It may have expired or been cancelled.',
  },
  signInAgain: { id: 'loginCallback.signInAgain', defaultMessage: 'Sign in again' },
});

/**
 * /login, where the provider returns after sign-in: exchanges the code for tokens and continues on
 * the page the user asked for, replacing /login in the history, with focus on its heading. Only a
 * failure renders the screen. The request's URL carries the code: the app may have come here from another
 * page (ADR 0011).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  try {
    const returnTo = await (await loadSession()).completeSignIn(request.url);
    focusNextPageHeading();
    return replace(returnTo);
  } catch {
    // A cancelled sign-in, a reused or foreign callback URL, an unreachable provider: the page says so and
    // offers to sign in again; the console stays clean (a failed sign-in is a journey like any other).
    return null;
  }
}

/** What /login shows when the sign-in could not be completed. */
export default function LoginCallbackScreen() {
  const handle = useCurrentRouteHandle();
  const [leaving, setLeaving] = useState(false);
  const signInAgain = async () => {
    setLeaving(true);
    await (await loadSession()).signIn(pathTo('index'));
  };

  return (
    <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>
      <EmptyState
        icon={<ExclamationTriangleIcon width="100%" height="100%" />}
        title={<FormattedMessage {...messages.description} />}
        action={
          <Button busy={leaving} onClick={() => void signInAgain()}>
            <FormattedMessage {...messages.signInAgain} />
          </Button>
        }
      />
    </PageLayout>
  );
}
