// The preview session (#19): an HttpOnly cookie named `sanity-preview` that the worker alone can
// make and check. Its value is `v1.<expires>.<signature>`: an expiry (seconds since the epoch)
// signed (worker/request/signed-value.ts) under a key derived from the Sanity read token, the one secret
// preview needs anyway. A shopper cannot forge it, and it ends by itself after PREVIEW_TTL_S.
// It works inside the Presentation tool's frame (another site): SameSite=None; Secure on https.
import { clockNow } from '../../shared/clock';
import { signValue, verifiedPayload } from '../request/signed-value';

export const PREVIEW_COOKIE = 'sanity-preview';
export const PERSPECTIVE_COOKIE = 'sanity-preview-perspective';
/** An editing session's length; the Presentation tool enables preview again when it reloads. */
export const PREVIEW_TTL_S = 12 * 3600;

/** The signing key's purpose (request/signed-value.ts): a value signed for anything else is no session. */
const PURPOSE = 'sanity-preview';

/** A new session's cookie value. */
export async function signPreview(secret: string, now = clockNow()): Promise<string> {
  return signValue(secret, PURPOSE, `v1.${Math.floor(now / 1000) + PREVIEW_TTL_S}`);
}

/** Whether a cookie value is one of ours and still running. */
export async function verifyPreview(value: string | undefined, secret: string, now = clockNow()): Promise<boolean> {
  const match = /^v1\.(\d{1,12})$/.exec((await verifiedPayload(secret, PURPOSE, value)) ?? '');
  return match !== null && Number(match[1]) * 1000 > now;
}
