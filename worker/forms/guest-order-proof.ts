// The proof a guest gave on their order's page (/account/order/{code}, decision 020): the
// order's e-mail address and billing postcode, kept by the browser between the form's POST and
// the page's GET without JavaScript. A cookie the worker alone reads (HttpOnly), sent only to
// that order's page (Path), not with cross-site subrequests (SameSite=Lax), only over https
// where the shop is https (Secure), gone when the browser closes (no Max-Age), after
// PROOF_MINUTES, or by "Klaar". Never in the URL, never in the page.
//
// Signed with PROOF_SECRET (worker/request/signed-value.ts) and bound to its order's deep link
// code: a cookie the worker did not write, or wrote for another order, proves nothing (#49: an
// unsigned one let anyone with a link and an e-mail address try postcodes on every GET). Every
// read that brings a proof is counted against the link's limit before it is checked, as the
// form's tries are (`guestOrderLink`, decision 019), so varying the cookie guesses no faster
// than the form. Without the secret no proof is kept or accepted, never an unsigned one.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { DEEP_LINK_CODE, guestOrderPath } from '../../shared/account/guest-order';
import type { GuestOrderProof } from '../shopware/operations/account';
import type { Bindings } from '../env';
import type { AppEnv } from '../types';
import { clockNow } from '../../shared/clock';
import { logError } from '../logging/log';
import { deepLinkSubject, forgetRateLimit, hitRateLimit } from '../rate-limit/limits';
import { base64url, fromBase64url, signValue, verifiedPayload } from '../request/signed-value';

export const GUEST_ORDER_COOKIE = 'veld_bestelling';

/** How long a proof opens the order: a visit, not a login (a shared device forgets it soon). */
export const PROOF_MINUTES = 30;

/** A shorter secret could be found from one signed cookie by trying secrets offline. */
export const PROOF_SECRET_MIN_LENGTH = 32;

/** The signing key's purpose: a value signed for anything else is no proof. */
const PURPOSE = 'guest-order-proof';

/** A guest's proofs for an order's page, checked and counted against the link's limit (the StorefrontApi's `guestOrder`). */
export interface GuestOrderProofs {
  /** The proof this request brings for the order, once counted; null without one, or when it is not valid for it. */
  proofFor(deepLinkCode: string): Promise<GuestOrderProof | null>;
  /** The proof opened the order. */
  opened(deepLinkCode: string): Promise<void>;
}

interface StoredProof { c: string; e: string; z: string; t: number }

/** The secret proofs are signed with; undefined (logged) when it is missing or too short to trust. */
export function guestOrderProofSecret(env: Pick<Bindings, 'PROOF_SECRET'>): string | undefined {
  const secret = env.PROOF_SECRET?.trim() ?? '';
  if (secret.length >= PROOF_SECRET_MIN_LENGTH) return secret;
  logError(`PROOF_SECRET is ${secret ? `shorter than ${PROOF_SECRET_MIN_LENGTH} characters` : 'not set'}: guest order proofs are neither kept nor accepted`);
  return undefined;
}

function cookieOptions(c: Context<AppEnv>, deepLinkCode: string) {
  return {
    path: guestOrderPath(deepLinkCode), httpOnly: true, sameSite: 'Lax' as const,
    secure: new URL(c.req.url).protocol === 'https:',
  };
}

/** Keeps the proof for this order's page (a session cookie), signed with `secret`. */
export async function keepGuestOrderProof(c: Context<AppEnv>, secret: string, deepLinkCode: string, proof: GuestOrderProof, now = clockNow()): Promise<void> {
  const stored: StoredProof = { c: deepLinkCode, e: proof.email, z: proof.zipcode, t: now };
  const payload = base64url(new TextEncoder().encode(JSON.stringify(stored)));
  setCookie(c, GUEST_ORDER_COOKIE, await signValue(secret, PURPOSE, payload), cookieOptions(c, deepLinkCode));
}

/** Forgets the proof ("Klaar"). */
export function forgetGuestOrderProof(c: Context<AppEnv>, deepLinkCode: string): void {
  deleteCookie(c, GUEST_ORDER_COOKIE, cookieOptions(c, deepLinkCode));
}

/**
 * The proof `cookie` holds for `deepLinkCode`: signed with `secret`, written for this order and
 * still fresh; null otherwise (not counted here: `guestOrderProofs` counts).
 */
export async function readGuestOrderProof(cookie: string | undefined, secret: string, deepLinkCode: string, now = clockNow()): Promise<GuestOrderProof | null> {
  const payload = await verifiedPayload(secret, PURPOSE, cookie);
  const bytes = payload === null ? null : fromBase64url(payload);
  if (!bytes) return null;
  try {
    const stored = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as Partial<StoredProof>;
    if (typeof stored.c !== 'string' || !DEEP_LINK_CODE.test(stored.c) || stored.c !== deepLinkCode) return null;
    if (typeof stored.e !== 'string' || typeof stored.z !== 'string' || typeof stored.t !== 'number') return null;
    if (stored.t > now || now - stored.t > PROOF_MINUTES * 60_000) return null;
    return { email: stored.e, zipcode: stored.z };
  } catch {
    return null;
  }
}

/**
 * The request's guest order proofs for the StorefrontApi (worker/storefront/middleware.ts):
 * every read that brings a cookie is one of the link's tries, counted before the cookie is
 * checked (a forged or altered one is refused and counted); a read that opened the order
 * forgets the link's count, as a login that succeeds does (decision 019): the budget is for
 * wrong details, and a guest reloading their own order never spends it.
 */
export function guestOrderProofs(c: Context<AppEnv>): GuestOrderProofs {
  return {
    async proofFor(deepLinkCode) {
      const cookie = getCookie(c, GUEST_ORDER_COOKIE);
      if (!cookie) return null;
      const limit = await hitRateLimit(c.env.RATE_LIMITER, 'guestOrderLink', await deepLinkSubject(deepLinkCode));
      if (!limit.allowed) return null;
      const secret = guestOrderProofSecret(c.env);
      return secret ? readGuestOrderProof(cookie, secret, deepLinkCode) : null;
    },
    async opened(deepLinkCode) {
      await forgetRateLimit(c.env.RATE_LIMITER, 'guestOrderLink', await deepLinkSubject(deepLinkCode));
    },
  };
}
