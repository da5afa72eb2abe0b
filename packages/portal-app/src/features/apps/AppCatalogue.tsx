import { AppCard, EmptyState } from '@eventsuite/design-system';
import { LayersIcon } from '@radix-ui/react-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { avatarUrlOf } from '../../api/avatar-url';
import { LoadState } from '../../layout/LoadState';
import { pathTo } from '../../route-table/path-to';
import { AppActions } from './AppActions';
import { appsMessages } from './apps-messages';
import * as styles from './Apps.css';
import { useAvailableApps } from './use-apps';

/**
 * The apps the account sees, as cards: logo, name, description, whether it is installed, and install or
 * uninstall for those who may. /apps shows it, and so does a personal account's profile (its apps tab).
 */
export function AppCatalogue() {
  const intl = useIntl();
  const { data, error, mutate } = useAvailableApps();
  if (!data) {
    return (
      <LoadState
        failed={error !== undefined}
        loading={appsMessages.loading}
        failedTitle={appsMessages.loadFailed}
        retry={appsMessages.retry}
        onRetry={() => void mutate()}
      />
    );
  }
  if (data.data.length === 0) {
    return (
      <EmptyState
        icon={<LayersIcon width="100%" height="100%" />}
        title={<FormattedMessage {...appsMessages.empty} />}
        description={<FormattedMessage {...appsMessages.emptyText} />}
      />
    );
  }
  return (
    <ul className={styles.grid} aria-label={intl.formatMessage(appsMessages.listLabel)}>
      {data.data.map((app) => (
        <li key={app.id}>
          <AppCard
            name={app.display_name}
            description={app.description}
            // App images live beside avatars and logos, in the server's image files.
            logoSrc={avatarUrlOf(app.logo)}
            href={pathTo('apps-app', { app: app.internal_name })}
            // Right below the page's title (/apps) or the profile's tabs.
            headingLevel={2}
            badge={app.installed ? <FormattedMessage {...appsMessages.installed} /> : undefined}
            action={<AppActions app={app} />}
          />
        </li>
      ))}
    </ul>
  );
}
