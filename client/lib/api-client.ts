// The browser's StorefrontApi: the storefront's own /api routes on the same origin, made from
// the declared operations (shared/api/operations.ts): each method is its operation's, called
// through one generic caller; the path, the method, the body's type and how the method's
// parameters fill it come from the declaration, so a caller that disagrees with its route is a
// type error. A few methods adapt their parameters here (listing state, variant options, a 404
// read as null, the checkout form). No backend credentials, no session token: the worker
// holds those.
import type { StorefrontApi } from '../../shared/storefront-api';
import { NotFoundError } from '../../shared/storefront-api';
import { operationRequest, type BrowserMethod, type InputOf, type Operation, type OutputOf } from '../../shared/api/operation';
import { operations as op, type OperationName, type Operations } from '../../shared/api/operations';
import { noteSessionStarted, startsSession } from './session';
import { ApiRequestError } from './api-error';


let previewPage: boolean | undefined;
/**
 * A content preview's page (the worker marked it: shared/preview/meta.ts, PREVIEW_META, written
 * out here as in Shell.tsx, so that neither it nor the preview's sync tags weigh on a shopper's
 * first view: only a preview page loads them).
 */
const inPreview = () => (previewPage ??= typeof document !== 'undefined' && document.querySelector('meta[name="sanity-preview"]') !== null);

/** Calls one declared operation; a 404 becomes NotFoundError, any other refusal ApiRequestError. */
async function call<O extends Operation>(operation: O, input: InputOf<O>): Promise<OutputOf<O>> {
  const { url, method, json } = operationRequest(operation, input);
  const preview = inPreview();
  const res = await fetch(url, {
    method,
    // A preview's answers are never taken from (or left in) the browser's cache.
    ...(preview ? { cache: 'no-store' as const } : {}),
    headers: { accept: 'application/json', ...(json !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    credentials: 'same-origin',
  });
  if (preview) {
    // What this answer read, for the preview's live updates (already loaded on a preview page).
    const { recordSyncTags, SYNC_TAGS_HEADER } = await import('../preview/sync-tags');
    recordSyncTags(res.headers.get(SYNC_TAGS_HEADER));
  }
  if (res.ok) {
    if (startsSession(operation.path, method)) noteSessionStarted();
    return (await res.json()) as OutputOf<O>;
  }
  const body = (await res.json().catch(() => null)) as { message?: string; fields?: Record<string, string> } | null;
  if (res.status === 404) throw new NotFoundError(body?.message ?? url);
  throw new ApiRequestError(res.status, body?.message ?? `Request failed (${res.status})`, body?.message, body?.fields ?? {});
}

/** A read whose 404 means "there is none": null. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (e) {
    if (e instanceof NotFoundError) return null;
    throw e;
  }
}

type BrowserApi = { [K in OperationName]: BrowserMethod<Operations[K]> };

/** The StorefrontApi method its declaration describes: parameters into the input, the answer's part out. */
function browserMethod<O extends Operation>(operation: O) {
  return async (...params: unknown[]) => {
    const { args, answer } = operation as { args?: string[]; answer?: string | false };
    // The declaration's parameters fill its input (BrowserMethod<O> types them for callers).
    const input = (args ? Object.fromEntries(args.map((name, i) => [name, params[i]])) : params[0] ?? {}) as InputOf<O>;
    const result = await call(operation, input) as Record<string, unknown>;
    return answer === false ? undefined : answer ? result[answer] : result;
  };
}

export function createBrowserApi(): StorefrontApi {
  const declared = Object.fromEntries(Object.entries(op).map(([name, operation]) => [name, browserMethod(operation)])) as BrowserApi;
  return {
    ...declared,
    // The methods whose parameters or answers are not the operation's own shape.
    // The listing's address rules come with the first listing asked for, not with every page
    // that calls the API (the cart, the checkout).
    listing: async ({ categoryId, state }) => {
      const { listingSearchParams } = await import('../../shared/catalogue/listing-state');
      return call(op.listing, { ...Object.fromEntries(listingSearchParams(state)), ...(categoryId ? { categoryId } : {}) });
    },
    findVariant: (id, options, switchedGroup) => call(op.findVariant, {
      id, options: Object.entries(options).map(([g, o]) => `${g}:${o}`).join('|'), ...(switchedGroup ? { switchedGroup } : {}),
    }),
    contentPage: (slug) => orNull(call(op.contentPage, { slug })),
    blogPost: (slug) => orNull(call(op.blogPost, { slug })),
    brands: (filter) => call(op.brands, filter ? { filter } : {}),
    recoverPassword: async ({ hash, email, newPassword }) => (await call(op.recoverPassword, { hash, email, newPassword, newPasswordConfirm: newPassword })).customer,
    updateAddress: (id, input) => call(op.updateAddress, { ...input, id }),
    placeOrder: ({ register, acceptedTerms, ...rest }) =>
      call(op.placeOrder, { ...rest, ...(register ?? {}), acceptedTerms: acceptedTerms ? 'on' : '' }),
  };
}
