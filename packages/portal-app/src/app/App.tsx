import type { RuntimeConfig } from '@eventsuite/api-contract';
import { LinkProvider, ThemeProvider } from '@eventsuite/design-system';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { runtimeConfigAtom } from '../config/runtime-config';
import { IntlRoot } from '../i18n/IntlRoot';
import { createAppRouter } from './router';
import { RouterLink } from './router-link';

/** The portal: session store, theme, messages, router. */
export function App({ config }: { config: RuntimeConfig }) {
  const store = useMemo(() => {
    const created = createStore();
    created.set(runtimeConfigAtom, config);
    return created;
  }, [config]);
  const router = useMemo(() => createAppRouter(), []);

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
