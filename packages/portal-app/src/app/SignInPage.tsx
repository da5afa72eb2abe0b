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
  offeredLocale,
  serializeLocaleCookie,
  type SupportedLocale,
  visitorLocale,
} from '../i18n/locale';
import { messagesFor } from '../i18n/messages';
import { storedColorScheme } from '../layout/stored-color-scheme';
import { signInTitle } from '../route-table/sign-in-title';
import { LanguageToggle } from '../features/language/LanguageToggle';
import { SignInSteps } from '../routes/screens/SignInSteps';

interface SignInPageProps {
  /** The sign-in step's interaction id; pending while the boot step still asks the provider for it. */
  uid: Promise<string>;
  productName: string;
  /** Whether "Create an account" is offered (SIGN_UP). */
  signUpOpen: boolean;
  /** The admin's supported languages (/config.json). */
  supportedLanguages: readonly string[];
}

/** The sign-in step in the frame of the app's sign-in route: skip link, footer, loading bar, toasts. */
function SignInFrame({
  uid,
  productName,
  signUpOpen,
  supportedLanguages,
  locale,
  onChooseLocale,
}: SignInPageProps & {
  locale: SupportedLocale;
  onChooseLocale: (locale: SupportedLocale) => void;
}) {
  const intl = useIntl();
  const staticPage = useStaticPageModal();
  const title = documentTitle(productName, intl.formatMessage(signInTitle));
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
            languageControl={<LanguageToggle locale={locale} offered={supportedLanguages} onChoose={onChooseLocale} />}
          />
        }
      >
        <div className={pageStyles.page}>
          <SignInSteps
            uid={uid}
            productName={productName}
            signUpOpen={signUpOpen}
            onOpenTerms={() => staticPage.openPage('terms')}
            pathname={window.location.pathname}
          />
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
export function SignInPage({ uid, productName, signUpOpen, supportedLanguages }: SignInPageProps) {
  const [locale, setLocale] = useState(() => offeredLocale(visitorLocale(), supportedLanguages));
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
        <SignInFrame
          uid={uid}
          productName={productName}
          signUpOpen={signUpOpen}
          supportedLanguages={supportedLanguages}
          locale={locale}
          onChooseLocale={chooseLocale}
        />
      </IntlProvider>
    </ThemeProvider>
  );
}
