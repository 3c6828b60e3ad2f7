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

/** What a route's `head` says of its page; client/lib/meta.ts makes the document's head of it. */
export interface RouteHead {
  /** The page's own name: the title is it and the shop's name (`Jurken | VELD`). */
  title: string;
  /** The shop's name first (`VELD | Mode voor dames en heren`): the home page. */
  siteFirst?: boolean;
  /** For search results and shared links; the shop's own when absent or null. */
  description?: string | null | undefined;
  /** Stays out of search engines: the shopper's own pages, the design showcase. */
  noindex?: boolean;
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
  /**
   * The page's title and description, and whether search engines may index it: from the route's
   * data and the query cache. The worker writes it into the head, the browser sets the title
   * after a client-side navigation (client/lib/meta.ts). `id`: which of the module's routes
   * matched (client/routes.ts). Absent or undefined: the shop's name.
   */
  head?: (data: unknown, queryClient: QueryClient, id: string) => RouteHead | undefined;
  /**
   * How long the worker's page store may keep this route's page, in seconds: the page lives as
   * long as the shortest of the reads it was made from, and never longer than this
   * (worker/cache/page-store.ts). Absent (or undefined for the data): rendered for every request.
   */
  storedFor?: number | ((data: unknown) => number | undefined);
  /**
   * What the page's forms post to its own URL without JavaScript, as a route action does: the
   * names of the operations (shared/api/operations.ts) whose form post the worker binds there
   * beside their JSON route (worker/api/, mountForms), or of form-only actions (worker/forms/).
   * worker/api/route.test.ts holds this list to those bindings.
   */
  actions?: readonly string[];
  /** Further chunks the screen needs for this loader data (preloaded by the worker). */
  modulesFor?: (loaderData: unknown) => string[];
  /** Loads those chunks in the browser before hydration, so hydration never suspends. */
  prepareHydration?: (loaderData: unknown) => Promise<void>;
}
