import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, replace, type LoaderFunctionArgs } from 'react-router';
import { PageLoader } from '@/components/spinner';
import { guardDeps } from './guard-deps';
import { runGuards } from './guards';
import { RouteError } from './layouts/route-error';
import { routesOf, type Area, type AppRoute } from './routes';

export type PageLoaders<Name extends string> = Record<Name, () => Promise<{ default: ComponentType }>>;

export interface RouteHandle {
  route: AppRoute;
}

async function guardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = await runGuards({ host: url.host, pathname: url.pathname, search: url.search }, guardDeps);
  // In place of the address asked for: Back never returns to it only to be sent on again (a sign-in
  // link's token taken out of the address, a cart link).
  if (target !== null) throw replace(target);
  return null;
}

const notFound = () => redirect('/page-not-found');

/**
 * The router of one area: the route table's entries as lazy routes below one root that runs the
 * guards on every navigation and renders the layout.
 */
export function createAppRouter<Name extends string>(
  area: Area,
  pages: PageLoaders<Name>,
  Layout: ComponentType,
) {
  const children = routesOf(area).map((entry) => ({
    id: entry.name,
    path: entry.path,
    handle: { route: entry } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages[entry.name as Name]()).default }),
  }));
  return createBrowserRouter([
    {
      id: 'root',
      loader: guardLoader,
      shouldRevalidate: () => true,
      Component: Layout,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteError,
      // Unknown paths: a store shows its not-found page; on the admin host guard 3 already sends them
      // (and /) to /choose-store, the route only has to match so that the guards run.
      children: [
        ...children,
        area === 'shop' ? { path: '*', loader: notFound, element: null } : { path: '*', element: null },
      ],
    },
  ]);
}
