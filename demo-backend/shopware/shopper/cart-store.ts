// Cart lines in D1. Every change is one statement on one line (or one batch), never a
// read-modify-write of the whole cart: 50 concurrent additions for a token must all count.
import { touchContextStatement } from './context';
import { clockNow } from '../../../shared/clock';

export interface StoredLine {
  id: string;
  type: 'product' | 'promotion';
  referenced_id: string;
  quantity: number;
}

export async function readLines(db: D1Database, token: string): Promise<StoredLine[]> {
  const { results } = await db.prepare(`SELECT id, type, referenced_id, quantity FROM shopper_cart_item
      WHERE token = ? ORDER BY added_at, id`).bind(token).all<StoredLine>();
  return results;
}

/** Adds products; a product already in the cart gets the quantity added to its line. */
export async function addProducts(db: D1Database, token: string, items: { id: string; productId: string; quantity: number }[]): Promise<void> {
  const addedAt = clockNow();
  await db.batch([
    touchContextStatement(db, token),
    ...items.map((item) => db.prepare(`INSERT INTO shopper_cart_item (token, id, type, referenced_id, quantity, added_at)
        VALUES (?, ?, 'product', ?, ?, ?)
        ON CONFLICT (token, id) DO UPDATE SET quantity = shopper_cart_item.quantity + excluded.quantity`)
      .bind(token, item.id, item.productId, item.quantity, addedAt)),
  ]);
}

/** Adds a promotion code once (adding it again changes nothing). */
export async function addPromotionCode(db: D1Database, token: string, lineItemId: string, code: string): Promise<void> {
  await db.batch([
    touchContextStatement(db, token),
    db.prepare(`INSERT INTO shopper_cart_item (token, id, type, referenced_id, quantity, added_at)
        VALUES (?, ?, 'promotion', ?, 1, ?) ON CONFLICT (token, id) DO NOTHING`)
      .bind(token, lineItemId, code, clockNow()),
  ]);
}

/** Sets product quantities (callers check first that the lines exist). */
export async function setQuantities(db: D1Database, token: string, items: { id: string; quantity: number }[]): Promise<void> {
  await db.batch([
    touchContextStatement(db, token),
    ...items.map((item) => db.prepare(`UPDATE shopper_cart_item SET quantity = ?
        WHERE token = ? AND id = ? AND type = 'product'`).bind(item.quantity, token, item.id)),
  ]);
}

/** Removes lines (callers check first that they exist). */
export async function removeLines(db: D1Database, token: string, ids: string[]): Promise<void> {
  await db.batch([
    touchContextStatement(db, token),
    ...ids.map((id) => db.prepare('DELETE FROM shopper_cart_item WHERE token = ? AND id = ?').bind(token, id)),
  ]);
}

export async function clearCart(db: D1Database, token: string): Promise<void> {
  await db.prepare('DELETE FROM shopper_cart_item WHERE token = ?').bind(token).run();
}

/**
 * Applies what a calculation found: lines that can no longer be bought are dropped and
 * quantities above the purchasable maximum are lowered. Both are idempotent, so a concurrent
 * request doing the same is harmless.
 */
export async function correctLines(db: D1Database, token: string, removals: string[], caps: { id: string; max: number }[]): Promise<void> {
  if (removals.length === 0 && caps.length === 0) return;
  await db.batch([
    ...removals.map((id) => db.prepare('DELETE FROM shopper_cart_item WHERE token = ? AND id = ?').bind(token, id)),
    ...caps.map((cap) => db.prepare('UPDATE shopper_cart_item SET quantity = MIN(quantity, ?) WHERE token = ? AND id = ?')
      .bind(cap.max, token, cap.id)),
  ]);
}
