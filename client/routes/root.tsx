// The site's frame around every page. Navigation, footer and site configuration are
// deferred (the shell streams without waiting for them); snippets are small and read by
// many components, so they are awaited: a failure only leaves them uninitialised, except
// maintenance mode, which makes the whole page the maintenance page (503).
import { lazy, Suspense } from 'react';
import { Outlet, type LoaderFunctionArgs } from 'react-router';
import { Shell } from '../components/layout/Shell';
import { footerNavigationQuery, mainNavigationQuery, siteConfigQuery, snippetsQuery } from '../queries';
import type { RouteDeps } from '../routes';
import { isMaintenance } from '../../shared/errors';

export async function loader(_args: LoaderFunctionArgs, { queryClient, api }: RouteDeps) {
  void queryClient.prefetchQuery(mainNavigationQuery(api));
  void queryClient.prefetchQuery(footerNavigationQuery(api));
  void queryClient.prefetchQuery(siteConfigQuery(api));
  await queryClient.ensureQueryData(snippetsQuery(api)).catch((error: unknown) => {
    if (isMaintenance(error)) throw error;
  });
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
