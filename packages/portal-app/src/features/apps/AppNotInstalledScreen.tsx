import { appsEndpoints, type AppAvailability } from '@eventsuite/api-contract';
import { Link } from '@eventsuite/design-system';
import { useAtomValue } from 'jotai';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useEndpoint } from '../../api/use-endpoint';
import { LoadState } from '../../layout/LoadState';
import { PageLayout } from '../../layout/PageLayout';
import { useCurrentRouteHandle } from '../../route-table/current-route';
import { pathTo } from '../../route-table/path-to';
import { currentUserAtom } from '../../session/atoms';
import { AppActions } from './AppActions';
import { OpenLink } from './AppScreen';
import { appsMessages, availabilityMessages } from './apps-messages';
import * as styles from './Apps.css';

const wording: Record<AppAvailability, { title: MessageDescriptor; text: MessageDescriptor }> = {
  installable: { title: availabilityMessages.installableTitle, text: availabilityMessages.installableText },
  administrator: { title: availabilityMessages.administratorTitle, text: availabilityMessages.administratorText },
  installed: { title: availabilityMessages.installedTitle, text: availabilityMessages.installedText },
  not_installable: { title: availabilityMessages.notInstallableTitle, text: availabilityMessages.notInstallableText },
  not_found: { title: availabilityMessages.notFoundTitle, text: availabilityMessages.notFoundText },
};

/**
 * /app-not-installed?app=<internal name> (spec §4): where other apps send people whose app is not
 * installed. It says one of five things: installable (with Install, then Open), installable only by an
 * administrator, installed (with Open), not for this company or account, or no such app.
 */
export default function AppNotInstalledScreen() {
  const handle = useCurrentRouteHandle();
  const [searchParams] = useSearchParams();
  const name = searchParams.get('app')?.trim() ?? '';
  const accountType = useAtomValue(currentUserAtom)?.accountType;
  const { data, error, mutate } = useEndpoint(
    appsEndpoints.showAppAvailability,
    name ? { query: { app: name } } : null,
  );
  const answer = name ? data?.data : { availability: 'not_found' as const, app: null };
  const catalogue = accountType === 'personal' ? pathTo('profile', {}, { tab: 'apps' }) : pathTo('apps');

  let content;
  if (!answer) {
    content = (
      <LoadState
        failed={error !== undefined}
        loading={appsMessages.notInstalledLoading}
        failedTitle={appsMessages.appLoadFailed}
        retry={appsMessages.retry}
        onRetry={() => void mutate()}
      />
    );
  } else {
    const { title, text } = wording[answer.availability];
    const app = answer.app;
    content = (
      <section className={styles.section} aria-labelledby="app-availability-heading">
        <h2 id="app-availability-heading" className={styles.sectionHeading}>
          <FormattedMessage {...title} values={{ app: app?.display_name ?? name }} />
        </h2>
        <p className={styles.text}>
          <FormattedMessage {...text} />
        </p>
        <div className={styles.toolbar}>
          {app ? <OpenLink app={app} /> : null}
          {app && answer.availability === 'installable' ? <AppActions app={app} /> : null}
        </div>
        <p className={styles.text}>
          <Link href={catalogue}>
            <FormattedMessage {...appsMessages.toCatalogue} />
          </Link>
        </p>
      </section>
    );
  }

  return <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>{content}</PageLayout>;
}
