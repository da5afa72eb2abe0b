import { LinkProvider } from '@eventsuite/design-system';
import type { Decorator } from '@storybook/react-vite';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { RouterLink } from '../app/router-link';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import { localeAtom } from '../i18n/locale-atom';
import { routeByName } from '../routes/route-table';
import type { RouteHandle } from '../routes/use-route-title';

/** Story parameters of app screens: which route of the table the screen renders as, and SWR data. */
export interface AppStoryParameters {
  routeName?: string;
  /** Concrete path for routes with parameters, e.g. /company/locations/3. */
  path?: string;
  /** SWR fallback data, keyed with swr's unstable_serialize of the useEndpoint key. */
  swrFallback?: Record<string, unknown>;
}

function AppStoryProviders({
  locale,
  parameters,
  children,
}: {
  locale: 'en' | 'de';
  parameters: AppStoryParameters;
  children: ReactNode;
}) {
  const store = createStore();
  store.set(localeAtom, locale === 'de' ? 'de_DE' : 'en_GB');
  const route = parameters.routeName ? routeByName(parameters.routeName) : undefined;
  const handle: RouteHandle | undefined = route && { name: route.name, title: route.title, layout: route.layout };
  const router = createMemoryRouter([{ path: route?.path ?? '*', handle, element: children }], {
    initialEntries: [parameters.path ?? route?.path ?? '/'],
  });

  return (
    <JotaiProvider store={store}>
      <IntlProvider locale={locale === 'de' ? 'de-DE' : 'en-GB'} messages={locale === 'de' ? de : en}>
        {/* A fresh cache per story, so one story's data never leaks into another. */}
        <SWRConfig value={{ provider: () => new Map(), fallback: parameters.swrFallback ?? {} }}>
          <LinkProvider component={RouterLink}>
            <RouterProvider router={router} />
          </LinkProvider>
        </SWRConfig>
      </IntlProvider>
    </JotaiProvider>
  );
}

/** Renders a portal screen with the app's providers in the locale of the Storybook toolbar. */
export const appDecorator: Decorator = (Story, context) => (
  <AppStoryProviders
    locale={context.globals.locale === 'de' ? 'de' : 'en'}
    parameters={(context.parameters.app ?? {}) as AppStoryParameters}
  >
    <Story />
  </AppStoryProviders>
);
