import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { PageLayout } from '../../layout/PageLayout';
import { useCurrentRouteHandle } from '../../route-table/current-route';
import { pathTo } from '../../route-table/path-to';
import { Link } from '@eventsuite/design-system';
import { appAdminMessages as messages } from './admin-apps-messages';
import { AppForm } from './AppForm';
import * as styles from './AdminApps.css';

/**
 * /admin/apps/create (issue 14 §3): a new app's fields; its logo, screenshots and default roles follow on
 * its own page once it is saved.
 */
export default function AppCreateScreen() {
  const handle = useCurrentRouteHandle();
  const navigate = useNavigate();

  return (
    <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>
      <p className={styles.text}>
        <Link href={pathTo('admin-apps')}>
          <FormattedMessage {...messages.backToList} />
        </Link>
      </p>
      <div className={styles.sections}>
        <div className={styles.section}>
          <AppForm onSaved={(app) => navigate(pathTo('admin-apps-app', { app: app.id }))} />
        </div>
        <p className={styles.muted}>
          <FormattedMessage {...messages.imagesAfterSaving} />
        </p>
      </div>
    </PageLayout>
  );
}
