import {
  AppShell,
  LoadingBar,
  resolveAppearance,
  ThemeProvider,
  Toaster,
  useSystemAppearance,
} from '@eventsuite/design-system';
import { use, useDeferredValue, useEffect, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { documentTitle } from './document-title-text';
import * as pageStyles from './page-transition.css';
import { PortalFooter } from './PortalFooter';
import { useStaticPageModal } from './static-page-modal';
import { shellMessages } from './shell-messages';
import {
  bcp47Of,
  defaultLocale,
  languageOf,
  serializeLocaleCookie,
  type SupportedLocale,
  visitorLocale,
} from '../i18n/locale';
import { messagesFor } from '../i18n/messages';
import { storedColorScheme } from '../layout/stored-color-scheme';
import { routeByName } from '../route-table/route-table';
import { LanguageToggle } from '../features/language/LanguageToggle';
import { SignInScreen } from '../features/sign-in/SignInScreen';

interface SignInPageProps {
  /** The sign-in step's interaction id; pending while the boot step still asks the provider for it. */
  uid: Promise<string>;
  productName: string;
}

/** The sign-in step in the frame of the app's sign-in route: skip link, footer, loading bar, toasts. */
function SignInFrame({
  uid,
  productName,
  locale,
  onChooseLocale,
}: SignInPageProps & {
  locale: SupportedLocale;
  onChooseLocale: (locale: SupportedLocale) => void;
}) {
  const intl = useIntl();
  const staticPage = useStaticPageModal();
  const title = documentTitle(productName, intl.formatMessage(routeByName('sign-in').title));
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <>
      <LoadingBar label={intl.formatMessage(shellMessages.loading)} />
      <AppShell
        layout="logout"
        skipLinkLabel={intl.formatMessage(shellMessages.skipToContent)}
        footer={
          <PortalFooter
            onOpenPage={staticPage.openPage}
            languageControl={<LanguageToggle locale={locale} onChoose={onChooseLocale} />}
          />
        }
      >
        <div className={pageStyles.page}>
          <SignInScreen uid={uid} productName={productName} />
        </div>
        {staticPage.modal}
      </AppShell>
      <Toaster
        label={intl.formatMessage(shellMessages.toasts)}
        dismissLabel={intl.formatMessage(shellMessages.dismissToast)}
      />
    </>
  );
}

/**
 * The sign-in page a visitor gets (ADR 0020): the sign-in step with the app's theme, language and
 * footer, without its router, store or session code. A language chosen here is remembered in the
 * locale cookie, as the app does for visitors; suspends until the first catalogue has loaded.
 */
export function SignInPage({ uid, productName }: SignInPageProps) {
  const [locale, setLocale] = useState(visitorLocale);
  // On a switch the page stays in the old language until the new catalogue is there (as IntlRoot).
  const shownLocale = useDeferredValue(locale);
  const messages = use(messagesFor(shownLocale));
  const appearance = resolveAppearance(storedColorScheme(), useSystemAppearance());

  useEffect(() => {
    document.documentElement.lang = languageOf(shownLocale);
  }, [shownLocale]);

  const chooseLocale = (chosen: SupportedLocale) => {
    document.cookie = serializeLocaleCookie(chosen);
    setLocale(chosen);
  };

  return (
    <ThemeProvider appearance={appearance}>
      <IntlProvider locale={bcp47Of(shownLocale)} defaultLocale={bcp47Of(defaultLocale)} messages={messages}>
        <SignInFrame uid={uid} productName={productName} locale={locale} onChooseLocale={chooseLocale} />
      </IntlProvider>
    </ThemeProvider>
  );
}
