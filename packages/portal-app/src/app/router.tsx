import { createBrowserRouter, type RouteObject } from 'react-router';
import { routeTable } from '../routes/route-table';
import type { RouteHandle } from '../routes/use-route-title';
import { RootLayout } from './RootLayout';
import { RouteErrorPage, StatusErrorPage } from './RouteErrorPage';

function NotFoundPage() {
  return <StatusErrorPage status={404} />;
}

/** Builds the router from the one route table: each screen is its own lazily loaded chunk. */
export function routesFromTable(): RouteObject[] {
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
              lazy: async () => ({ Component: (await route.screen()).default }),
            })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(routesFromTable());
}
