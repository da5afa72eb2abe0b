import { Tabs } from '@eventsuite/design-system';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { appsMessages } from '../../features/apps/apps-messages';
import { CreateCompanyPrompt } from '../../features/company/CreateCompanyPrompt';
import { NotificationList } from '../../features/notifications/NotificationList';
import { ProfilePanel } from '../../features/profile/ProfilePanel';
import { profileMessages } from '../../features/profile/profile-messages';
import { SettingsForm } from '../../features/profile/settings/SettingsForm';
import { PageLayout } from '../../layout/PageLayout';
import * as styles from '../../layout/Sections.css';
import { useCurrentRouteHandle } from '../../route-table/current-route';

// The apps tab loads its catalogue only when opened.
const AppCatalogue = lazy(() =>
  import('../../features/apps/AppCatalogue').then((module) => ({ default: module.AppCatalogue })),
);

const tabValues = ['profile', 'settings', 'notifications', 'apps'] as const;
type TabValue = (typeof tabValues)[number];

const isTabValue = (value: string | null): value is TabValue => tabValues.some((tab) => tab === value);

/**
 * /profile: a personal account's only page (spec §4 guard), with its profile, settings, notifications
 * and apps (their catalogue, to install and uninstall; issue 14) as tabs. The tab is in the URL (?tab=settings), so it can be linked and survives a
 * reload; the profile tab is the plain /profile, which also offers to create a company (ADR 0013).
 * It is made of five features (profile, company, settings, notifications, apps), so it lives here, above
 * them: a feature imports no other feature.
 */
export default function ProfileScreen() {
  const intl = useIntl();
  const handle = useCurrentRouteHandle();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: TabValue = isTabValue(requested) ? requested : 'profile';

  const select = (value: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'profile') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <PageLayout title={handle ? <FormattedMessage {...handle.title} /> : null}>
      <Tabs
        label={intl.formatMessage(profileMessages.tabsLabel)}
        value={tab}
        onValueChange={select}
        tabs={[
          {
            value: 'profile',
            label: intl.formatMessage(profileMessages.tabProfile),
            content: (
              <div className={styles.sections}>
                <ProfilePanel />
                <CreateCompanyPrompt />
              </div>
            ),
          },
          { value: 'settings', label: intl.formatMessage(profileMessages.tabSettings), content: <SettingsForm /> },
          {
            value: 'notifications',
            label: intl.formatMessage(profileMessages.tabNotifications),
            content: <NotificationList />,
          },
          {
            value: 'apps',
            label: intl.formatMessage(appsMessages.tabApps),
            content: (
              <Suspense fallback={null}>
                <AppCatalogue />
              </Suspense>
            ),
          },
        ]}
      />
    </PageLayout>
  );
}
