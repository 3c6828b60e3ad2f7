// What one storefront operation is on the wire: its method, its path (a Hono pattern), whether
// its answer is the same for every shopper, and — as types only — what the browser sends and
// gets back. The table of all of them is shared/api/operations.ts; the worker mounts a route
// for each (worker/api/routes.ts), the browser calls them with one generic caller
// (client/lib/api-client.ts). Plain data: nothing here weighs on the browser's bundle.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * public: the same answer for every shopper (catalogue, content): browsers and the edge may keep
 * it a short while. private: this shopper's (cart, account, checkout, a form they sent): never
 * stored by any cache.
 */
export type Visibility = 'public' | 'private';

export interface Operation<Input = unknown, Output = unknown, Path extends string = string, Method extends HttpMethod = HttpMethod> {
  readonly method: Method;
  /** Under /api, unless `base` says otherwise. `:name`, `:name?` and `:name{pattern}` are filled from the input. */
  readonly path: Path;
  readonly visibility: Visibility;
  /** Where the path lives: '/api' (the default) or '' for a route under a page's own path (a cookie scoped to it). */
  readonly base?: '' | '/api';
  /** Types only, never set: what the browser sends and what it gets back. */
  readonly types?: { input: Input; output: Output };
}

export type InputOf<O> = O extends Operation<infer I, unknown, string, HttpMethod> ? I : never;
export type OutputOf<O> = O extends Operation<unknown, infer R, string, HttpMethod> ? R : never;

type ParamName<Segment extends string> =
  Segment extends `:${infer Name}{${string}}` ? Name
    : Segment extends `:${string}?` ? never
      : Segment extends `:${infer Name}` ? Name
        : never;
type OptionalParamName<Segment extends string> = Segment extends `:${infer Name}?` ? Name : never;
type Segments<Path extends string> = Path extends `${infer Head}/${infer Rest}` ? Head | Segments<Rest> : Path;

/** The path's required parameters (`/product/:id` → 'id'). */
export type PathParams<Path extends string> = ParamName<Segments<Path>>;
/** The path's optional parameters (`/brands/:filter?` → 'filter'). */
export type OptionalPathParams<Path extends string> = OptionalParamName<Segments<Path>>;

/** The input an operation on `Path` must at least carry: its path parameters, as strings. */
export type PathInput<Path extends string> =
  & { [K in PathParams<Path>]: string }
  & { [K in OptionalPathParams<Path>]?: string | undefined };

/**
 * Declares one operation: `operation<Input, Output>()('GET', '/product/:id', 'public')`. The
 * input must carry every path parameter (a type error otherwise), so a renamed parameter is
 * found by the compiler.
 */
export function operation<Input extends object = Record<never, never>, Output = unknown>() {
  return <const Path extends string, const Method extends HttpMethod>(
    method: Method,
    path: Path & (Input extends PathInput<Path> ? unknown : { error: 'the input lacks a path parameter' }),
    visibility: Visibility,
    base?: '' | '/api',
  ): Operation<Input, Output, Path, Method> => ({ method, path, visibility, ...(base !== undefined ? { base } : {}) });
}

/** Values a query string carries: repeated keys as arrays; undefined ones are left out. */
type QueryValue = string | number | boolean | readonly string[] | undefined;

/**
 * The request that calls `op` with `input`: the path parameters filled in (percent-encoded;
 * a `{.+}` parameter segment by segment), the rest in the query string (GET, DELETE) or as the
 * JSON body (POST, PUT, PATCH).
 */
export function operationRequest<O extends Operation>(op: O, input: InputOf<O>): { url: string; method: HttpMethod; json?: unknown } {
  const rest: Record<string, unknown> = { ...(input as object) };
  const path = op.path.replace(/\/:(\w+)(\?)?(\{[^}]*\})?/g, (_, name: string, optional?: string, pattern?: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`${op.method} ${op.path}: no value for :${name}`);
    }
    const text = String(value);
    // A pattern that takes slashes (a content page's nested slug): each segment encoded alone.
    return `/${pattern ? text.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(text)}`;
  });
  const url = `${op.base ?? '/api'}${path}`;
  if (op.method === 'GET' || op.method === 'DELETE') {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(rest) as [string, QueryValue][]) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value as readonly string[]) query.append(key, item);
      else query.append(key, String(value));
    }
    const search = query.toString();
    return { url: search ? `${url}?${search}` : url, method: op.method };
  }
  return { url, method: op.method, json: rest };
}
