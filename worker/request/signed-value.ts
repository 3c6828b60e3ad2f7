// Values the worker signs for a browser to carry back and checks when they return (the preview
// session, worker/preview/preview-cookie.ts; a guest's order proof,
// worker/forms/guest-order-proof.ts): `<payload>.<signature>`, the signature HMAC-SHA-256 of
// the payload, base64url.
// The key is derived from a secret and the value's purpose, so one secret signs several kinds
// of value and a value signed for one purpose proves nothing for another. crypto.subtle.verify
// compares in constant time.

const encoder = new TextEncoder();

/** base64url without padding: a cookie value without quotes, commas, semicolons or '='. */
export function base64url(bytes: ArrayBuffer | Uint8Array): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes))).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

const keyFor = (secret: string, purpose: string) => crypto.subtle.importKey(
  'raw', encoder.encode(`veld-${purpose}:${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'],
);

/** `payload` (no '.' at its end) with its signature for `purpose`. */
export async function signValue(secret: string, purpose: string, payload: string): Promise<string> {
  return `${payload}.${base64url(await crypto.subtle.sign('HMAC', await keyFor(secret, purpose), encoder.encode(payload)))}`;
}

/** The payload of a value signed with `secret` for `purpose`; null for anything else (altered, forged, another purpose's). */
export async function verifiedPayload(secret: string, purpose: string, value: string | undefined): Promise<string | null> {
  // 43 characters carry the 256 bits with two to spare: the last character's two low bits are
  // zero in the encoding signValue writes, and a character that differs only there (A for B)
  // decodes to the same bytes. Only that one spelling is the signature: any other is refused,
  // so that an altered value is never the same proof.
  const match = /^(.+)\.([A-Za-z0-9_-]{42}[AEIMQUYcgkosw048])$/.exec(value ?? '');
  if (!match) return null;
  const signature = fromBase64url(match[2]!);
  if (!signature) return null;
  return (await crypto.subtle.verify('HMAC', await keyFor(secret, purpose), signature, encoder.encode(match[1]!))) ? match[1]! : null;
}
