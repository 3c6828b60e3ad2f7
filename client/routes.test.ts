// The route list (routes.ts) is the only route table: every module it names is a file of
// client/routes/ under that name (the worker preloads its chunk by it), and every route module
// there is in the list.
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES, routeModuleSource, ROUTES, type RouteDefinition } from './routes';

/** The files of client/routes/ that are route modules (loaders and tests are .ts). */
const FILES = Object.keys(import.meta.glob('./routes/*.tsx')).map((file) => `client/${file.slice(2)}`);

describe('the route list', () => {
  it('names each module by its file in client/routes/, and every route module is in it', () => {
    const ids = Object.keys(ROUTE_MODULES) as (keyof typeof ROUTE_MODULES)[];
    expect(ids.map(routeModuleSource).sort()).toEqual(FILES.sort());
  });

  it('gives every route a name of its own and a module that is listed', () => {
    const all = (routes: RouteDefinition[]): RouteDefinition[] => routes.flatMap((r) => [r, ...all(r.children ?? [])]);
    const ids = all(ROUTES).map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of all(ROUTES)) expect(Object.keys(ROUTE_MODULES), route.id).toContain(route.module);
  });
});
