import { adminAppsEndpoints, type AdminApp } from '@eventsuite/api-contract';
import { Link } from '@eventsuite/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod/mini';
import { callEndpoint } from '../../api/client';
import { DeleteSection } from '../../forms/DeleteSection';
import { useEndpoint } from '../../api/use-endpoint';
import { useCatalogue } from '../../i18n/catalogue';
import { LoadState } from '../../layout/LoadState';
import { PageLayout } from '../../layout/PageLayout';
import { usePageObjectName } from '../../layout/page-object';
import { StatusErrorPage } from '../../layout/StatusErrorPage';
import { pathTo } from '../../route-table/path-to';
import { appAdminMessages as messages, deleteConfirmText } from './admin-apps-messages';
import { AppForm } from './AppForm';
import { AppLogoSection, AppScreenshotsSection } from './AppImagesSections';
import { AppSignInSection } from './AppSignInSection';
import * as styles from './AdminApps.css';
import { useCanEditApps } from './use-app-access';

const appIdSchema = z.uuid();

/** Deleting the app, after the "delete app" confirmation (spec §8); the Eventsuite app says up front why it stays. */
function AppDeleteSection({ app, onDeleted }: { app: AdminApp; onDeleted: () => Promise<void> }) {
  const intl = useIntl();
  const { adminAppsMessage } = useCatalogue();
  return (
    <DeleteSection
      id="app-delete"
      texts={{
        heading: intl.formatMessage(messages.deleteHeading),
        text: intl.formatMessage(messages.deleteText),
        button: intl.formatMessage(messages.delete),
        title: intl.formatMessage(messages.deleteTitle),
        confirmText: intl.formatMessage(deleteConfirmText, { name: app.display_name }),
        confirm: intl.formatMessage(messages.deleteConfirm),
        cancel: intl.formatMessage(messages.cancel),
        deleted: intl.formatMessage(messages.deleted),
        failed: intl.formatMessage(messages.deleteFailed),
      }}
      blockedBecause={app.is_portal ? adminAppsMessage('portalNotDeletable') : undefined}
      remove={() => callEndpoint(adminAppsEndpoints.deleteApp, { params: { app: app.id } })}
      onDeleted={onDeleted}
    />
  );
}

/**
 * /admin/apps/{app} (issue 14 §3): one app's fields, default roles, logo and screenshots, and deleting it.
 * Holders of admin_can_view_apps alone see it read-only.
 */
export default function AppScreen() {
  const navigate = useNavigate();
  const canEdit = useCanEditApps();
  const { app: appId = '' } = useParams();
  // An address that names no app id is no app's page; the server is not asked.
  const isAppId = appIdSchema.safeParse(appId).success;
  const { data, error, mutate } = useEndpoint(adminAppsEndpoints.showApp, isAppId ? { params: { app: appId } } : null);
  // The list shows the logo, names and flags that change here.
  const { mutate: refreshList } = useEndpoint(adminAppsEndpoints.listApps, {});
  usePageObjectName(data?.data.display_name);

  if (!isAppId || error?.status === 404) return <StatusErrorPage status={404} />;
  const app = data?.data;

  const changed = async (next: AdminApp) => {
    await mutate({ data: next }, { revalidate: false });
    await refreshList();
  };

  return (
    <PageLayout title={app ? app.display_name : <FormattedMessage {...messages.appLoading} />}>
      <p className={styles.text}>
        <Link href={pathTo('admin-apps')}>
          <FormattedMessage {...messages.backToList} />
        </Link>
      </p>
      {app ? (
        <div className={styles.sections}>
          <div className={styles.section}>
            {canEdit ? null : (
              <p className={styles.muted}>
                <FormattedMessage {...messages.readOnly} />
              </p>
            )}
            <AppForm key={app.id} app={app} readOnly={!canEdit} onSaved={changed} />
          </div>
          {/* Keyed by the addresses it derives its redirect and logout URIs from: saving them reloads it. */}
          <AppSignInSection key={`${app.redirect_url}|${app.comeback_path}`} appId={app.id} />
          <AppLogoSection app={app} readOnly={!canEdit} onChanged={(next) => void changed(next)} />
          <AppScreenshotsSection app={app} readOnly={!canEdit} onChanged={(next) => void changed(next)} />
          {canEdit ? (
            <AppDeleteSection
              app={app}
              onDeleted={async () => {
                await refreshList();
                await navigate(pathTo('admin-apps'));
              }}
            />
          ) : null}
        </div>
      ) : (
        <LoadState
          retry={messages.retry}
          failed={error !== undefined}
          loading={messages.appLoading}
          failedTitle={messages.appLoadFailed}
          onRetry={() => void mutate()}
        />
      )}
    </PageLayout>
  );
}
