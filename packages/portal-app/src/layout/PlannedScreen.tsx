import { EmptyState } from '@eventsuite/design-system';
import { CubeIcon } from '@radix-ui/react-icons';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useCurrentRouteHandle } from '../route-table/current-route';
import { PageLayout } from './PageLayout';

const messages = defineMessages({
  emptyTitle: { id: 'planned.empty.title', defaultMessage: 'Nothing to show here yet.' },
  emptyDescription: {
    id: 'planned.empty.description',
    defaultMessage: 'This area of the portal is being prepared and will appear here once it is available.',
  },
});

/** A route whose screen is not built yet: its title and an honest empty state, never sample data. */
export default function PlannedScreen() {
  const handle = useCurrentRouteHandle();
  return (
    <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>
      <EmptyState
        icon={<CubeIcon width="100%" height="100%" />}
        title={<FormattedMessage {...messages.emptyTitle} />}
        description={<FormattedMessage {...messages.emptyDescription} />}
      />
    </PageLayout>
  );
}
