// The proof a guest gave on their order's page (/account/order/{code}, decision 020): the
// order's e-mail address and billing postcode, kept by the browser between the form's POST and
// the page's GET without JavaScript. A cookie the worker alone reads (HttpOnly), sent only to
// that order's page (Path), not with cross-site subrequests (SameSite=Lax), only over https
// where the shop is https (Secure), gone when the browser closes (no Max-Age), after
// PROOF_MINUTES, or by "Klaar". Never in the URL, never in the page.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { DEEP_LINK_CODE, guestOrderPath } from '../../shared/account/guest-order';
import type { GuestOrderProof } from '../shopware/operations/account';
import type { AppEnv } from '../types';
import { clockNow } from '../../shared/clock';

export const GUEST_ORDER_COOKIE = 'veld_bestelling';

/** How long a proof opens the order: a visit, not a login (a shared device forgets it soon). */
export const PROOF_MINUTES = 30;

interface StoredProof { c: string; e: string; z: string; t: number }

function cookieOptions(c: Context<AppEnv>, deepLinkCode: string) {
  return {
    path: guestOrderPath(deepLinkCode), httpOnly: true, sameSite: 'Lax' as const,
    secure: new URL(c.req.url).protocol === 'https:',
  };
}

/** Keeps the proof for this order's page (a session cookie). */
export function keepGuestOrderProof(c: Context<AppEnv>, deepLinkCode: string, proof: GuestOrderProof, now = clockNow()): void {
  const stored: StoredProof = { c: deepLinkCode, e: proof.email, z: proof.zipcode, t: now };
  setCookie(c, GUEST_ORDER_COOKIE, encode(JSON.stringify(stored)), cookieOptions(c, deepLinkCode));
}

/** Forgets the proof ("Klaar"). */
export function forgetGuestOrderProof(c: Context<AppEnv>, deepLinkCode: string): void {
  deleteCookie(c, GUEST_ORDER_COOKIE, cookieOptions(c, deepLinkCode));
}

/** The proof this request carries, while it is fresh; null otherwise. */
export function readGuestOrderProof(c: Context<AppEnv>, now = clockNow()): { deepLinkCode: string; proof: GuestOrderProof } | null {
  const raw = getCookie(c, GUEST_ORDER_COOKIE);
  if (!raw) return null;
  try {
    const stored = JSON.parse(decode(raw)) as Partial<StoredProof>;
    if (typeof stored.c !== 'string' || !DEEP_LINK_CODE.test(stored.c)) return null;
    if (typeof stored.e !== 'string' || typeof stored.z !== 'string' || typeof stored.t !== 'number') return null;
    if (stored.t > now || now - stored.t > PROOF_MINUTES * 60_000) return null;
    return { deepLinkCode: stored.c, proof: { email: stored.e, zipcode: stored.z } };
  } catch {
    return null;
  }
}

// base64url of UTF-8: a cookie value without quotes, commas or semicolons.
function encode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function decode(value: string): string {
  const binary = atob(value.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
}
