// Rate limits for shopper actions that reach a backend mailbox or a password check (contact
// form, newsletter, promotion codes, login, registration, password recovery). Counted per
// client, and where a request names an account (an e-mail address) or a recovery link, by
// that too (decision 019): a shared office or carrier address holds many honest shoppers. The
// counting runs in a Durable Object per action and subject (worker/durable/rate-limiter.ts):
// one request at a time there, so concurrent posts are counted exactly, in every isolate.
//
// The client is the request's address, normalised so that one host is one client whatever
// its spelling: `::ffff:1.2.3.4` and `001.002.003.004` are 1.2.3.4, an IPv6 address counts by
// its /64 (one subscriber's network), brackets, ports and zones are dropped. Trust model:
// behind Cloudflare, CF-Connecting-IP is set by Cloudflare and cannot be sent by a client;
// without it (another proxy in front), the right-most X-Forwarded-For entry is the one the
// proxy next to us added (everything left of it came from the client). A value that is no
// address counts as one client ('unknown'), so made-up values never open new buckets.

import { CONTACT_RATE_LIMIT } from '../../shared/forms/contact-rules';
import { mailboxOf } from '../../shared/account/mailbox';
import { sha256Hex } from '../cache/cache-key';
import type { Snippets } from '../../shared/site/types';
import { shopperMessage, snippetText, type SnippetFallback } from '../../shared/snippets';
import { logError } from '../logging/log';

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the oldest counted hit leaves the window (0 when allowed). */
  retryAfterSeconds: number;
}

/** The actions with a limit, and their limits per client (or per the subject their name says). */
export const RATE_LIMITS = {
  contact: CONTACT_RATE_LIMIT,
  newsletter: { max: 5, windowSeconds: 600 },
  promotion: { max: 10, windowSeconds: 600 },
  /**
   * Logins per client: loose, as registrations (decision 019: an office, a school or a carrier's
   * address logs in many shoppers); guessing one account's password is counted per account.
   */
  login: { max: 60, windowSeconds: 600 },
  /**
   * Wrong passwords per account (its address's mailbox), from any client: logins, and a logged-in
   * shopper's password checks (worker/account/password-check.ts). Guessing one account's
   * password stops after 10, through either door; a right password forgets the count.
   */
  loginEmail: { max: 10, windowSeconds: 600 },
  /** A logged-in shopper's password checks (changing their e-mail address or password), per client; per account in `loginEmail`. */
  passwordCheck: { max: 10, windowSeconds: 600 },
  /**
   * Registrations per client: loose, one address may be an office's or a mobile carrier's for
   * hundreds of shoppers (decision 019); a script still stops after 50 accounts an hour.
   */
  register: { max: 50, windowSeconds: 3600 },
  /** Registrations per e-mail address, from any client: an address is registered once. */
  registerEmail: { max: 5, windowSeconds: 3600 },
  /** Recovery mails asked for per client: loose for a shared address, as registrations. */
  recovery: { max: 30, windowSeconds: 3600 },
  /** Recovery mails per e-mail address, from any client: each one lands in that mailbox. */
  recoveryEmail: { max: 3, windowSeconds: 3600 },
  /**
   * Tries per recovery link, never per client: a valid link is used once and always works; a
   * link tried over and over (mistyped, expired, guessed) stops after 10.
   */
  recoveryLink: { max: 10, windowSeconds: 3600 },
  /** Orders per client: a shared office's or carrier's address places a few an hour, a script hundreds. */
  order: { max: 20, windowSeconds: 600 },
  /** Guest orders per e-mail address, from any client: each one mails that address. */
  guestOrder: { max: 5, windowSeconds: 3600 },
  /**
   * Tries to open a guest's order by its mail's link (e-mail address and postcode), per link,
   * never per client: a guest types them a few times at most; guessing them for a link that
   * went astray stops after 10 (decision 019, as Shopware limits guest logins per link).
   */
  guestOrderLink: { max: 10, windowSeconds: 3600 },
  /** Guesses at a preview secret: each costs a query with the read token. */
  preview: { max: 20, windowSeconds: 600 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitScope = keyof typeof RATE_LIMITS;

/** A sliding-window log: counts `now` unless `max` hits lie within the window already. */
export function countHit(hits: readonly number[], max: number, windowSeconds: number, now: number): { hits: number[]; result: RateLimitResult } {
  const since = now - windowSeconds * 1000;
  const recent = hits.filter((t) => t > since).sort((a, b) => a - b);
  if (recent.length >= max) {
    const oldest = recent[recent.length - max]!;
    return { hits: recent, result: { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowSeconds * 1000 - now) / 1000)) } };
  }
  recent.push(now);
  return { hits: recent, result: { allowed: true, retryAfterSeconds: 0 } };
}

function ipv4(text: string): string | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number).join('.');
}

/** The 8 groups of an IPv6 address (an embedded IPv4 tail as two groups), or null. */
function ipv6Groups(text: string): number[] | null {
  let head = text;
  const tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.', lastColon)) {
    const v4 = ipv4(text.slice(lastColon + 1));
    if (!v4) return null;
    const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
    tail.push((a << 8) | b, (c << 8) | d);
    head = text.slice(0, lastColon + 1);
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const parse = (s: string) => (s === '' ? [] : s.split(':'));
  const left = parse(halves[0]!);
  const right = halves.length === 2 ? parse(halves[1]!) : [];
  if (![...left, ...right].every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  const known = left.length + right.length + tail.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  const zeros = Array<number>(8 - known).fill(0);
  return [...left.map((g) => parseInt(g, 16)), ...zeros, ...right.map((g) => parseInt(g, 16)), ...tail];
}

/** One address in its one spelling: IPv4 dotted decimal, IPv6 as its /64 network. */
export function normaliseAddress(raw: string): string {
  let text = raw.trim().toLowerCase();
  // [v6]:port, v4:port, a zone (%eth0).
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.indexOf(':'));
  text = text.replace(/%.*$/, '');
  const v4 = ipv4(text);
  if (v4) return v4;
  const groups = ipv6Groups(text);
  if (!groups) return 'unknown';
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible forms are the IPv4 host.
  if (groups.slice(0, 5).every((g) => g === 0) && (groups[5] === 0xffff || groups[5] === 0) && (groups[6]! > 0 || groups[5] === 0xffff)) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/** The right-most entry of a comma list (the one the proxy next to us added). */
const rightMost = (value: string) => value.split(',').map((s) => s.trim()).filter(Boolean).at(-1);

/** The client a request counts for (see the trust model above); 'local' without any address. */
export function rateLimitClient(headers: Headers): string {
  const address = rightMost(headers.get('cf-connecting-ip') ?? '') ?? rightMost(headers.get('x-forwarded-for') ?? '');
  return address ? normaliseAddress(address) : 'local';
}

/**
 * The subject an e-mail address counts as: its mailbox (shared/account/mailbox.ts), so every
 * spelling that lands in one mailbox (case, spaces, `+tag`, Gmail's dots) spends one budget.
 */
export function emailSubject(email: string): string {
  return `email:${mailboxOf(email)}`;
}

/**
 * The subject a recovery link counts as: its SHA-256, so the link itself is never a Durable
 * Object's name (names show up in Cloudflare's dashboard and logs).
 */
export async function recoveryLinkSubject(hash: string): Promise<string> {
  return `link:${await sha256Hex(hash)}`;
}

/** The subject an order's deep link counts as (a guest opening it): its SHA-256, as a recovery link's. */
export async function deepLinkSubject(deepLinkCode: string): Promise<string> {
  return `order:${await sha256Hex(deepLinkCode)}`;
}


/** The Durable Object namespace the counts live in (the RATE_LIMITER binding). */
export interface RateLimiterNamespace {
  idFromName(name: string): DurableObjectId;
  get(id: DurableObjectId): { hit(max: number, windowSeconds: number): Promise<RateLimitResult>; forget(): Promise<void> };
}

/**
 * Counts one hit for `client` in `scope` unless its limit is reached (a refused hit is not
 * counted). If the counter cannot be reached the request goes ahead (logged): a broken counter
 * must not close the shop's forms.
 */
export async function hitRateLimit(limiter: RateLimiterNamespace, scope: RateLimitScope, client: string): Promise<RateLimitResult> {
  const limit = RATE_LIMITS[scope];
  try {
    return await limiter.get(limiter.idFromName(`${scope}:${client}`)).hit(limit.max, limit.windowSeconds);
  } catch (error) {
    logError(`Rate limit ${scope}: the counter failed, letting the request through`, error);
    return { allowed: true, retryAfterSeconds: 0 };
  }
}

/**
 * Forgets the hits of `subject` in `scope`: a login that succeeded clears its account's count of
 * tries, as Shopware resets its login limiter (an account's budget is for wrong passwords, not
 * for its owner logging in on every device). A counter that cannot be reached is logged.
 */
export async function forgetRateLimit(limiter: RateLimiterNamespace, scope: RateLimitScope, subject: string): Promise<void> {
  try {
    await limiter.get(limiter.idFromName(`${scope}:${subject}`)).forget();
  } catch (error) {
    logError(`Rate limit ${scope}: the counter could not forget`, error);
  }
}

/** The refusal's English fallback (the shop's snippet `errors.rateLimited`, `.one`, says it in Dutch). */
export const RATE_LIMITED_FALLBACK = { one: 'Too many attempts. Try again in {count} minute.', other: 'Too many attempts. Try again in {count} minutes.' };

const LOGIN_LOCKED_FALLBACK = {
  one: 'Too many wrong passwords for this account. Try again in {count} minute. Forgot your password? Ask for a new one: that e-mail is sent even now.',
  other: 'Too many wrong passwords for this account. Try again in {count} minutes. Forgot your password? Ask for a new one: that e-mail is sent even now.',
};
const GUEST_ORDER_LOCKED_FALLBACK = {
  one: 'This order was tried too often. Try again in {count} minute. Your order confirmation e-mail has its details, and our customer service can help.',
  other: 'This order was tried too often. Try again in {count} minutes. Your order confirmation e-mail has its details, and our customer service can help.',
};

/**
 * Refusals that can tell the shopper more than to wait (decision 019): an account whose
 * password was guessed at (by anyone: the owner reads it too) still gets its recovery e-mail;
 * a guest whose order link was guessed at still has the order's mail and customer service.
 */
const REFUSAL_TEXTS: Partial<Record<RateLimitScope, { key: string; fallback: SnippetFallback }>> = {
  loginEmail: { key: shopperMessage('errors.loginLocked', LOGIN_LOCKED_FALLBACK), fallback: LOGIN_LOCKED_FALLBACK },
  guestOrderLink: { key: shopperMessage('errors.guestOrderLocked', GUEST_ORDER_LOCKED_FALLBACK), fallback: GUEST_ORDER_LOCKED_FALLBACK },
};

/** The refusal in the shop's words, with the minutes until the next try (and, for `scope`, what else to do). */
export function rateLimitedText(retryAfterSeconds: number, snippets?: Snippets, scope?: RateLimitScope): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const { key, fallback } = (scope && REFUSAL_TEXTS[scope]) ?? { key: 'errors.rateLimited', fallback: RATE_LIMITED_FALLBACK };
  return snippetText(snippets, key, fallback, { count: minutes });
}
