import { useAtomValue, type Store } from 'jotai';
import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { loadedMessagePartsAtom, localeAtom } from '../i18n/locale-atom';
// The app's catalogue parts join the loaders here (the sign-in page does without them).
import '../i18n/app-message-parts';
import { messagesFor } from '../i18n/messages';
import { StatusErrorPage } from '../layout/StatusErrorPage';
import { errorMessages } from '../layout/StatusErrorView';
import { pageTitleOf, routeHandleOf, useCurrentRouteMatch } from '../route-table/current-route';
import { routeTable, type RouteDefinition, type RouteName } from '../route-table/route-table';
import { restoreSession, runGuards, tabHoldsSession } from '../routes/guard-loader';
import { routeScreens, type LazyScreen } from '../routes/route-screens';
import { currentUserAtom } from '../session/atoms';
import { pageObjectNameAtom } from '../layout/page-object';
import { useDocumentTitle } from './document-title';
import { InitialLoad, RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

function NotFoundPage() {
  return <StatusErrorPage status={404} />;
}

/** Any page that did not fail: titled after its route (an unknown path is the 404 page's "Error"). */
function TitledPage() {
  const match = useCurrentRouteMatch();
  const userId = useAtomValue(currentUserAtom)?.id;
  const objectName = useAtomValue(pageObjectNameAtom);
  useDocumentTitle(match ? pageTitleOf(match, userId) : errorMessages.title, objectName);
  return <Outlet />;
}

/** Loads the catalogue parts the route's screen needs (ADR 0014) before it renders, in the current locale. */
async function loadMessageParts(route: RouteDefinition, store: Store) {
  const loaded = store.get(loadedMessagePartsAtom);
  const missing = (route.messages ?? []).filter((part) => !loaded.includes(part));
  if (missing.length === 0) return;
  await messagesFor(store.get(localeAtom), [...loaded, ...missing]);
  store.set(loadedMessagePartsAtom, [...store.get(loadedMessagePartsAtom), ...missing]);
}

/**
 * A route's screen, loaded by its loader once the guards have let the navigation through (not with
 * react-router's `lazy`, which starts at once): a visitor sent to sign in never loads the screen it
 * asked for. The component renders what the loader loaded; the router renders a route only after its
 * loader.
 */
function guardedScreen(
  route: RouteDefinition,
  screen: LazyScreen,
  store: Store,
): Pick<RouteObject, 'loader' | 'Component'> {
  let Screen: ComponentType | undefined;
  return {
    loader: async (args) => {
      // With a session stored in this tab, a guarded screen and its texts load alongside the session
      // restore instead of after it (a visitor has none, so still loads no signed-in code).
      const early = route.guards.length > 0 && tabHoldsSession(store) ? screen() : undefined;
      const earlyParts = early && loadMessageParts(route, store);
      early?.catch(() => undefined);
      earlyParts?.catch(() => undefined);
      await runGuards(route, args, store);
      const [{ default: component, loader }] = await Promise.all([
        early ?? screen(),
        earlyParts ?? loadMessageParts(route, store),
      ]);
      Screen = component;
      return loader ? loader(args) : null;
    },
    Component: function GuardedScreen() {
      if (!Screen) throw new Error(`The screen of ${route.name} rendered before its loader ran`);
      return <Screen />;
    },
  };
}

/**
 * Builds the router from the one route table: each screen is its own lazily loaded chunk, and each
 * route's loader runs the route's guards (reading the session from `store`), then loads the screen and
 * runs the screen's own loader, if it has one.
 */
export function routesFromTable(store: Store): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      // The screens load lazily behind loaders: until the first one is ready, this shows instead.
      HydrateFallback: InitialLoad,
      children: [
        {
          // Errors render inside the layout, so the footer and chrome stay; they title the page themselves.
          element: <TitledPage />,
          errorElement: <RouteErrorPage />,
          children: [
            ...(routeTable as readonly (RouteDefinition & { name: RouteName })[]).map<RouteObject>((route) => ({
              path: route.path,
              handle: routeHandleOf(route),
              ...guardedScreen(route, routeScreens[route.name], store),
            })),
            {
              path: '*',
              // A signed-in user keeps the top bar (the banner) and menus on the 404 page, as everywhere.
              loader: async () => {
                await restoreSession(store);
                return null;
              },
              element: <NotFoundPage />,
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(store: Store) {
  return createBrowserRouter(routesFromTable(store));
}
