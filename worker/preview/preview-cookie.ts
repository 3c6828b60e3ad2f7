// The preview session (#19): an HttpOnly cookie named `sanity-preview` that the worker alone can
// make and check. Its value is `v1.<expires>.<signature>`: an expiry (seconds since the epoch)
// signed with HMAC-SHA-256 under a key derived from the Sanity read token, the one secret
// preview needs anyway. A shopper cannot forge it, and it ends by itself after PREVIEW_TTL_S.
// It works inside the Presentation tool's frame (another site): SameSite=None; Secure on https.
import { clockNow } from '../../shared/clock';

export const PREVIEW_COOKIE = 'sanity-preview';
export const PERSPECTIVE_COOKIE = 'sanity-preview-perspective';
/** An editing session's length; the Presentation tool enables preview again when it reloads. */
export const PREVIEW_TTL_S = 12 * 3600;

const encoder = new TextEncoder();

function base64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes))).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

const keyFor = (secret: string) => crypto.subtle.importKey(
  'raw', encoder.encode(`veld-sanity-preview:${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'],
);

/** A new session's cookie value. */
export async function signPreview(secret: string, now = clockNow()): Promise<string> {
  const payload = `v1.${Math.floor(now / 1000) + PREVIEW_TTL_S}`;
  return `${payload}.${base64url(await crypto.subtle.sign('HMAC', await keyFor(secret), encoder.encode(payload)))}`;
}

/** Whether a cookie value is one of ours and still running. */
export async function verifyPreview(value: string | undefined, secret: string, now = clockNow()): Promise<boolean> {
  const match = /^(v1\.(\d{1,12}))\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!match) return false;
  if (Number(match[2]) * 1000 <= now) return false;
  const signature = fromBase64url(match[3]!);
  if (!signature) return false;
  return crypto.subtle.verify('HMAC', await keyFor(secret), signature, encoder.encode(match[1]!));
}
