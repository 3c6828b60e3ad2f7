// The site's frame around every page. Navigation, footer and site configuration are
// deferred (the shell streams without waiting for them); snippets are read by many
// components, so they are awaited (the page carries those it showed, lib/page-snippets.ts): a
// failure only leaves them uninitialised, except maintenance mode, which makes the whole page
// the maintenance page (503).
import { lazy, Suspense } from 'react';
import { Outlet } from '../router/hooks';
import { loadShellModules, Shell } from '../components/layout/Shell';
import { footerNavigationQuery, navigationTopQuery, siteConfigQuery, snippetsQuery } from '../queries';
import type { LoaderArgs, RouteDeps } from '../router/types';
import { isMaintenance } from '../../shared/errors';
import { hasSessionCookie } from '../../shared/session';
import { sessionStartedHere } from '../lib/session';
import { loadShopTexts } from '../lib/page-snippets';

export interface RootData {
  /** The shopper has a Shopware session (read from the cookie on the server). */
  hasSession: boolean;
}

export async function loader({ request }: LoaderArgs, { queryClient, api }: RouteDeps): Promise<RootData> {
  void queryClient.prefetchQuery(navigationTopQuery(api));
  void queryClient.prefetchQuery(footerNavigationQuery(api));
  void queryClient.prefetchQuery(siteConfigQuery(api));
  await Promise.all([
    queryClient.ensureQueryData(snippetsQuery(api)).catch((error: unknown) => {
      if (isMaintenance(error)) throw error;
    }),
    loadShellModules(),
  ]);
  return { hasSession: hasSessionCookie(request.headers.get('cookie')) };
}

/**
 * The frame's data lives in cached queries, and the session flag can only be read on the
 * server (the cookie is HttpOnly): client-side navigations keep what the document had.
 */
export const loadsOnce = true;

/**
 * A session begun in this tab (the first cart write) counts from the next page on. The next
 * page's texts may be any of the shop's: the whole set is in before it shows (the document
 * carried only its own, lib/page-snippets.ts).
 */
export async function keep(kept: unknown, deps: RouteDeps): Promise<RootData> {
  await loadShopTexts(deps.queryClient, deps.api);
  const data = kept as RootData;
  return data.hasSession || !sessionStartedHere() ? data : { ...data, hasSession: true };
}

export function Component() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

const ErrorScreen = lazy(() => import('../components/layout/ErrorScreen'));

export function ErrorBoundary() {
  return (
    <Shell>
      <Suspense fallback={<div className="error-screen container" />}>
        <ErrorScreen />
      </Suspense>
    </Shell>
  );
}
