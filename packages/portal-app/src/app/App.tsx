import type { RuntimeConfig } from '@eventsuite/api-contract';
import { LinkProvider } from '@eventsuite/design-system';
import { createStore, Provider as JotaiProvider, type Store } from 'jotai';
import { RouterProvider } from 'react-router';
import { setAccessTokenSource, setInterfaceLanguageSource } from '../api/client';
import { runtimeConfigAtom } from '../config/runtime-config';
import { IntlRoot } from '../i18n/IntlRoot';
import { languageOf } from '../i18n/locale';
import { ColorSchemeTheme } from '../layout/color-scheme';
import { localeAtom } from '../i18n/locale-atom';
import { sessionAccessToken } from '../session/session-context';
import { setSessionContext } from '../session/session-setup';
import { createAppRouter } from './router';
import { RouterLink } from './router-link';

/**
 * The app's atom store and router, made once before the first render: the router's loaders (the
 * guards) and the session code read and fill the same store the screens render from.
 */
export function createApp(config: RuntimeConfig) {
  const store = createStore();
  store.set(runtimeConfigAtom, config);
  setSessionContext({ config, store });
  setInterfaceLanguageSource(() => languageOf(store.get(localeAtom)));
  setAccessTokenSource(sessionAccessToken);
  return { store, router: createAppRouter(store) };
}

/** The portal: session store, theme in the chosen colour scheme, messages, router. */
export function App({ store, router }: { store: Store; router: ReturnType<typeof createAppRouter> }) {
  return (
    <JotaiProvider store={store}>
      <ColorSchemeTheme>
        <IntlRoot>
          <LinkProvider component={RouterLink}>
            <RouterProvider router={router} />
          </LinkProvider>
        </IntlRoot>
      </ColorSchemeTheme>
    </JotaiProvider>
  );
}
