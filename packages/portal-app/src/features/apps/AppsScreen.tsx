import { FormattedMessage } from 'react-intl';
import { PageLayout } from '../../layout/PageLayout';
import { useCurrentRouteHandle } from '../../route-table/current-route';
import { AppCatalogue } from './AppCatalogue';

/** /apps (spec §2): the apps the account sees, to open, install or uninstall. */
export default function AppsScreen() {
  const handle = useCurrentRouteHandle();
  return (
    <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>
      <AppCatalogue />
    </PageLayout>
  );
}
