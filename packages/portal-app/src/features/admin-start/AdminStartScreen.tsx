import { adminStartEndpoints, type AdminFigures } from '@eventsuite/api-contract';
import { Link } from '@eventsuite/design-system';
import { FormattedMessage, FormattedNumber, type MessageDescriptor } from 'react-intl';
import { useEndpoint } from '../../api/use-endpoint';
import { LoadState } from '../../layout/LoadState';
import { PageLayout } from '../../layout/PageLayout';
import { useCurrentRouteHandle } from '../../route-table/current-route';
import { pathTo } from '../../route-table/path-to';
import { adminStartMessages as messages } from './admin-start-messages';
import * as styles from './AdminStart.css';

interface Card {
  figure: keyof AdminFigures;
  label: MessageDescriptor;
  href: string;
}

/**
 * The cards, what may need the admin's action first; a card shows only when its figure came (the admin may
 * see its area).
 */
const cards = (): Card[] => [
  {
    figure: 'companies_waiting',
    label: messages.companiesWaiting,
    href: pathTo('admin-companies', {}, { state: 'requested' }),
  },
  { figure: 'locked_users', label: messages.lockedUsers, href: pathTo('admin-users', {}, { locked: 'true' }) },
  { figure: 'unsent_mails', label: messages.unsentMails, href: pathTo('admin-settings') },
  { figure: 'missing_page_texts', label: messages.missingPageTexts, href: pathTo('admin-pages') },
  { figure: 'users', label: messages.users, href: pathTo('admin-users') },
  { figure: 'companies', label: messages.companies, href: pathTo('admin-companies') },
  { figure: 'apps', label: messages.apps, href: pathTo('admin-apps') },
  { figure: 'events_today', label: messages.eventsToday, href: pathTo('admin-activity') },
];

/**
 * /admin (issue 26 §1): one card per admin area the admin may see, as the menu shows them, each with
 * its live figure and a link to the area.
 */
export default function AdminStartScreen() {
  const handle = useCurrentRouteHandle();
  const { data, error, mutate } = useEndpoint(adminStartEndpoints.showAdminFigures, {});
  const figures = data?.data;
  return (
    <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>
      {figures ? (
        <ul className={styles.cards}>
          {cards().flatMap(({ figure, label, href }) => {
            const value = figures[figure];
            if (value === null) return [];
            const id = `admin-start-${figure}`;
            return [
              <li key={figure} className={styles.card} aria-labelledby={id}>
                <p className={styles.figure}>
                  <FormattedNumber value={value} />
                </p>
                <p id={id} className={styles.label}>
                  <Link href={href}>
                    <FormattedMessage {...label} />
                  </Link>
                </p>
              </li>,
            ];
          })}
        </ul>
      ) : (
        <LoadState
          retry={messages.retry}
          failed={error !== undefined}
          loading={messages.loading}
          failedTitle={messages.loadFailed}
          onRetry={() => void mutate()}
        />
      )}
    </PageLayout>
  );
}
