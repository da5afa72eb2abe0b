import '@eventsuite/design-system/styles.css';
import type { RuntimeConfig } from '@eventsuite/api-contract';
import { applyAppearanceToDocument, resolveAppearance, systemAppearance } from '@eventsuite/design-system';
import { createRoot } from 'react-dom/client';
import { setApiBaseUrl } from '../api/client';
import { storedColorScheme } from '../layout/stored-color-scheme';
import { renderFirstScreen } from './render-first-screen';
import { routePaths } from '../route-table/route-paths';
import { SignInPage } from './SignInPage';

/*
 * The sign-in page on its own (ADR 0020): sign-in.html's entry (sign-in-entry.tsx) renders it for a
 * browser that opens /sign-in/:uid, and the boot step for a visitor whose sign-in it started.
 */

/** The interaction id of the sign-in route's path (`/sign-in/:uid`) the browser shows. */
function interactionUid(pathname: string): string {
  const prefix = routePaths['sign-in'].replace(/:uid$/, '');
  return pathname.startsWith(prefix) ? decodeURIComponent(pathname.slice(prefix.length).replace(/\/$/, '')) : '';
}

/**
 * Renders the sign-in page with the portal's runtime config for the sign-in step of the address the
 * browser shows; the boot step shows the form while it still asks the provider for the step, and
 * `atStep` settles once the address is the step's. Answers a function that removes the page again.
 */
export function renderSignInPage(config: RuntimeConfig, atStep = Promise.resolve()): () => void {
  const uid = atStep.then(() => interactionUid(window.location.pathname));
  setApiBaseUrl(config.apiBaseUrl);
  // The remembered appearance before the first paint, as the app's entry does.
  applyAppearanceToDocument(resolveAppearance(storedColorScheme(), systemAppearance()));
  const root = createRoot(document.getElementById('root')!);
  renderFirstScreen(
    root,
    <SignInPage
      uid={uid}
      productName={config.productName}
      signUpOpen={config.signUp}
      supportedLanguages={config.supportedLanguages}
    />,
  );
  // How the person signs in (keyboard or pointer) tells the app's first page whether its heading's focus
  // ring is wanted (ADR 0036); recorded from after the paint, before anyone could press or click.
  void import('../layout/watch-input-modality');
  return () => root.unmount();
}
