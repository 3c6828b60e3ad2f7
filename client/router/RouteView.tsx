// Renders a RouteState: React Router's declarative <Router> gives links, locations and
// search params; the matched route modules render nested (each parent's <Outlet> shows the
// next) with their loader data, or the root's error boundary renders when the route (or a
// render) failed. The worker and the browser render the same tree, so hydration matches.
// The matches are the ones loadRoute found with React Router's matchRoutes: rendering them
// here, rather than matching again with useRoutes, leaves React Router's data-router
// rendering (error boundaries, RSC redirects) out of every first view (decision 027).
import type { ReactNode } from 'react';
import { Router, type NavigationType as Action, type Navigator } from 'react-router';
import { PartBoundary } from '../components/ui/PartBoundary';
import { loadedRouteModule } from './route-modules';
import { ErrorContext, MatchContext, OutletContext, StateContext, useRouteState } from './hooks';
import type { RouteMatch, RouteState } from './load-route';

function RouteElement({ match }: { match: RouteMatch }) {
  const mod = loadedRouteModule(match.module);
  if (!mod) throw new Error(`Route ${match.id} was not loaded before render`);
  return (
    <MatchContext.Provider value={match}>
      <mod.Component />
    </MatchContext.Provider>
  );
}

/** The matched routes, outermost first, each given the next as its outlet. */
function nested(matches: RouteMatch[]): ReactNode {
  return matches.reduceRight<ReactNode>(
    (outlet, match) => <OutletContext.Provider value={outlet}><RouteElement match={match} /></OutletContext.Provider>,
    null,
  );
}

function RootError({ error }: { error: unknown }) {
  const ErrorBoundary = loadedRouteModule('root')?.ErrorBoundary;
  if (!ErrorBoundary) throw error;
  return (
    <ErrorContext.Provider value={error}>
      <ErrorBoundary />
    </ErrorContext.Provider>
  );
}

const rootError = (error: unknown) => <RootError error={error} />;

function Routes() {
  const state = useRouteState();
  const element = nested(state.matches);
  if (state.error !== undefined) return <RootError error={state.error} />;
  // A render that throws shows the error page, as a loader that throws does; a navigation to
  // another page gets a fresh try.
  return <PartBoundary message="Render error" fallback={rootError} resetKey={state.location.key}>{element}</PartBoundary>;
}

export function RouteView({ state, navigator, navigationType = 'POP', isStatic = false }: {
  state: RouteState;
  navigator: Navigator;
  navigationType?: 'POP' | 'PUSH' | 'REPLACE';
  isStatic?: boolean;
}) {
  return (
    // Our kinds are the values of React Router's string enum (the type alone: its object would
    // cost every first view 0.4 KiB, issue 51).
    <Router location={state.location} navigator={navigator} navigationType={navigationType as Action} static={isStatic}>
      <StateContext.Provider value={state}>
        <Routes />
      </StateContext.Provider>
    </Router>
  );
}
