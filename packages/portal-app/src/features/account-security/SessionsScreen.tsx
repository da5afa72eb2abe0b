import { FormattedMessage } from 'react-intl';
import { PageLayout } from '../../layout/PageLayout';
import { useCurrentRouteHandle } from '../../route-table/current-route';
import { SessionsSection } from './SessionsSection';

/** /settings/sessions: where the person is signed in, and ending those sessions (issue 30 §3). */
export default function SessionsScreen() {
  const handle = useCurrentRouteHandle();
  return (
    <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>
      <SessionsSection />
    </PageLayout>
  );
}
