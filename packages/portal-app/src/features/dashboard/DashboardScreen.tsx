import { identityEndpoints, type AppSummary } from '@eventsuite/api-contract';
import { EmptyState, Link } from '@eventsuite/design-system';
import { CubeIcon } from '@radix-ui/react-icons';
import { useAtomValue } from 'jotai';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { useEndpoint } from '../../api/use-endpoint';
import { accountInfoAtom, currentUserAtom } from '../../session/atoms';
import { PageLayout } from '../shell/PageLayout';
import * as styles from './DashboardScreen.css';

const greetingMessage = defineMessage<{ firstName: string }>({
  id: 'dashboard.greeting',
  defaultMessage: 'Hello, {firstName}',
});

const companyAccountMessage = defineMessage<{ company: string }>({
  id: 'dashboard.companyAccount',
  defaultMessage: 'Signed in for {company}',
});

const messages = defineMessages({
  personalAccount: { id: 'dashboard.personalAccount', defaultMessage: 'Signed in for your personal account' },
  appsHeading: { id: 'dashboard.apps.heading', defaultMessage: 'Your apps' },
  appsLoading: { id: 'dashboard.apps.loading', defaultMessage: 'Loading your apps' },
  appsFailed: { id: 'dashboard.apps.failed', defaultMessage: 'Your apps could not be loaded.' },
  noAppsTitle: { id: 'dashboard.apps.empty.title', defaultMessage: 'No apps yet' },
  noAppsDescription: {
    id: 'dashboard.apps.empty.description',
    defaultMessage: 'Apps installed for this account will be listed here.',
  },
});

function AppCard({ app }: { app: AppSummary }) {
  return (
    <li>
      <Link href={`/apps/${encodeURIComponent(app.id)}`} className={styles.card}>
        <span className={styles.cardLogo} aria-hidden="true">
          {app.name.charAt(0).toLocaleUpperCase()}
        </span>
        <span className={styles.cardText}>
          <span className={styles.cardName}>{app.name}</span>
          <span className={styles.cardDescription}>{app.description}</span>
        </span>
      </Link>
    </li>
  );
}

function InstalledApps() {
  const { data, error } = useEndpoint(identityEndpoints.listInstalledApps, {});
  if (error) {
    return (
      <p role="alert" className={styles.status}>
        <FormattedMessage {...messages.appsFailed} />
      </p>
    );
  }
  if (!data) {
    return (
      <p role="status" className={styles.status}>
        <FormattedMessage {...messages.appsLoading} />
      </p>
    );
  }
  if (data.data.length === 0) {
    return (
      <EmptyState
        icon={<CubeIcon width="100%" height="100%" />}
        title={<FormattedMessage {...messages.noAppsTitle} />}
        description={<FormattedMessage {...messages.noAppsDescription} />}
      />
    );
  }
  return (
    <ul className={styles.cards}>
      {data.data.map((app) => (
        <AppCard key={app.id} app={app} />
      ))}
    </ul>
  );
}

/** The start page: who is signed in, for which account, and the apps that account can open. */
export default function DashboardScreen() {
  const user = useAtomValue(currentUserAtom);
  const accountInfo = useAtomValue(accountInfoAtom);
  // The guards render this screen for signed-in users only.
  if (!user) return null;

  return (
    <PageLayout title={<FormattedMessage {...greetingMessage} values={{ firstName: user.firstName }} />}>
      <p className={styles.account}>
        {accountInfo?.company_name ? (
          <FormattedMessage {...companyAccountMessage} values={{ company: accountInfo.company_name }} />
        ) : (
          <FormattedMessage {...messages.personalAccount} />
        )}
      </p>
      <section aria-labelledby="dashboard-apps" className={styles.section}>
        <h2 id="dashboard-apps" className={styles.sectionHeading}>
          <FormattedMessage {...messages.appsHeading} />
        </h2>
        <InstalledApps />
      </section>
    </PageLayout>
  );
}
