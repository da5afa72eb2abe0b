import type { CatalogueAppDetail } from '@eventsuite/api-contract';
import { ButtonLink, Gallery, Link } from '@eventsuite/design-system';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { avatarUrlOf } from '../../api/avatar-url';
import { LoadState } from '../../layout/LoadState';
import { PageLayout } from '../../layout/PageLayout';
import { usePageObjectName } from '../../layout/page-object';
import { StatusErrorPage } from '../../layout/StatusErrorPage';
import { pathTo } from '../../route-table/path-to';
import { currentUserAtom } from '../../session/atoms';
import { AppActions } from './AppActions';
import { appsMessages, roleMessage, screenshotAlt, screenshotPosition } from './apps-messages';
import * as styles from './Apps.css';
import { CompanyDefaultRoleSection } from './CompanyDefaultRoleSection';
import { useAvailableApp } from './use-apps';

/** "Open": into the app, signed in through the portal (its auth_path on its redirect URL's origin). */
export function OpenLink({ app }: { app: CatalogueAppDetail }) {
  if (!app.installed || !app.open_href) return null;
  return (
    <ButtonLink href={app.open_href} external>
      <FormattedMessage {...appsMessages.open} />
    </ButtonLink>
  );
}

/** Whether the app is installed, the caller's role in it, and what they can do about it. */
export function AccessSection({ app }: { app: CatalogueAppDetail }) {
  let state;
  if (app.always_installed) state = appsMessages.alwaysInstalled;
  else if (app.installed) state = appsMessages.installed;
  else if (app.availability === 'administrator') state = appsMessages.askAdministrator;
  else state = appsMessages.notInstalled;
  return (
    <section className={styles.section} aria-labelledby="app-access-heading">
      <h2 id="app-access-heading" className={styles.sectionHeading}>
        <FormattedMessage {...appsMessages.accessHeading} />
      </h2>
      <p className={styles.text}>
        <FormattedMessage {...state} />
      </p>
      <p className={styles.text}>
        {app.role ? (
          <FormattedMessage {...roleMessage} values={{ role: app.role }} />
        ) : (
          <FormattedMessage {...appsMessages.noRole} />
        )}
      </p>
      <div className={styles.toolbar}>
        <OpenLink app={app} />
        <AppActions app={app} />
      </div>
    </section>
  );
}

function AppDetails({ app }: { app: CatalogueAppDetail }) {
  const intl = useIntl();
  const company = useAtomValue(currentUserAtom)?.company;
  const logo = avatarUrlOf(app.logo);
  return (
    <div className={styles.sections}>
      <section className={styles.section} aria-labelledby="app-description-heading">
        <div className={styles.header}>
          {logo ? <img className={styles.logo} src={logo} alt="" width={64} height={64} /> : null}
          <h2 id="app-description-heading" className={styles.sectionHeading}>
            <FormattedMessage {...appsMessages.descriptionHeading} />
          </h2>
        </div>
        <p className={styles.longText}>{app.description || <FormattedMessage {...appsMessages.noDescription} />}</p>
      </section>
      <AccessSection app={app} />
      {app.screenshots.length > 0 ? (
        // Not a section of its own: the gallery is the region named "Screenshots".
        <div className={styles.section}>
          <h2 className={styles.sectionHeading}>
            <FormattedMessage {...appsMessages.screenshotsHeading} />
          </h2>
          <div className={styles.gallery}>
            <Gallery
              label={intl.formatMessage(appsMessages.screenshotsHeading)}
              previousLabel={intl.formatMessage(appsMessages.previousScreenshot)}
              nextLabel={intl.formatMessage(appsMessages.nextScreenshot)}
              positionLabel={(position, total) => intl.formatMessage(screenshotPosition, { position, total })}
              images={app.screenshots.map((file, index) => ({
                src: avatarUrlOf(file)!,
                alt: intl.formatMessage(screenshotAlt, { position: index + 1, app: app.display_name }),
              }))}
            />
          </div>
        </div>
      ) : null}
      {app.instructions ? (
        <section className={styles.section} aria-labelledby="app-instructions-heading">
          <h2 id="app-instructions-heading" className={styles.sectionHeading}>
            <FormattedMessage {...appsMessages.instructionsHeading} />
          </h2>
          <p className={styles.longText}>{app.instructions}</p>
        </section>
      ) : null}
      {app.sets_company_default_role && company ? <CompanyDefaultRoleSection companyId={company.id} app={app} /> : null}
    </div>
  );
}

/** /apps/{app} (spec §2): one app, its screenshots and instructions, the caller's access and role. */
export default function AppScreen() {
  const { app: name = '' } = useParams();
  const accountType = useAtomValue(currentUserAtom)?.accountType;
  const { data, error, mutate } = useAvailableApp(name);
  usePageObjectName(data?.data.display_name);
  if (error?.status === 404) return <StatusErrorPage status={404} />;
  const app = data?.data;
  // A personal account's catalogue is on its profile (its apps tab); everyone else's is /apps.
  const back = accountType === 'personal' ? pathTo('profile', {}, { tab: 'apps' }) : pathTo('apps');
  return (
    <PageLayout title={app ? app.display_name : <FormattedMessage {...appsMessages.appLoading} />}>
      <p className={styles.text}>
        <Link href={back}>
          <FormattedMessage {...appsMessages.backToList} />
        </Link>
      </p>
      {app ? (
        <AppDetails app={app} />
      ) : (
        <LoadState
          failed={error !== undefined}
          loading={appsMessages.appLoading}
          failedTitle={appsMessages.appLoadFailed}
          retry={appsMessages.retry}
          onRetry={() => void mutate()}
        />
      )}
    </PageLayout>
  );
}
