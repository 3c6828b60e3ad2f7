// What one storefront operation is on the wire: its method, its path (a Hono pattern), whether
// its answer is the same for every shopper, and — as types only — what the browser sends and
// gets back. The table of all of them is shared/api/operations.ts; the worker mounts a route
// for each (worker/api/route.ts), the browser calls them with one generic caller
// (client/lib/api-client.ts). Plain data: nothing here weighs on the browser's bundle.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * public: the same answer for every shopper (catalogue, content): browsers and the edge may keep
 * it a short while. private: this shopper's (cart, account, checkout, a form they sent): never
 * stored by any cache.
 */
export type Visibility = 'public' | 'private';

export interface Operation<
  Input = unknown, Output = unknown, Path extends string = string, Method extends HttpMethod = HttpMethod, Args = unknown, Answer = unknown,
> {
  readonly method: Method;
  /** Under /api, unless `base` says otherwise. `:name`, `:name?` and `:name{pattern}` are filled from the input. */
  readonly path: Path;
  readonly visibility: Visibility;
  /** Where the path lives: '/api', or '' for a route under a page's own path (a cookie scoped to it). */
  readonly base: '' | '/api';
  /**
   * The StorefrontApi method of the same name (shared/storefront-api.ts), as the browser calls
   * it: its parameters, each the input field it fills (absent: its one parameter is the input),
   * and the field of the answer it returns (absent: the whole answer; false: nothing).
   */
  readonly args?: Args;
  readonly answer?: Answer;
  /** Types only, never set: what the browser sends and what it gets back. */
  readonly types?: { input: Input; output: Output };
}

export type InputOf<O> = O extends Operation<infer I, unknown, string, HttpMethod, unknown, unknown> ? I : never;
export type OutputOf<O> = O extends Operation<unknown, infer R, string, HttpMethod, unknown, unknown> ? R : never;

/** The browser's StorefrontApi method an operation's declaration makes (client/lib/api-client.ts). */
export type BrowserMethod<O> = O extends Operation<infer I, infer R, string, HttpMethod, infer A, infer W>
  ? (...params: A extends readonly (keyof I)[] ? { -readonly [K in keyof A]: I[A[K] & keyof I] } : [input?: I]) =>
    Promise<W extends false ? void : W extends keyof R ? R[W] : R>
  : never;

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
 * Declares one operation: `publicOperation<Input, Output>()('GET', '/product/:id', { args: ['id'] })`,
 * or `privateOperation` for a shopper's own. The input must carry every path parameter (a type
 * error otherwise), so a renamed parameter is found by the compiler; `args` and `answer` say how
 * the StorefrontApi method of the same name maps onto it (see Operation).
 */
function declare(visibility: Visibility) {
  return <Input extends object = Record<never, never>, Output = unknown>() =>
    <const Path extends string, const Method extends HttpMethod, const Args extends readonly (keyof Input)[] | undefined = undefined, const Answer extends keyof Output | false | undefined = undefined>(
      method: Method,
      path: Path & (Input extends PathInput<Path> ? unknown : { error: 'the input lacks a path parameter' }),
      browser: { args?: Args; answer?: Answer; base?: '' | '/api' } = {},
    ): Operation<Input, Output, Path, Method, Args, Answer> => ({ base: '/api', method, path, visibility, ...browser });
}

export const publicOperation = declare('public');
export const privateOperation = declare('private');

/** Values a query string carries: repeated keys as arrays; undefined ones are left out. */
type QueryValue = string | number | boolean | readonly string[] | undefined;

/**
 * The request that calls `op` with `input`: the path parameters filled in (percent-encoded;
 * a `{.+}` parameter segment by segment), the rest in the query string (GET, DELETE) or as the
 * JSON body (POST, PUT, PATCH).
 */
export function operationRequest<O extends Operation>(op: O, input: InputOf<O>): { url: string; method: HttpMethod; json?: unknown } {
  const rest: Record<string, unknown> = { ...(input as object) };
  const path = op.path.replace(/\/:(\w+)\??(\{[^}]*\})?/g, (_, name: string, pattern?: string) => {
    const value = rest[name];
    delete rest[name];
    // An optional parameter left out (the type check keeps a required one present). A pattern
    // that takes slashes (a content page's nested slug): each segment encoded alone.
    return value === undefined ? '' : `/${pattern ? String(value).split('/').map(encodeURIComponent).join('/') : encodeURIComponent(String(value))}`;
  });
  const url = op.base + path;
  if (op.method !== 'GET' && op.method !== 'DELETE') return { url, method: op.method, json: rest };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(rest) as [string, QueryValue][]) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, String(item));
  }
  const search = `${query}`;
  return { url: search ? `${url}?${search}` : url, method: op.method };
}
