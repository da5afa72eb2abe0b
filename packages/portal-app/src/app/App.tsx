import type { RuntimeConfig } from '@eventsuite/api-contract';
import { LinkProvider, ThemeProvider } from '@eventsuite/design-system';
import { createStore, Provider as JotaiProvider, type Store } from 'jotai';
import { RouterProvider } from 'react-router';
import { setInterfaceLanguageSource } from '../api/client';
import { runtimeConfigAtom } from '../config/runtime-config';
import { IntlRoot } from '../i18n/IntlRoot';
import { languageOf } from '../i18n/locale';
import { localeAtom } from '../i18n/locale-atom';
import { setSessionContext } from '../session/session-context';
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
  return { store, router: createAppRouter(store) };
}

/** The portal: session store, theme, messages, router. */
export function App({ store, router }: { store: Store; router: ReturnType<typeof createAppRouter> }) {
  return (
    <JotaiProvider store={store}>
      <ThemeProvider>
        <IntlRoot>
          <LinkProvider component={RouterLink}>
            <RouterProvider router={router} />
          </LinkProvider>
        </IntlRoot>
      </ThemeProvider>
    </JotaiProvider>
  );
}
