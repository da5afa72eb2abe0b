import '@eventsuite/design-system/styles.css';
import type { RuntimeConfig } from '@eventsuite/api-contract';
import { applyAppearanceToDocument, resolveAppearance, systemAppearance } from '@eventsuite/design-system';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { setApiBaseUrl } from '../api/client';
import { messagesFor } from '../i18n/messages';
import { storedColorScheme } from '../layout/stored-color-scheme';
import { routeByName } from '../route-table/route-table';
import { SignInPage, visitorLocale } from './SignInPage';

/*
 * The sign-in page on its own (ADR 0020): sign-in.html's entry (sign-in-entry.tsx) renders it for a
 * browser that opens /sign-in/:uid, and the boot step for a visitor whose sign-in it started.
 */

/** Starts loading the visitor's message catalogue, e.g. while the authorization request runs. */
export function preloadSignInPage(): void {
  void messagesFor(visitorLocale());
}

/** The interaction id of the sign-in route's path (`/sign-in/:uid`) the browser shows. */
function interactionUid(pathname: string): string {
  const prefix = routeByName('sign-in').path.replace(/:uid$/, '');
  return pathname.startsWith(prefix) ? decodeURIComponent(pathname.slice(prefix.length).replace(/\/$/, '')) : '';
}

/** Renders the sign-in page for the address the browser shows, with the portal's runtime config. */
export function renderSignInPage(config: RuntimeConfig): void {
  setApiBaseUrl(config.apiBaseUrl);
  // The remembered appearance before the first paint, as the app's entry does.
  applyAppearanceToDocument(resolveAppearance(storedColorScheme(), systemAppearance()));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Suspense>
        <SignInPage uid={interactionUid(window.location.pathname)} productName={config.productName} />
      </Suspense>
    </StrictMode>,
  );
}
