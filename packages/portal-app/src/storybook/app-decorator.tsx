import { clearToasts, LinkProvider, Toaster } from '@eventsuite/design-system';
import type { MessageLanguage } from '@eventsuite/api-contract';
import type { Decorator } from '@storybook/react-vite';
import { createStore, Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { setAccessTokenSource, setInterfaceLanguageSource } from '../api/client';
import { RouterLink } from '../app/router-link';
import { UnsavedChangesProvider } from '../forms/unsaved-changes';
import { bcp47Of, languageOf, localeOfLanguage } from '../i18n/locale';
import { localeAtom } from '../i18n/locale-atom';
import { routeHandleOf } from '../route-table/current-route';
import { pathTo } from '../route-table/path-to';
import { routeByName, type RouteName } from '../route-table/route-table';
import { sessionAccessToken, setSessionLoader } from '../session/session-context';
import { setSessionContext } from '../session/session-setup';
import { runtimeConfigAtom } from '../config/runtime-config';
import { personas, type PersonaName } from '../testing/personas';
import { signInAs } from '../testing/session-store';
import { OtherScreen, routeOfTags } from './screen-links';
import { storyCatalogues } from './story-catalogues';
import { storySession } from './story-session';
import { storyLocaleOf } from './story-text';

/** Story parameters of app screens: which route of the table the screen renders as, and SWR data. */
export interface AppStoryParameters {
  routeName?: RouteName;
  /** Concrete path for routes with parameters, e.g. /company/locations/3. */
  path?: string;
  /** SWR fallback data, keyed with swr's unstable_serialize of the useEndpoint key. */
  swrFallback?: Record<string, unknown>;
  /** Renders signed in as one of the example users of src/testing/personas.ts. */
  signedInAs?: PersonaName;
  /** Mounts a Toaster, for screens that raise toasts (stories of the root layout have its own). */
  toaster?: boolean;
  /** The admin's supported languages as /config.json names them; every interface language otherwise. */
  supportedLanguages?: string[];
  /** The accessibility statement's feedback address as /config.json names it (ACCESSIBILITY_CONTACT). */
  accessibilityContact?: string;
}

/** Messages follow the locale atom, as in the app, so a story can switch the language. */
function IntlFromLocaleAtom({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  return (
    <IntlProvider locale={bcp47Of(locale)} messages={storyCatalogues[languageOf(locale)]}>
      {children}
    </IntlProvider>
  );
}

function AppStoryProviders({
  locale,
  parameters,
  children,
}: {
  locale: MessageLanguage;
  parameters: AppStoryParameters;
  children: ReactNode;
}) {
  const [store] = useState(() => {
    // Toasts live outside React: a previous story's must not show in this one.
    clearToasts();
    const created = createStore();
    if (parameters.signedInAs) signInAs(personas[parameters.signedInAs], created);
    created.set(runtimeConfigAtom, {
      ...created.get(runtimeConfigAtom),
      ...(parameters.supportedLanguages ? { supportedLanguages: parameters.supportedLanguages } : {}),
      accessibilityContact: parameters.accessibilityContact ?? null,
    });
    // After the session: the toolbar's language wins over the persona's locale.
    created.set(localeAtom, localeOfLanguage(locale));
    setInterfaceLanguageSource(() => languageOf(created.get(localeAtom)));
    setSessionLoader(async () => storySession);
    // Screens that ask whether this tab holds a session (public pages) find none.
    setSessionContext({ config: created.get(runtimeConfigAtom), store: created });
    setAccessTokenSource(sessionAccessToken);
    return created;
  });
  const [router] = useState(() => {
    const route = parameters.routeName ? routeByName(parameters.routeName) : undefined;
    const handle = route && routeHandleOf(route);
    const element = <UnsavedChangesProvider>{children}</UnsavedChangesProvider>;
    // A link to any other route opens that screen's story (see screen-links).
    const routes = route
      ? [
          { path: route.path, handle, element },
          { path: '*', element: <OtherScreen /> },
        ]
      : [{ path: '*', element }];
    return createMemoryRouter(routes, { initialEntries: [parameters.path ?? route?.path ?? pathTo('index')] });
  });

  return (
    <JotaiProvider store={store}>
      <IntlFromLocaleAtom>
        {/* A fresh cache per story, so one story's data never leaks into another; stories that
            bring their data do not also ask a server that Storybook does not have. */}
        <SWRConfig
          value={{
            provider: () => new Map(),
            fallback: parameters.swrFallback ?? {},
            revalidateOnMount: !parameters.swrFallback,
            revalidateOnFocus: false,
          }}
        >
          <LinkProvider component={RouterLink}>
            <RouterProvider router={router} />
          </LinkProvider>
          {/* Beside the router, as in the app: a toast outlives the screen that raised it, when a write
              leads to another route (a deleted user's page goes back to the list). */}
          {parameters.toaster ? <Toaster label="Messages" dismissLabel="Dismiss" /> : null}
        </SWRConfig>
      </IntlFromLocaleAtom>
    </JotaiProvider>
  );
}

/** Renders a portal screen with the app's providers in the locale of the Storybook toolbar. */
export const appDecorator: Decorator = (Story, context) => {
  const parameters = (context.parameters.app ?? {}) as AppStoryParameters;
  const taggedRoute = routeOfTags(context.tags);
  if (taggedRoute && taggedRoute !== parameters.routeName) {
    throw new Error(`The story is tagged route:${taggedRoute} but renders the route ${parameters.routeName}.`);
  }
  return (
    <AppStoryProviders
      key={String(context.globals.locale)}
      locale={storyLocaleOf(context.globals)}
      parameters={parameters}
    >
      <Story />
    </AppStoryProviders>
  );
};
