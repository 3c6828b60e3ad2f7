// The types of the route table, apart from the table (client/routes.ts): screens and loaders
// import them, and the table imports the screens, so keeping them there made a cycle.
import type { QueryClient } from '@tanstack/react-query';
import type { StorefrontApi } from '../../shared/storefront-api';

export interface RouteDeps {
  queryClient: QueryClient;
  api: StorefrontApi;
  /**
   * A key for this response alone, such as a form's idempotency key: a random UUID. Made through
   * here, the worker's page store serves each stored copy of the page with keys of its own, so
   * two visitors' presses never share one (worker/cache/page-store.ts).
   */
  freshKey: () => string;
}

export type RouteParams = Record<string, string | undefined>;

export interface LoaderArgs {
  /** The page's request: its URL on both sides, the shopper's headers on the server. */
  request: Request;
  params: RouteParams;
}

export interface RouteModule {
  Component: React.ComponentType;
  /** Throws a `Redirect` or an `HttpError` (client/router/outcomes.ts) to end the route. */
  loader?: (args: LoaderArgs, deps: RouteDeps) => Promise<unknown>;
  ErrorBoundary?: React.ComponentType;
  /**
   * The screen shows the shopper's own data (cart, account, checkout, login): its document is
   * `private, no-store`, never kept on disk or in the back-forward cache of a shared device.
   */
  personal?: boolean;
  /** The loader runs once per document: client-side navigations keep its data. */
  loadsOnce?: boolean;
  /**
   * What a client-side navigation makes of the kept data (what changed since the document),
   * once what the frame needs beyond the document is in.
   */
  keep?: (kept: unknown, deps: RouteDeps) => Promise<unknown>;
  /** Further chunks the screen needs for this loader data (preloaded by the worker). */
  modulesFor?: (loaderData: unknown) => string[];
  /** Loads those chunks in the browser before hydration, so hydration never suspends. */
  prepareHydration?: (loaderData: unknown) => Promise<void>;
}
