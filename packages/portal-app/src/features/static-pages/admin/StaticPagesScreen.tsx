import { adminStaticPagesEndpoints } from '@eventsuite/api-contract';
import { Link } from '@eventsuite/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import { useEndpoint } from '../../../api/use-endpoint';
import { LoadState } from '../../../layout/LoadState';
import { useRegionalFormat } from '../../../regional';
import { PageLayout } from '../../../layout/PageLayout';
import * as sections from '../../../layout/Sections.css';
import { useCurrentRouteHandle } from '../../../route-table/current-route';
import { pathTo } from '../../../route-table/path-to';
import { staticPageLabels } from '../static-page-labels';
import * as styles from './AdminStaticPages.css';
import { languageName } from './language-name';
import { lastChangedMessage, staticPagesAdminMessages as messages } from './static-pages-admin-messages';

/**
 * /admin/pages (issue 27 §1): terms, privacy, imprint and about, each with its languages and when and by
 * whom each was last changed, and a link to its editor.
 */
export default function StaticPagesScreen() {
  const intl = useIntl();
  const handle = useCurrentRouteHandle();
  const format = useRegionalFormat();
  const { data, error, mutate } = useEndpoint(adminStaticPagesEndpoints.listAdminStaticPages, {});
  return (
    <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>
      <div className={sections.sections}>
        <p className={sections.text}>
          <FormattedMessage {...messages.intro} />
        </p>
        {data ? (
          <ul className={styles.pages}>
            {data.data.map((page) => {
              const label = intl.formatMessage(staticPageLabels[page.type]);
              const headingId = `admin-page-${page.type}`;
              return (
                <li key={page.type} className={styles.page} aria-labelledby={headingId}>
                  <h2 id={headingId} className={styles.pageHeading}>
                    <Link href={pathTo('admin-pages-page', { page: page.type })}>{label}</Link>
                  </h2>
                  {page.languages.length > 0 ? (
                    <ul className={styles.languages}>
                      {page.languages.map((language) => (
                        <li key={language.locale} className={sections.muted}>
                          {intl.formatMessage(lastChangedMessage, {
                            language: languageName(intl, language.locale),
                            date: format.dateTime(language.updated_at),
                            name: language.updated_by?.name ?? intl.formatMessage(messages.unknownPerson),
                          })}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className={sections.muted}>
                      <FormattedMessage {...messages.noLanguages} />
                    </p>
                  )}
                </li>
              );
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
      </div>
    </PageLayout>
  );
}
