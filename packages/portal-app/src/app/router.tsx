import type { Store } from 'jotai';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { runGuards } from '../routes/guard-loader';
import { routeTable } from '../routes/route-table';
import type { RouteHandle } from '../routes/use-route-title';
import { RootLayout } from './RootLayout';
import { RouteErrorPage, StatusErrorPage } from './RouteErrorPage';

function NotFoundPage() {
  return <StatusErrorPage status={404} />;
}

/**
 * Builds the router from the one route table: each screen is its own lazily loaded chunk, and each
 * route's loader runs the route's guards (reading the session from `store`) before the screen's own
 * loader, if it has one.
 */
export function routesFromTable(store: Store): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        {
          // Errors render inside the layout, so the footer and chrome stay.
          errorElement: <RouteErrorPage />,
          children: [
            ...routeTable.map<RouteObject>((route) => ({
              path: route.path,
              handle: { name: route.name, title: route.title, layout: route.layout } satisfies RouteHandle,
              loader: async (args) => {
                await runGuards(route, args, store);
                const { loader } = await route.screen();
                return loader ? loader(args) : null;
              },
              lazy: async () => ({ Component: (await route.screen()).default }),
            })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(store: Store) {
  return createBrowserRouter(routesFromTable(store));
}
