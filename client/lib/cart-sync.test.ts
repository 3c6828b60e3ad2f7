import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../shared/cart/types';
import { queryKeys } from '../queries';
import { CART_CHANNEL, cartChanged } from './cart-sync';

const cart = (quantity: number): Cart => ({
  lineItems: [{
    id: 'l1', referencedId: 'p1', href: '/detail/p1', type: 'product', label: 'Linnen jurk', quantity, good: true, isDownload: false, removable: true,
    stackable: true, image: null, unitPrice: 10, totalPrice: 10 * quantity, listPrice: null, options: [], productNumber: 'SW1', maxQuantity: 10,
  }],
  totalPrice: 10 * quantity, positionPrice: 10 * quantity, shippingCosts: 0, errors: [],
});

const open: BroadcastChannel[] = [];
const otherTab = () => { const ch = new BroadcastChannel(CART_CHANNEL); open.push(ch); return ch; };
const next = (ch: BroadcastChannel) => new Promise<unknown>((resolve) => { ch.onmessage = (e) => resolve(e.data); });
afterEach(() => { open.splice(0).forEach((ch) => ch.close()); });

describe('cartChanged', () => {
  it("sets this tab's cart and sends it to the other tabs", async () => {
    const queryClient = new QueryClient();
    const tab = otherTab();
    const heard = next(tab);
    cartChanged(queryClient, cart(2));
    expect(queryClient.getQueryData(queryKeys.cart())).toEqual(cart(2));
    expect(await heard).toEqual(cart(2));
  });

  it('tells the other tabs to read the cart again when it changed elsewhere (login)', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.cart(), cart(1));
    const tab = otherTab();
    const heard = next(tab);
    cartChanged(queryClient);
    expect(queryClient.getQueryState(queryKeys.cart())?.isInvalidated).toBe(true);
    expect(await heard).toBeNull();
  });

  it('drops a read of the cart that was under way, so an older answer cannot undo the change', async () => {
    const queryClient = new QueryClient();
    let answer!: (c: Cart) => void;
    const read = queryClient.fetchQuery({ queryKey: queryKeys.cart(), queryFn: () => new Promise<Cart>((r) => { answer = r; }) }).catch(() => undefined);
    cartChanged(queryClient, cart(3));
    answer(cart(0));
    await read;
    expect(queryClient.getQueryData(queryKeys.cart())).toEqual(cart(3));
  });
});
