import { ApiClientError } from '@shopware/api-client';
import { describe, expect, it, vi } from 'vitest';
import { CartGate } from '../cart-gate';
import type { CartWritesNamespace, ShopwareContext } from '../context';
import { OrderUnconfirmedError, orderOfAttempt, placeOrderOnce } from './place-order';

const id = (n: number) => n.toString(16).padStart(32, '0');

/** Shopware's refusal as the api-client raises it: the answer's status and its error list. */
const refusal = (status: number, code: string) =>
  new ApiClientError(Object.assign(new Response(null, { status }), { _data: { errors: [{ status: String(status), code }] } }));

/** A Durable Object id that is its name, as idFromName makes one. */
const objectId = (name: string): DurableObjectId => ({ name, toString: () => name, equals: (other) => other.toString() === name });

/**
 * A shopper on a backend that keeps orders in a list: `order` decides what one order call does
 * (answer, write and lose the answer, or fail before writing). The gates are CartGates by name,
 * as the CART_WRITES Durable Objects are; two shoppers given the same `gates` share them, as
 * all sessions share the CART_WRITES namespace.
 */
function shop(token: string | undefined = 'token', gates = new Map<string, CartGate>()) {
  const orders: string[] = [];
  let behaviour: 'answer' | 'lose' | 'fail' | 'refuse' = 'answer';
  const calls = { prepare: 0, create: 0 };
  const invoke = vi.fn(async (operation: string) => {
    if (operation.startsWith('readOrder')) return { data: { orders: { elements: orders.slice().reverse().map((o) => ({ id: o })) } } };
    if (!operation.startsWith('createOrder')) throw new Error(`unexpected ${operation}`);
    calls.create++;
    if (behaviour === 'refuse') throw refusal(400, 'CHECKOUT__CART_EMPTY');
    if (behaviour === 'fail') throw new TypeError('fetch failed');
    orders.push(id(orders.length + 1));
    if (behaviour === 'lose') throw new TypeError('Network connection lost.');
    return { data: { id: orders.at(-1) } };
  });
  const ctx = {
    session: { token } as { token: string | undefined; rotatedTo?: string },
    shopper: { invoke },
    cartWrites: {
      idFromName: objectId,
      get: (gateId: DurableObjectId) => {
        const key = gateId.toString();
        if (!gates.has(key)) gates.set(key, new CartGate());
        return gates.get(key)!;
      },
    } satisfies CartWritesNamespace,
  } as unknown as ShopwareContext;
  const place = (attemptKey = 'attempt-0001') => placeOrderOnce(ctx, {
    attemptKey, prepare: async () => { calls.prepare++; },
  });
  return { orders, calls, place, ctx, gates, set: (b: typeof behaviour) => { behaviour = b; } };
}

describe('placing an order once per attempt', () => {
  it('answers the order; the same attempt again answers it without a second one', async () => {
    const s = shop();
    expect(await s.place()).toEqual({ orderId: id(1), answered: true });
    expect(await Promise.all([s.place(), s.place()])).toEqual(Array(2).fill({ orderId: id(1), answered: false }));
    expect(s.orders).toHaveLength(1);
    expect(s.calls).toEqual({ prepare: 1, create: 1 });
    // Another attempt is another order.
    expect(await s.place('attempt-0002')).toEqual({ orderId: id(2), answered: true });
  });

  it('finds the order an order call wrote though its answer was lost, and leads its repeats there', async () => {
    const s = shop();
    s.set('answer');
    await s.place('earlier-1'); // an order from before: not this attempt's
    s.set('lose');
    expect(await s.place()).toEqual({ orderId: id(2), answered: false });
    s.set('answer');
    expect(await s.place()).toEqual({ orderId: id(2), answered: false });
    expect(s.orders).toHaveLength(2);
  });

  it('says an order call that wrote nothing is unconfirmed; the same attempt then looks again and places it once', async () => {
    const s = shop();
    s.set('fail');
    await expect(s.place()).rejects.toBeInstanceOf(OrderUnconfirmedError);
    expect(s.orders).toHaveLength(0);
    s.set('answer');
    expect(await s.place()).toEqual({ orderId: id(1), answered: true });
    expect(await s.place()).toEqual({ orderId: id(1), answered: false });
    expect(s.orders).toHaveLength(1);
  });

  it('passes a refusal on as it came, and lets the same attempt try again', async () => {
    const s = shop();
    s.set('refuse');
    await expect(s.place()).rejects.toBeInstanceOf(ApiClientError);
    s.set('answer');
    expect(await s.place()).toEqual({ orderId: id(1), answered: true });
  });

  it('places without a gate when there is no attempt key', async () => {
    const s = shop();
    expect(await s.place('')).toEqual({ orderId: id(1), answered: true });
  });

  it('tells the order of an attempt without placing one: known, written after all, or none', async () => {
    const s = shop();
    expect(await orderOfAttempt(s.ctx, 'never-pressed')).toBeNull();
    s.set('fail');
    await expect(s.place()).rejects.toBeInstanceOf(OrderUnconfirmedError);
    expect(await orderOfAttempt(s.ctx, 'attempt-0001')).toBeNull();
    s.orders.push(id(9)); // written late
    expect(await orderOfAttempt(s.ctx, 'attempt-0001')).toBe(id(9));
    s.set('answer');
    await s.place('attempt-0002');
    expect(await orderOfAttempt(s.ctx, 'attempt-0002')).toBe(s.orders.at(-1));
    expect(s.calls.create).toBe(2);
  });

  // #49, finding 3: the key travels in the address, so a key alone must never lead to an order.
  it('never answers another session\'s order for the same key: that press places its own', async () => {
    const attacker = shop('attacker-token');
    const victim = shop('victim-token', attacker.gates);
    expect(await attacker.place('known-key-1')).toEqual({ orderId: id(1), answered: true });
    expect(await orderOfAttempt(victim.ctx, 'known-key-1')).toBeNull();
    expect(await victim.place('known-key-1')).toEqual({ orderId: id(1), answered: true });
    expect(victim.calls).toEqual({ prepare: 1, create: 1 });
    // Each session's repeat still finds its own order.
    expect(await victim.place('known-key-1')).toEqual({ orderId: id(1), answered: false });
    expect(await attacker.place('known-key-1')).toEqual({ orderId: id(1), answered: false });
    expect(victim.calls.create + attacker.calls.create).toBe(2);
  });

  it('tells a request without a session nothing about a key', async () => {
    const owner = shop('owner-token');
    await owner.place('known-key-2');
    expect(await orderOfAttempt(shop(undefined, owner.gates).ctx, 'known-key-2')).toBeNull();
  });

  it('follows an attempt whose token changed on the way (a guest\'s registration): the repeat with the new token finds its order', async () => {
    const s = shop('visitor-token');
    s.set('lose');
    expect(await placeOrderOnce(s.ctx, {
      attemptKey: 'guest-key-1',
      prepare: async () => { s.calls.prepare++; s.ctx.session.rotatedTo = 'guest-token'; },
    })).toEqual({ orderId: id(1), answered: false });
    // Back with the new token's cookie, the same key: the same order, no second one.
    const guest = shop('guest-token', s.gates);
    guest.orders.push(...s.orders);
    expect(await guest.place('guest-key-1')).toEqual({ orderId: id(1), answered: false });
    expect(await orderOfAttempt(guest.ctx, 'guest-key-1')).toBe(id(1));
    expect(guest.calls.create).toBe(0);
  });
});
