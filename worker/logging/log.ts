// The worker's one way to say something went wrong (decision 021): one JSON line per event,
// carrying the id of the request it happened in, so that on call a failure and its request
// line are found together. Nothing spreads over lines (a stack is collapsed onto its line) and
// every string passes through redact() first.
//
// The request's id travels in an AsyncLocalStorage (the `nodejs_als` compatibility flag), set
// by the request-log middleware: the cache, the Shopware operations and the render log from
// deep inside calls that know nothing of the request, and background work started by it
// (waitUntil) still logs with its id.
import { AsyncLocalStorage } from 'node:async_hooks';
import { redact } from './redact';

export type Backend = 'shopware' | 'sanity';

/** What the log knows of the request being answered. */
export interface RequestScope {
  id: string;
  /** Calls made to each backend for this request (a retry is a second call). */
  upstream: Record<Backend, number>;
}

const scopes = new AsyncLocalStorage<RequestScope>();

export function createRequestScope(id: string): RequestScope {
  return { id, upstream: { shopware: 0, sanity: 0 } };
}

/** Runs `work` as part of the request `scope`: whatever it logs carries the request's id. */
export function inRequest<T>(scope: RequestScope, work: () => T): T {
  return scopes.run(scope, work);
}

/** A call to a backend is about to go out (the Store API client's and the Sanity load's hook). */
export function countUpstreamCall(backend: Backend): void {
  const scope = scopes.getStore();
  if (scope) scope.upstream[backend] += 1;
}

export type Level = 'info' | 'warn' | 'error';
export type LogFields = Record<string, string | number | boolean | undefined | Record<string, number>>;

/** Writes one line: JSON, no line breaks, the current request's id, every string redacted. */
export function writeLine(level: Level, msg: string, fields: LogFields = {}): void {
  const id = scopes.getStore()?.id;
  const line = JSON.stringify({ level, msg: redact(msg), ...(id ? { id } : {}), ...redactFields(fields) });
  // Workers Logs takes the level from the console method, and the fields from the JSON.
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

/** Something failed and the shopper was told (an error page, a message): `error` says what. */
export function logError(msg: string, error?: unknown, fields?: LogFields): void {
  writeLine('error', msg, { ...fields, ...errorFields(error) });
}

/** Something failed that the shopper does not notice (a cache write, a background refresh). */
export function logWarn(msg: string, error?: unknown, fields?: LogFields): void {
  writeLine('warn', msg, { ...fields, ...errorFields(error) });
}

/** Frames of a stack kept on the line: where it was thrown and the callers that say why. */
const STACK_FRAMES = 6;
const MAX_MESSAGE = 500;

/**
 * An error as fields of the line: its name, message and status (a Store API error's), the
 * Store API path it concerned (never its query), the first frames of its stack and its cause,
 * each on the one line.
 */
export function errorFields(error: unknown): LogFields {
  if (error === undefined) return {};
  if (!(error instanceof Error)) return { error: oneLine(String(error)) };
  const fields: LogFields = { error: error.name, message: oneLine(error.message) };
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number') fields.errorStatus = status;
  const url = (error as { url?: unknown }).url;
  if (typeof url === 'string' && url) fields.endpoint = pathOf(url);
  const stack = stackFrames(error.stack);
  if (stack) fields.stack = stack;
  if (error.cause !== undefined) {
    fields.cause = error.cause instanceof Error ? `${error.cause.name}: ${oneLine(error.cause.message)}` : oneLine(String(error.cause));
  }
  return fields;
}

/** Line breaks become ' / ' (a Store API error lists its errors one per line). */
function oneLine(text: string): string {
  const flat = text.replace(/\s*[\r\n]+\s*/g, ' / ').trim();
  return flat.length > MAX_MESSAGE ? `${flat.slice(0, MAX_MESSAGE)}…` : flat;
}

/** The frames of a V8 stack ("    at fn (file:1:2)"), the first few, joined on one line. */
function stackFrames(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const frames = stack.split('\n').map((l) => l.trim()).filter((l) => l.startsWith('at '));
  if (frames.length === 0) return undefined;
  // A frame's file is the bundle's, by its full URL on disk: its name and position are enough.
  const kept = frames.slice(0, STACK_FRAMES).map((f) => f.slice(3).replace(/(?:file|https?):\/\/[^\s()]*\/([^/\s()]+:\d+:\d+)/g, '$1'));
  return kept.join(' < ') + (frames.length > STACK_FRAMES ? ` < …${frames.length - STACK_FRAMES} more` : '');
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url.split('?')[0] ?? '';
  }
}

function redactFields(fields: LogFields): LogFields {
  const out: LogFields = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    out[key] = typeof value === 'string' ? redact(value) : value;
  }
  return out;
}
