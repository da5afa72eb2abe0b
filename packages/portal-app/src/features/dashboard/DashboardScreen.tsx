import { EmptyState } from '@eventsuite/design-system';
import { DashboardIcon } from '@radix-ui/react-icons';
import { defineMessages, FormattedMessage } from 'react-intl';
import { PageLayout } from '../shell/PageLayout';

const messages = defineMessages({
  title: { id: 'dashboard.title', defaultMessage: 'Dashboard' },
  emptyTitle: { id: 'dashboard.empty.title', defaultMessage: 'Welcome to Eventsuite' },
  emptyDescription: {
    id: 'dashboard.empty.description',
    defaultMessage: 'Your apps, company and notifications will be listed here once you are signed in.',
  },
});

export default function DashboardScreen() {
  return (
    <PageLayout title={<FormattedMessage {...messages.title} />}>
      <EmptyState
        icon={<DashboardIcon width="100%" height="100%" />}
        title={<FormattedMessage {...messages.emptyTitle} />}
        description={<FormattedMessage {...messages.emptyDescription} />}
      />
    </PageLayout>
  );
}
