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
import { loadShopTexts } from '../lib/page-snippets';

/**
 * The frame's data is all in cached queries, the same for every shopper: the document holds
 * nothing of the shopper's, so the page store serves it to everyone (issue 52). What is theirs
 * (the cart's count, logged in or not) the page reads from the shopper hint cookie
 * (shared/shopper-hint.ts, lib/shopper-session.ts).
 */
export async function loader(_args: LoaderArgs, { queryClient, api }: RouteDeps): Promise<null> {
  void queryClient.prefetchQuery(navigationTopQuery(api));
  void queryClient.prefetchQuery(footerNavigationQuery(api));
  void queryClient.prefetchQuery(siteConfigQuery(api));
  await Promise.all([
    queryClient.ensureQueryData(snippetsQuery(api)).catch((error: unknown) => {
      if (isMaintenance(error)) throw error;
    }),
    loadShellModules(),
  ]);
  return null;
}

/** The frame's data lives in cached queries: client-side navigations keep what the document had. */
export const loadsOnce = true;

/**
 * The next page's texts may be any of the shop's: the whole set is in before it shows (the
 * document carried only its own, lib/page-snippets.ts).
 */
export async function keep(_kept: unknown, deps: RouteDeps): Promise<null> {
  await loadShopTexts(deps.queryClient, deps.api);
  return null;
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
