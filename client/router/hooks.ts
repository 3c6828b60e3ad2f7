// What route components read of the router: their loader data, the error being shown, and
// whether a navigation is under way. Only contexts live here (no route table), so any
// component can import it without a cycle through the routes.
import { createContext, useCallback, useContext, type ReactNode } from 'react';
// React Router's navigate, wrapped once below (useNavigate): everyone else imports that one.
// eslint-disable-next-line no-restricted-imports
import { useNavigate as useRouterNavigate, type NavigateOptions } from 'react-router';
import type { RouteMatch, RouteState } from './load-route';

export const StateContext = createContext<RouteState | null>(null);
export const MatchContext = createContext<RouteMatch | null>(null);
export const ErrorContext = createContext<unknown>(undefined);
/** What a route's <Outlet> shows: the next matched route, rendered (RouteView). */
export const OutletContext = createContext<ReactNode>(null);

export interface NavigationStatus {
  /** A navigation is loading or rendering its page. */
  busy: boolean;
  /** Resolves when the latest navigation shows its page (or was superseded). */
  settled(): Promise<void>;
}

export const NavigationContext = createContext<NavigationStatus>({ busy: false, settled: () => Promise.resolve() });

export function useRouteState(): RouteState {
  const state = useContext(StateContext);
  if (!state) throw new Error('Route hooks must be used inside <RouteView>');
  return state;
}

/** What a route's loader resolves to. */
export type LoaderData<Loader extends (...args: never[]) => unknown> = Awaited<ReturnType<Loader>>;

/**
 * The loader data of the route being rendered (React Router's useLoaderData), typed by the
 * route's own loader: `useLoaderData<typeof loader>()`. A screen thus follows its loader's
 * return type instead of restating it.
 */
export function useLoaderData<Loader extends (...args: never[]) => unknown>(): LoaderData<Loader> {
  const match = useContext(MatchContext);
  if (!match) throw new Error('useLoaderData must be used inside a route component');
  // The router rendered this component for this match, with the data its module's loader gave.
  return match.data as LoaderData<Loader>;
}

/** The loader data of a matched route by id, such as the frame's ('root'). */
export function useRouteLoaderData<T>(id: string): T | undefined {
  return useRouteState().matches.find((m) => m.id === id)?.data as T | undefined;
}

/** Where a parent route shows its child route (React Router's <Outlet>). */
export function Outlet(): ReactNode {
  return useContext(OutletContext);
}

/** The error the root's error boundary is showing. */
export function useRouteError(): unknown {
  return useContext(ErrorContext);
}

/** True while a client-side navigation loads (the progress bar). */
export function useNavigationBusy(): boolean {
  return useContext(NavigationContext).busy;
}

/** React Router's navigate, resolving when the page it navigated to shows. */
export function useNavigate(): (to: string, options?: NavigateOptions) => Promise<void> {
  const navigate = useRouterNavigate();
  const { settled } = useContext(NavigationContext);
  return useCallback((to, options) => {
    void navigate(to, options);
    return settled();
  }, [navigate, settled]);
}
