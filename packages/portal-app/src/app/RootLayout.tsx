import type { StaticPageType } from '@eventsuite/api-contract';
import { AppShell, Footer, LoadingBar, Toaster } from '@eventsuite/design-system';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Outlet, ScrollRestoration } from 'react-router';
import { runtimeConfigAtom } from '../config/runtime-config';
import { LanguageSwitcher } from '../features/language/LanguageSwitcher';
import { UnsavedChangesProvider } from '../forms/unsaved-changes';
import { LazyMobileMenu, LazySidebar, LazyTopBar } from '../features/shell/lazy-chrome';
import { staticPageLabels } from '../features/static-pages/static-page-labels';
import { useCurrentRouteHandle } from '../routes/use-route-title';
import { signedInAtom } from '../session/atoms';
import { documentTitle } from './document-title';
import * as styles from './page-transition.css';
import { errorMessages } from './RouteErrorPage';

const StaticPageModal = lazy(() => import('../features/static-pages/StaticPageModal'));

const messages = defineMessages({
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Skip to content' },
  loading: { id: 'shell.loading', defaultMessage: 'Loading' },
  footerNavigation: { id: 'shell.footerNavigation', defaultMessage: 'Legal information' },
  toasts: { id: 'shell.toasts', defaultMessage: 'Messages' },
  dismissToast: { id: 'shell.dismissToast', defaultMessage: 'Dismiss' },
});

/**
 * The chrome around every screen: layout of the matched route (top bar and menus for a signed-in
 * user), document title, footer, toasts.
 */
export function RootLayout() {
  const intl = useIntl();
  const { productName } = useAtomValue(runtimeConfigAtom);
  const handle = useCurrentRouteHandle();
  const signedIn = useAtomValue(signedInAtom);
  const [menuOpen, setMenuOpen] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const menuToggle = { menuOpen, onMenuOpenChange: setMenuOpen, burgerRef };
  const [openPage, setOpenPage] = useState<StaticPageType | null>(null);
  const closePage = useCallback(() => setOpenPage(null), []);

  const titleMessage: MessageDescriptor = handle?.title ?? errorMessages.title;
  const pageTitle = intl.formatMessage(titleMessage);
  useEffect(() => {
    document.title = documentTitle(productName, pageTitle);
  }, [productName, pageTitle]);

  return (
    <>
      <LoadingBar label={intl.formatMessage(messages.loading)} />
      <AppShell
        layout={handle?.layout ?? 'default'}
        signedIn={signedIn}
        topBar={
          <Suspense>
            <LazyTopBar {...menuToggle} />
          </Suspense>
        }
        sidebar={
          <Suspense>
            <LazySidebar />
          </Suspense>
        }
        mobileMenu={
          <Suspense>
            <LazyMobileMenu {...menuToggle} />
          </Suspense>
        }
        skipLinkLabel={intl.formatMessage(messages.skipToContent)}
        footer={
          <Footer
            navLabel={intl.formatMessage(messages.footerNavigation)}
            labels={{
              terms: intl.formatMessage(staticPageLabels.terms),
              privacy: intl.formatMessage(staticPageLabels.privacy),
              imprint: intl.formatMessage(staticPageLabels.imprint),
              about: intl.formatMessage(staticPageLabels.about),
            }}
            onOpenPage={setOpenPage}
            extra={<LanguageSwitcher />}
          />
        }
      >
        <div className={styles.page}>
          <UnsavedChangesProvider>
            <Outlet />
          </UnsavedChangesProvider>
        </div>
      </AppShell>
      {openPage ? (
        <Suspense>
          <StaticPageModal type={openPage} onClose={closePage} />
        </Suspense>
      ) : null}
      <Toaster label={intl.formatMessage(messages.toasts)} dismissLabel={intl.formatMessage(messages.dismissToast)} />
      <ScrollRestoration />
    </>
  );
}
