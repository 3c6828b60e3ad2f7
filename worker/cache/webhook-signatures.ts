// Verifies who sent a purge. Both schemes sign the raw body, so it must be read as text and
// checked before it is parsed.
import { decodeSignatureHeader, isValidSignature } from '@sanity/webhook';

/** Webhooks older (or further in the future) than this are refused: a captured one cannot be replayed later. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60 * 1000;

export function isRecent(timestampMs: number, now: number): boolean {
  return Math.abs(now - timestampMs) <= WEBHOOK_MAX_AGE_MS;
}

export type SignatureCheck = { valid: true } | { valid: false; reason: string };

/**
 * Sanity: `sanity-webhook-signature: t=<ms>,v1=<base64url HMAC-SHA256 of "<t>.<raw body>">`.
 * @sanity/webhook checks the HMAC; the age of `t` is ours to check (the library does not).
 */
export async function checkSanitySignature(
  rawBody: string,
  header: string,
  secret: string | undefined,
  now: number,
): Promise<SignatureCheck> {
  if (!secret) return { valid: false, reason: 'SANITY_WEBHOOK_SECRET is not configured' };
  if (!(await isValidSignature(rawBody, header, secret))) return { valid: false, reason: 'signature mismatch' };
  const { timestamp } = decodeSignatureHeader(header);
  return isRecent(timestamp, now) ? { valid: true } : { valid: false, reason: 'timestamp older than 5 minutes' };
}

/**
 * Shopware app webhooks: `shopware-shop-signature` is the hex HMAC-SHA256 of the raw body with
 * the app secret. crypto.subtle.verify compares in constant time.
 */
export async function checkShopwareSignature(
  rawBody: string,
  header: string,
  secret: string | undefined,
): Promise<SignatureCheck> {
  if (!secret) return { valid: false, reason: 'SHOPWARE_WEBHOOK_SECRET is not configured' };
  if (!/^[0-9a-f]{64}$/i.test(header)) return { valid: false, reason: 'signature is not a hex SHA-256 HMAC' };
  const key = await hmacKey(secret, 'verify');
  const valid = await crypto.subtle.verify('HMAC', key, hexToBytes(header), new TextEncoder().encode(rawBody));
  return valid ? { valid: true } : { valid: false, reason: 'signature mismatch' };
}

/** The signature a Shopware webhook (or a manual purge) must carry; for tests and the bench. */
export async function signShopwareBody(rawBody: string, secret: string): Promise<string> {
  const key = await hmacKey(secret, 'sign');
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(rawBody));
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}
