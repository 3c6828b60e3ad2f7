// Sales channel contexts: the state behind a sw-context-token. Only a token with state has a
// row; the row's age is what expires it (Shopware's context_lifetime, P1D).
import { shopperDb } from './db';
import { newContextToken } from './ids';
import {
  DEFAULT_COUNTRY_ID, DEFAULT_PAYMENT_METHOD_ID, DEFAULT_SHIPPING_METHOD_ID,
} from './sales-channel';
import { clockNow } from '../../../shared/clock';

const CONTEXT_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Reads refresh a context's age at most this often, so browsing does not write on every call. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;
/** Shopware accepts any token; this only keeps control characters and junk out of the table. */
const TOKEN_PATTERN = /^[A-Za-z0-9_.-]{1,255}$/;

export interface ShopperContext {
  token: string;
  customerId: string | null;
  paymentMethodId: string;
  shippingMethodId: string;
  /** Null: the customer's default address is active. */
  billingAddressId: string | null;
  shippingAddressId: string | null;
  countryId: string;
}

interface ContextRow {
  token: string;
  customer_id: string | null;
  payment_method_id: string | null;
  shipping_method_id: string | null;
  billing_address_id: string | null;
  shipping_address_id: string | null;
  country_id: string | null;
  updated_at: number;
}

/** The token in effect for a request that sent `sent` (see contextToken() in ../middleware). */
export async function resolveContextToken(database: D1Database, sent: string | undefined): Promise<string> {
  const token = sent?.trim();
  if (!token || !TOKEN_PATTERN.test(token)) return newContextToken();
  const db = await shopperDb(database);
  const row = await db.prepare('SELECT updated_at FROM shopper_context WHERE token = ?')
    .bind(token).first<{ updated_at: number }>();
  if (!row) return token;
  const idle = clockNow() - row.updated_at;
  if (idle > CONTEXT_LIFETIME_MS) {
    // The old state can never be reached again: a new guest starts with a new token.
    await db.batch([
      db.prepare('DELETE FROM shopper_context WHERE token = ?').bind(token),
      db.prepare('DELETE FROM shopper_cart_item WHERE token = ?').bind(token),
    ]);
    return newContextToken();
  }
  if (idle > TOUCH_INTERVAL_MS) {
    await db.prepare('UPDATE shopper_context SET updated_at = ? WHERE token = ?').bind(clockNow(), token).run();
  }
  return token;
}

export async function loadContext(db: D1Database, token: string): Promise<ShopperContext> {
  const row = await db.prepare('SELECT * FROM shopper_context WHERE token = ?').bind(token).first<ContextRow>();
  return {
    token,
    customerId: row?.customer_id ?? null,
    paymentMethodId: row?.payment_method_id ?? DEFAULT_PAYMENT_METHOD_ID,
    shippingMethodId: row?.shipping_method_id ?? DEFAULT_SHIPPING_METHOD_ID,
    billingAddressId: row?.billing_address_id ?? null,
    shippingAddressId: row?.shipping_address_id ?? null,
    countryId: row?.country_id ?? DEFAULT_COUNTRY_ID,
  };
}

/** Makes sure the token has a row (so that it can expire) and marks it as just used. */
export function touchContextStatement(db: D1Database, token: string): D1PreparedStatement {
  return db.prepare(`INSERT INTO shopper_context (token, updated_at) VALUES (?, ?)
    ON CONFLICT (token) DO UPDATE SET updated_at = excluded.updated_at`).bind(token, clockNow());
}

export type ContextChoices = Partial<Pick<ShopperContext,
  'paymentMethodId' | 'shippingMethodId' | 'billingAddressId' | 'shippingAddressId' | 'countryId'>>;

const CHOICE_COLUMNS: Record<keyof ContextChoices, string> = {
  paymentMethodId: 'payment_method_id',
  shippingMethodId: 'shipping_method_id',
  billingAddressId: 'billing_address_id',
  shippingAddressId: 'shipping_address_id',
  countryId: 'country_id',
};

/** PATCH /context: stores the shopper's choices under the same token. */
export async function saveContextChoices(db: D1Database, token: string, choices: ContextChoices): Promise<void> {
  const entries = Object.entries(choices) as [keyof ContextChoices, string | null][];
  const statements = [touchContextStatement(db, token)];
  for (const [key, value] of entries) {
    statements.push(db.prepare(`UPDATE shopper_context SET ${CHOICE_COLUMNS[key]} = ? WHERE token = ?`).bind(value, token));
  }
  await db.batch(statements);
}

/**
 * Login and registration: the customer gets a new token, and the cart under it is the
 * customer's saved cart (from their most recent other context) with the guest cart merged in;
 * equal products add up. The guest's payment and shipping choices carry over.
 */
export async function startCustomerSession(db: D1Database, guestToken: string, customerId: string): Promise<string> {
  const token = newContextToken();
  const guest = await loadContext(db, guestToken);
  const saved = await db.prepare(`SELECT token FROM shopper_context WHERE customer_id = ? AND token <> ?
      ORDER BY updated_at DESC LIMIT 1`).bind(customerId, guestToken).first<{ token: string }>();
  const statements = [
    db.prepare(`INSERT INTO shopper_context (token, customer_id, payment_method_id, shipping_method_id, country_id, updated_at)
      VALUES (?, ?, ?, ?, ?, ?)`)
      .bind(token, customerId, guest.paymentMethodId, guest.shippingMethodId, guest.countryId, clockNow()),
  ];
  if (saved) {
    statements.push(
      db.prepare('UPDATE shopper_cart_item SET token = ? WHERE token = ?').bind(token, saved.token),
      db.prepare('DELETE FROM shopper_context WHERE token = ?').bind(saved.token),
    );
  }
  statements.push(
    // `WHERE true` lets SQLite parse an UPSERT whose source is a SELECT.
    db.prepare(`INSERT INTO shopper_cart_item (token, id, type, referenced_id, quantity, added_at)
      SELECT ?, id, type, referenced_id, quantity, added_at FROM shopper_cart_item WHERE token = ? AND true
      ON CONFLICT (token, id) DO UPDATE SET quantity = CASE WHEN shopper_cart_item.type = 'product'
        THEN shopper_cart_item.quantity + excluded.quantity ELSE shopper_cart_item.quantity END`)
      .bind(token, guestToken),
    db.prepare('DELETE FROM shopper_cart_item WHERE token = ?').bind(guestToken),
    db.prepare('DELETE FROM shopper_context WHERE token = ?').bind(guestToken),
  );
  await db.batch(statements);
  return token;
}

/**
 * Logout: a new guest token. As in Shopware's default (invalidateSessionOnLogOut off), the cart
 * moves along to the guest; the old token is gone, so it cannot be used to act as the customer.
 */
export async function endCustomerSession(db: D1Database, oldToken: string): Promise<string> {
  const token = newContextToken();
  const old = await loadContext(db, oldToken);
  await db.batch([
    db.prepare(`INSERT INTO shopper_context (token, payment_method_id, shipping_method_id, updated_at)
      VALUES (?, ?, ?, ?)`).bind(token, old.paymentMethodId, old.shippingMethodId, clockNow()),
    db.prepare('UPDATE shopper_cart_item SET token = ? WHERE token = ?').bind(token, oldToken),
    db.prepare('DELETE FROM shopper_context WHERE token = ?').bind(oldToken),
  ]);
  return token;
}
