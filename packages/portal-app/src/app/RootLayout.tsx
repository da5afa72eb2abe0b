import { AppShell, LoadingBar, Toaster } from '@eventsuite/design-system';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, ScrollRestoration } from 'react-router';
import { LanguageSwitcher } from '../features/language/LanguageSwitcher';
import { UnsavedChangesProvider } from '../forms/unsaved-changes';
import { ChromeMobileMenu, ChromeSidebar, ChromeTopBar } from '../layout/lazy-chrome';
import { useCurrentRouteHandle } from '../route-table/current-route';
import { signedInAtom } from '../session/atoms';
import * as styles from './page-transition.css';
import { PortalFooter } from './PortalFooter';
import { useStaticPageModal } from './static-page-modal';
import { shellMessages as messages } from './shell-messages';

// The top bar's bell, a chunk of its own: the chrome renders it once the first screen has painted.
const NotificationsWidget = lazy(() => import('../features/notifications/NotificationsWidget'));

/**
 * What shows while the first page loads (its guards, session restore and screen chunk): the loading bar,
 * which appears only for a slow start, and nothing else yet.
 */
export function InitialLoad() {
  const intl = useIntl();
  return <LoadingBar label={intl.formatMessage(messages.loading)} />;
}

/**
 * The chrome around every screen: layout of the matched route (top bar and menus for a signed-in
 * user), footer, toasts. The pages set the document title (router.tsx).
 */
export function RootLayout() {
  const intl = useIntl();
  const handle = useCurrentRouteHandle();
  const signedIn = useAtomValue(signedInAtom);
  const [menuOpen, setMenuOpen] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const menuToggle = { menuOpen, onMenuOpenChange: setMenuOpen, burgerRef };
  const staticPage = useStaticPageModal();

  return (
    <>
      <LoadingBar label={intl.formatMessage(messages.loading)} />
      <AppShell
        layout={handle?.layout ?? 'default'}
        signedIn={signedIn}
        topBar={
          <Suspense>
            <ChromeTopBar {...menuToggle} notifications={<NotificationsWidget />} />
          </Suspense>
        }
        sidebar={
          <Suspense>
            <ChromeSidebar />
          </Suspense>
        }
        mobileMenu={
          <Suspense>
            <ChromeMobileMenu {...menuToggle} />
          </Suspense>
        }
        skipLinkLabel={intl.formatMessage(messages.skipToContent)}
        footer={<PortalFooter onOpenPage={staticPage.openPage} languageControl={<LanguageSwitcher />} />}
      >
        <div className={styles.page}>
          <UnsavedChangesProvider>
            <Outlet />
          </UnsavedChangesProvider>
        </div>
        {staticPage.modal}
      </AppShell>
      <Toaster label={intl.formatMessage(messages.toasts)} dismissLabel={intl.formatMessage(messages.dismissToast)} />
      <ScrollRestoration />
    </>
  );
}
