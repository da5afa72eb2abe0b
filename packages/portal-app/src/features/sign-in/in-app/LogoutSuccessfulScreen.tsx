import { EmptyState, Link } from '@eventsuite/design-system';
import { ExitIcon } from '@radix-ui/react-icons';
import { defineMessages, FormattedMessage } from 'react-intl';
import { PageLayout } from '../../../layout/PageLayout';
import { pathTo } from '../../../route-table/path-to';

const messages = defineMessages({
  title: { id: 'logoutSuccessful.title', defaultMessage: 'You are logged out' },
  description: {
    id: 'logoutSuccessful.description',
    defaultMessage: 'Your session has ended. You can close this window or sign in again.',
  },
  signInAgain: { id: 'logoutSuccessful.signInAgain', defaultMessage: 'Sign in again' },
});

export default function LogoutSuccessfulScreen() {
  return (
    <PageLayout title={<FormattedMessage {...messages.title} />}>
      <EmptyState
        icon={<ExitIcon width="100%" height="100%" />}
        title={<FormattedMessage {...messages.description} />}
        action={
          <Link href={pathTo('index')}>
            <FormattedMessage {...messages.signInAgain} />
          </Link>
        }
      />
    </PageLayout>
  );
}
