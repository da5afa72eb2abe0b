import { EmptyState, Link } from '@eventsuite/design-system';
import { TimerIcon } from '@radix-ui/react-icons';
import { defineMessages, FormattedMessage } from 'react-intl';
import { PageLayout } from '../../layout/PageLayout';
import { pathTo } from '../../route-table/path-to';

const messages = defineMessages({
  title: { id: 'signIn.expired.title', defaultMessage: 'This sign-in link has expired' },
  description: {
    id: 'signIn.expired.description',
    defaultMessage: 'Sign-in steps are valid for a short time only. Start again to get a new one.',
  },
  startAgain: { id: 'signIn.expired.startAgain', defaultMessage: 'Start again' },
});

/** The sign-in step is gone (timed out or already used): starting at / begins a new one. */
export function SignInExpired() {
  return (
    <PageLayout title={<FormattedMessage {...messages.title} />}>
      <EmptyState
        icon={<TimerIcon width="100%" height="100%" />}
        title={<FormattedMessage {...messages.description} />}
        action={
          // The dashboard's sign-in guard starts a new sign-in.
          <Link href={pathTo('index')}>
            <FormattedMessage {...messages.startAgain} />
          </Link>
        }
      />
    </PageLayout>
  );
}
