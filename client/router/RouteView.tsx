// Renders a RouteState: React Router's declarative <Router> gives links, locations and
// search params; the matched route modules render with their loader data, or the root's error
// boundary renders when the route (or a render) failed. The worker and the browser render the
// same tree, so hydration matches.
import { Router, useRoutes, type Navigator, type RouteObject } from 'react-router';
import { PartBoundary } from '../components/ui/PartBoundary';
import { loadedRouteModule, ROUTES, type RouteDefinition, type RouteModuleId } from '../routes';
import { ErrorContext, MatchContext, StateContext, useRouteState } from './hooks';
import type { RouteState } from './load-route';

function RouteElement({ id, module }: { id: string; module: RouteModuleId }) {
  const match = useRouteState().matches.find((m) => m.id === id);
  const mod = loadedRouteModule(module);
  if (!match || !mod) throw new Error(`Route ${id} was not loaded before render`);
  return (
    <MatchContext.Provider value={match}>
      <mod.Component />
    </MatchContext.Provider>
  );
}

function toRouteObjects(definitions: RouteDefinition[]): RouteObject[] {
  return definitions.map((d) => ({
    id: d.id,
    element: <RouteElement id={d.id} module={d.module} />,
    ...(d.index ? { index: true as const } : { path: d.path, children: d.children && toRouteObjects(d.children) }),
  })) as RouteObject[];
}

let routeObjects: RouteObject[] | undefined;

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
  const element = useRoutes(routeObjects ??= toRouteObjects(ROUTES));
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
    <Router location={state.location} navigator={navigator} navigationType={navigationType as never} static={isStatic}>
      <StateContext.Provider value={state}>
        <Routes />
      </StateContext.Provider>
    </Router>
  );
}
