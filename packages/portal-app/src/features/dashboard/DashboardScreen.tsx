import { checkPermissions, identityEndpoints, type AppSummary } from '@eventsuite/api-contract';
import { EmptyState, Link } from '@eventsuite/design-system';
import { CubeIcon } from '@radix-ui/react-icons';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useMemo } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { avatarUrlOf } from '../../api/avatar-url';
import { useEndpoint } from '../../api/use-endpoint';
import { navigationFor, type NavEntry } from '../../layout/navigation';
import { PageLayout } from '../../layout/PageLayout';
import { usePainted } from '../../layout/use-painted';
import { pathTo } from '../../route-table/path-to';
import { routeByName } from '../../route-table/route-table';
import { currentUserAtom, permissionSubjectAtom, type CurrentUser } from '../../session/atoms';
import * as styles from './DashboardScreen.css';
import {
  DataStatus,
  notificationsMessages,
  NotificationsStatus,
  Panel,
  verificationsMessages,
  VerificationsStatus,
} from './DashboardPanel';

// The notification contract's schemas load after the first screen has painted, as the top bar's bell does.
const UnreadNotifications = lazy(() => import('./UnreadNotifications'));
// The admin-start contract's schemas, for the admins who see the waiting verifications, after the paint.
const WaitingVerifications = lazy(() => import('./WaitingVerifications'));
const CompanyOverview = lazy(() => import('./CompanyOverview'));

const greetingMessage = defineMessage<{ firstName: string }>({
  id: 'dashboard.greeting',
  defaultMessage: 'Hello, {firstName}',
});

const messages = defineMessages({
  companyHeading: { id: 'dashboard.company.heading', defaultMessage: 'Your company' },
  owner: { id: 'dashboard.company.owner', defaultMessage: 'You own this company.' },
  member: { id: 'dashboard.company.member', defaultMessage: 'You are a team member.' },
  companyProfile: { id: 'dashboard.company.profile', defaultMessage: 'Open the company profile' },
  shortcutsHeading: { id: 'dashboard.shortcuts.heading', defaultMessage: 'Shortcuts' },
  appsHeading: { id: 'dashboard.apps.heading', defaultMessage: 'Your apps' },
  appsLoading: { id: 'dashboard.apps.loading', defaultMessage: 'Loading your apps' },
  appsFailed: { id: 'dashboard.apps.failed', defaultMessage: 'Your apps could not be loaded.' },
  noAppsTitle: { id: 'dashboard.apps.empty.title', defaultMessage: 'No apps yet' },
  noAppsDescription: {
    id: 'dashboard.apps.empty.description',
    defaultMessage: 'Apps installed for this account will be listed here.',
  },
});

/** The company of the current account (verification state follows once the API reports it). */
function CompanyPanel({ company, painted }: { company: NonNullable<CurrentUser['company']>; painted: boolean }) {
  const subject = useAtomValue(permissionSubjectAtom);
  const mayViewProfile = checkPermissions(routeByName('company').permissions, subject);
  return (
    <Panel id="dashboard-company" heading={<FormattedMessage {...messages.companyHeading} />}>
      <p className={styles.strongLine}>{company.name}</p>
      <p className={styles.status}>
        <FormattedMessage {...(company.isOwner ? messages.owner : messages.member)} />
      </p>
      {/* Its figures after the screen's first paint, as the other panels' (the screen's largest paint
          waits for none of their requests). */}
      {painted ? (
        <Suspense>
          <CompanyOverview company={company.id} />
        </Suspense>
      ) : null}
      {mayViewProfile ? (
        <Link href={pathTo('company')}>
          <FormattedMessage {...messages.companyProfile} />
        </Link>
      ) : null}
    </Panel>
  );
}

/**
 * Companies waiting for verification (issue 26 §1), for whoever may open the company administration (as
 * its menu entry shows): the count, and the way to the list filtered to them. Nobody else sees the panel
 * or asks for the count.
 */
function VerificationsPanel({ painted }: { painted: boolean }) {
  const subject = useAtomValue(permissionSubjectAtom);
  if (!checkPermissions(routeByName('admin-companies').permissions, subject)) return null;
  return (
    <Panel id="dashboard-verifications" heading={<FormattedMessage {...verificationsMessages.heading} />}>
      {painted ? (
        <Suspense fallback={<VerificationsStatus failed={false} />}>
          <WaitingVerifications />
        </Suspense>
      ) : (
        <VerificationsStatus failed={false} />
      )}
      <Link href={pathTo('admin-companies', {}, { state: 'requested' })}>
        <FormattedMessage {...verificationsMessages.showWaiting} />
      </Link>
    </Panel>
  );
}

/**
 * The menu's pages the user may open, from the route table, in the menu's order: each group's pages in a
 * list named by the group, so that the admin's "Apps" stays apart from the user's.
 */
function Shortcuts({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const subject = useAtomValue(permissionSubjectAtom);
  const lists = useMemo(() => {
    const leaves = (entries: NavEntry[]): NavEntry[] =>
      entries.flatMap((entry) => (entry.children ? leaves(entry.children) : [entry]));
    // In the menu's order: a run of top-level pages is one list, a group one list of its own.
    const lists: { id: string; label?: MessageDescriptor; pages: NavEntry[] }[] = [];
    for (const entry of navigationFor({ ...subject, accountType: user.accountType })) {
      const last = lists.at(-1);
      if (entry.children) lists.push({ id: entry.id, label: entry.label, pages: leaves(entry.children) });
      else if (last && !last.label) last.pages.push(entry);
      else lists.push({ id: entry.id, pages: [entry] });
    }
    return lists;
  }, [subject, user.accountType]);
  const linksOf = (pages: NavEntry[], labelledBy?: string) => (
    <ul className={styles.plainList} aria-labelledby={labelledBy}>
      {pages.map((page) => (
        <li key={page.id}>
          <Link href={page.href!}>{intl.formatMessage(page.label)}</Link>
        </li>
      ))}
    </ul>
  );
  return (
    <Panel id="dashboard-shortcuts" heading={<FormattedMessage {...messages.shortcutsHeading} />}>
      {lists.map((list) =>
        list.label ? (
          <div key={list.id} className={styles.shortcutGroup}>
            <h3 id={`dashboard-shortcuts-${list.id}`} className={styles.shortcutGroupHeading}>
              {intl.formatMessage(list.label)}
            </h3>
            {linksOf(list.pages, `dashboard-shortcuts-${list.id}`)}
          </div>
        ) : (
          <div key={list.id}>{linksOf(list.pages)}</div>
        ),
      )}
    </Panel>
  );
}

function AppCard({ app }: { app: AppSummary }) {
  const logo = avatarUrlOf(app.logo);
  return (
    <li>
      <Link href={pathTo('apps-app', { app: app.id })} className={styles.card}>
        {/* The app's logo, or its first letter where it has none; the name beside it says which app. */}
        <span className={styles.cardLogo} aria-hidden="true">
          {logo ? (
            <img className={styles.cardLogoImage} src={logo} alt="" width={40} height={40} />
          ) : (
            app.name.charAt(0).toLocaleUpperCase()
          )}
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
  if (!data) {
    return (
      <DataStatus
        failed={Boolean(error)}
        failedText={<FormattedMessage {...messages.appsFailed} />}
        loadingText={<FormattedMessage {...messages.appsLoading} />}
      />
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

/**
 * The start page of a company account (a personal account has its profile instead): the company, the
 * unread notifications, for a platform admin the companies waiting for verification, shortcuts to what
 * the user may open, and the apps of the account.
 */
export default function DashboardScreen() {
  const user = useAtomValue(currentUserAtom);
  const painted = usePainted();
  // The guards render this screen for signed-in users only.
  if (!user) return null;

  return (
    <PageLayout title={<FormattedMessage {...greetingMessage} values={{ firstName: user.firstName }} />}>
      <div className={styles.overview}>
        {user.company ? <CompanyPanel company={user.company} painted={painted} /> : null}
        <Panel id="dashboard-notifications" heading={<FormattedMessage {...notificationsMessages.heading} />}>
          {painted ? (
            <Suspense fallback={<NotificationsStatus failed={false} />}>
              <UnreadNotifications />
            </Suspense>
          ) : (
            <NotificationsStatus failed={false} />
          )}
          <Link href={pathTo('notifications')}>
            <FormattedMessage {...notificationsMessages.showAll} />
          </Link>
        </Panel>
        <VerificationsPanel painted={painted} />
        <Shortcuts user={user} />
      </div>
      <section aria-labelledby="dashboard-apps" className={styles.section}>
        <h2 id="dashboard-apps" className={styles.sectionHeading}>
          <FormattedMessage {...messages.appsHeading} />
        </h2>
        <InstalledApps />
      </section>
    </PageLayout>
  );
}
