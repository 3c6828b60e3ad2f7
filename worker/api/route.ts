// How a declared operation (shared/api/operations.ts) becomes a Hono route: its input read
// from the path, the query (GET, DELETE) or the JSON body, checked with the route's schema (a
// bad one answers 400 with a clear message, or the route's own refusal), its rate limit, and
// its cache rule from its visibility. A route's handler only says what the operation does.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import * as z from 'zod';
import type { JSONValue } from 'hono/utils/types';
import type { HttpMethod, Operation, OutputOf } from '../../shared/api/operation';
import { operations, type OperationName, type Operations } from '../../shared/api/operations';
import { limitedBy, rateLimited } from '../rate-limit/middleware';
import { rateLimitClient } from '../rate-limit/limits';
import { postedForm } from '../request/input';
import { MaintenanceModeError } from '../shopware/errors';
import type { RateLimitScope } from '../rate-limit/limits';
import type { AppEnv } from '../types';

/** A public answer: the same for everyone, kept briefly by browsers and the edge. */
export const PUBLIC_CACHE = 'public, max-age=30, stale-while-revalidate=300';
/** A shopper's own answer (and every answer of a private route, refusals included): never stored. */
export const PRIVATE = 'private, no-store';

/** What the server reads for an input: query strings and path parameters are text on the wire. */
export type WireInput<O> = O extends Operation<infer I, unknown, string, infer M>
  ? M extends 'GET' | 'DELETE' ? { [K in keyof I]: I[K] extends string | undefined ? I[K] : string } : I
  : never;

/**
 * The same operation posted by a page's form, for the page without JavaScript (issue 51): the
 * form's fields become the operation's input and go through the route's own schema, rate limit
 * and handler; the answer is a 303 to a page that says what happened. The callbacks after the
 * schema get the input and the fields as posted (a return path, an attempt's key).
 */
export interface FormPost<Parsed, Out> {
  /** Where the page's form posts. */
  path: string;
  /**
   * Several forms of one page posting to its path (Mijn gegevens): the posted `form` field's
   * value(s) that pick this one, as a route action's intent. Absent: the path's only form.
   */
  intent?: string | readonly string[];
  /** The posted fields as the input the browser's JSON would carry (default: as posted); the path's parameters win. */
  input?: (fields: Record<string, string>) => Record<string, unknown>;
  /** Before the operation: an answer that stands instead of it (a choice the shopper has yet to make, a login first). */
  before?: (c: Context<AppEnv>, fields: Record<string, string>) => Response | undefined | Promise<Response | undefined>;
  /** Fields the schema refuses: the page's answer. */
  invalid: (c: Context<AppEnv>, fields: Record<string, string>) => Response | Promise<Response>;
  /**
   * The handler's own refusal (the answer it gives the browser's JSON; refusedFields reads it): the
   * page's answer instead. A rate limit's 429 is not one: it is already a page (`limited`).
   */
  refused?(c: Context<AppEnv>, answer: Response, input: Parsed, fields: Record<string, string>): Response | Promise<Response>;
  /** A rate limit's refusal, counted in the handler: the page's answer (default: the plain page it is). */
  limited?(c: Context<AppEnv>, answer: Response, input: Parsed, fields: Record<string, string>): Response | Promise<Response>;
  /** Done: the 303 to the page, told what happened. */
  done(c: Context<AppEnv>, output: Out, input: Parsed, fields: Record<string, string>): Response | Promise<Response>;
  /**
   * A failure the page words itself: its answer; nothing leaves it to the shop's error handling
   * (which a shop in maintenance always reaches: its page says so, whichever form was sent).
   */
  failed?(c: Context<AppEnv>, error: unknown, input: Parsed, fields: Record<string, string>): Response | undefined | Promise<Response | undefined>;
}

export interface Route<In, Parsed, Out> {
  input: z.ZodType<Parsed, In>;
  /** Types only: the schema takes every input the declaration lets the browser send. */
  readonly accepts?: (wire: In) => void;
  run: (input: Parsed, c: Context<AppEnv>) => Promise<Out | Response>;
  /** The limit per client, counted before the input is read (worker/rate-limit/middleware.ts). */
  rateLimit?: RateLimitScope | undefined;
  /** The answer to an input the schema refuses; a plain 400 with the schema's messages otherwise. */
  invalid?: ((c: Context<AppEnv>, error: z.ZodError) => Response | Promise<Response>) | undefined;
  /** The page's form post of the same operation (mountForms). */
  form?: FormPost<Parsed, Exclude<Out, Response>> | undefined;
}

/** One route: `route(schema, (input, c) => …)`; the table below checks it against its declaration. */
export function route<S extends z.ZodType, Out>(
  input: S,
  run: (input: z.output<S>, c: Context<AppEnv>) => Promise<Out | Response>,
  options: Pick<Route<unknown, unknown, unknown>, 'rateLimit' | 'invalid'> & { form?: FormPost<z.output<S>, Exclude<Out, Response>> } = {},
): Route<z.input<S>, z.output<S>, Out> {
  return { input: input as z.ZodType<z.output<S>, z.input<S>>, run, ...options };
}

/**
 * The routes of some operations, keyed by the operations' names. An entry whose schema refuses
 * what the browser may send, or whose handler answers something else than declared, is a type
 * error here: the declaration and its route cannot drift apart.
 */
export type RouteTable<K extends OperationName = OperationName> = {
  [P in K]: {
    input: z.ZodType;
    readonly accepts?: (wire: WireInput<Operations[P]>) => void;
    run: (input: never, c: Context<AppEnv>) => Promise<OutputOf<Operations[P]> | Response>;
    rateLimit?: RateLimitScope | undefined;
    invalid?: Route<unknown, unknown, unknown>['invalid'];
    form?: FormPost<never, OutputOf<Operations[P]>> | undefined;
  };
};

/** A route that reads no input: whatever comes is ignored. */
export const NO_INPUT = z.unknown();

export function badRequest(c: Context, error: z.ZodError) {
  const message = error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
  return c.json({ error: 'Invalid request', message }, 400);
}

/** The JSON body, or undefined when there is none or it is not JSON. */
async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

/** The input as sent: the query or the JSON object body, then the path's parameters (which win). */
async function wireInput(c: Context, method: HttpMethod): Promise<Record<string, unknown>> {
  const sent = method === 'GET' || method === 'DELETE' ? c.req.query() : await jsonBody(c);
  const fields = sent && typeof sent === 'object' && !Array.isArray(sent) ? sent : {};
  return { ...fields, ...c.req.param() };
}

/** The cache rule of a visibility, on every answer of a private route and on a public route's successes. */
function cacheRule(operation: Operation): MiddlewareHandler<AppEnv> {
  return async function cacheRule(c, next) {
    await next();
    if (operation.visibility === 'private') c.header('Cache-Control', PRIVATE);
    else if (c.res.ok && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', PUBLIC_CACHE);
  };
}

/** Mounts `routes` on `app` at their operations' paths (relative to where `app` is mounted: /api, or the site for base ''). */
export function mountRoutes<K extends OperationName>(app: Hono<AppEnv>, routes: RouteTable<K>): void {
  for (const name of Object.keys(routes) as K[]) {
    const operation: Operation = operations[name];
    const { input, run, rateLimit, invalid } = routes[name] as unknown as Route<unknown, unknown, unknown>;
    const handlers: MiddlewareHandler<AppEnv>[] = [];
    if (rateLimit) handlers.push(rateLimited(rateLimit));
    handlers.push(async function operationRoute(c) {
      const parsed = input.safeParse(await wireInput(c, operation.method));
      if (!parsed.success) return invalid ? invalid(c, parsed.error) : badRequest(c, parsed.error);
      const answer = await run(parsed.data, c);
      return answer instanceof Response ? answer : c.json(answer as JSONValue);
    });
    app.on(operation.method, [operation.path], cacheRule(operation), ...handlers);
  }
}

/** A route as mountForms reads it: any operation's, or a form-only action's (formActions). */
interface FormRoute {
  input: z.ZodType;
  run: (input: never, c: Context<AppEnv>) => Promise<unknown>;
  rateLimit?: RateLimitScope | undefined;
  form?: FormPost<never, never> | undefined;
}

/** The fields a handler's refusal of the browser's JSON named (refused(), worker/account/refusals.ts). */
export async function refusedFields(answer: Response): Promise<string[]> {
  const body: unknown = await answer.clone().json().catch(() => null);
  const fields = body && typeof body === 'object' ? Reflect.get(body, 'fields') : undefined;
  return fields && typeof fields === 'object' ? Object.keys(fields) : [];
}

/** Whether `form` is the one the posted fields name (its intent), or its path's only one. */
const picks = (form: FormPost<unknown, unknown>, fields: Record<string, string>) =>
  form.intent === undefined || [form.intent].flat().includes(fields.form ?? '');

/**
 * Mounts the form posts of `routes` (their `form`) on `app`, the site: each the same schema,
 * rate limit (its refusal a page) and handler as the operation's JSON route, never stored; the
 * request's transport is 'page', so what the handler counts refuses with a page too. Forms that
 * post to one path are told apart by their intent; a post that names none of them goes back to
 * the page. The only way a shopper's form post reaches the worker (worker/api/route.test.ts holds it so).
 */
export function mountForms(app: Hono<AppEnv>, routes: Record<string, FormRoute>): void {
  // Each checked against its declaration where it is written; here, one shape for all.
  const byPath = new Map<string, Route<unknown, unknown, unknown>[]>();
  for (const route of Object.values(routes) as unknown as Route<unknown, unknown, unknown>[]) {
    if (route.form) byPath.set(route.form.path, [...(byPath.get(route.form.path) ?? []), route]);
  }
  for (const [path, routesOfPath] of byPath) {
    // One limit for every form of the path: counted before the fields are read, as the JSON
    // route's (and seen by the burst test, tests/support/limited-routes.ts). Forms that differ
    // (Mijn gegevens: a password check, a name change) count theirs once picked.
    const scopes = new Set(routesOfPath.map((r) => r.rateLimit));
    const pathLimit = scopes.size === 1 ? routesOfPath[0]!.rateLimit : undefined;
    const handlers: MiddlewareHandler<AppEnv>[] = [pageTransport];
    if (pathLimit) handlers.push(rateLimited(pathLimit));
    handlers.push(async function formPost(c) {
      const fields = await postedForm(c);
      const route = routesOfPath.find((r) => picks(r.form!, fields));
      if (!route) return c.redirect(path, 303);
      const { input, run, rateLimit } = route;
      const form = route.form!;
      if (rateLimit && !pathLimit) {
        const refusal = await limitedBy(c, rateLimit, rateLimitClient(c.req.raw.headers));
        if (refusal) return refusal;
      }
      const instead = await form.before?.(c, fields);
      if (instead) return instead;
      const parsed = input.safeParse({ ...(form.input ? form.input(fields) : fields), ...c.req.param() });
      if (!parsed.success) return form.invalid(c, fields);
      let answer: unknown;
      try {
        answer = await run(parsed.data, c);
      } catch (error) {
        if (error instanceof MaintenanceModeError) throw error;
        const worded = await form.failed?.(c, error, parsed.data, fields);
        if (worded) return worded;
        throw error;
      }
      if (!(answer instanceof Response)) return form.done(c, answer, parsed.data, fields);
      if (answer.status === 429) return form.limited ? form.limited(c, answer, parsed.data, fields) : answer;
      return answer.status >= 400 && form.refused ? form.refused(c, answer, parsed.data, fields) : answer;
    });
    app.on('POST', [path], ...handlers);
  }
}

/** A form post's answers: pages, never stored; what its handler counts refuses with a page too. */
const pageTransport: MiddlewareHandler<AppEnv> = async function pageTransport(c, next) {
  c.set('transport', 'page');
  c.header('Cache-Control', PRIVATE);
  await next();
};
