import { FormattedMessage } from 'react-intl';
import { useCurrentRouteHandle } from '../../../route-table/current-route';
import { PageLayout } from '../../../layout/PageLayout';
import { SettingsForm } from './SettingsForm';

/** /settings (spec §2): a company user's language, region and formats. Personal users find them on /profile. */
export default function SettingsScreen() {
  const handle = useCurrentRouteHandle();
  return (
    <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>
      <SettingsForm />
    </PageLayout>
  );
}
