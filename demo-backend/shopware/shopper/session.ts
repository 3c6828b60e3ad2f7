// What a shopper route starts from: the database, the context behind the token, and (for
// `_loginRequired` routes) the logged-in customer.
import type { Context } from 'hono';
import { customerNotLoggedIn } from '../store-api-error';
import type { ShopwareEnv } from '../types';
import { loadContext, type ShopperContext } from './context';
import { findCustomer, listAddresses, type AddressRow, type CustomerRow } from './customers';
import { shopperDb } from './db';

export type ShopperCtx = Context<ShopwareEnv>;

export interface Session {
  db: D1Database;
  context: ShopperContext;
}

export interface CustomerSession extends Session {
  customer: CustomerRow;
  addresses: AddressRow[];
}

export async function session(c: ShopperCtx): Promise<Session> {
  const db = await shopperDb(c.env.DB);
  return { db, context: await loadContext(db, c.get('contextToken')) };
}

/** The logged-in customer (guest customers count), or 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN. */
export async function customerSession(c: ShopperCtx): Promise<CustomerSession> {
  const s = await session(c);
  const customer = s.context.customerId ? await findCustomer(s.db, s.context.customerId) : null;
  if (!customer) throw customerNotLoggedIn();
  return { ...s, customer, addresses: await listAddresses(s.db, customer.id) };
}

/** Media URLs are absolute, on the origin the client called. */
export function requestOrigin(c: ShopperCtx): string {
  return new URL(c.req.url).origin;
}

/** Answer of login, logout, register and PATCH /context: the token goes in the header only. */
export function contextTokenResponse(c: ShopperCtx) {
  return c.json({ redirectUrl: null, apiAlias: 'array_struct' });
}
