import { EmptyState } from '@eventsuite/design-system';
import { ExitIcon } from '@radix-ui/react-icons';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { loadSession } from '../../../session/session-context';
import { PageLayout } from '../../../layout/PageLayout';

const messages = defineMessages({
  title: { id: 'logout.title', defaultMessage: 'Logging out' },
  description: { id: 'logout.description', defaultMessage: 'One moment, your session is being ended.' },
});

/**
 * /logout: renders in the logout layout (no private data on screen, nor in the page a back button
 * may restore), then forgets the session and leaves for the provider's logout.
 */
export default function LogoutScreen() {
  useEffect(() => {
    void loadSession().then((session) => session.signOut());
  }, []);

  return (
    <PageLayout title={<FormattedMessage {...messages.title} />}>
      <EmptyState
        icon={<ExitIcon width="100%" height="100%" />}
        title={<FormattedMessage {...messages.description} />}
      />
    </PageLayout>
  );
}
