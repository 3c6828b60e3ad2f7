import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { itemFromProduct } from '../../../shared/analytics/events';
import { LOW_STOCK } from '../../../shared/catalogue/product-json-ld';
import { CHOOSE_PARAM, choiceParam } from '../../../shared/catalogue/size-choice';
import { ADDITION_STATUS_PARAM, ADDITION_UNCONFIRMED } from '../../../shared/cart/messages';
import type { ConfiguratorGroup, ProductDetail } from '../../../shared/catalogue/types';
import { EARLY_HOLD_ATTRIBUTE } from '../../../shared/page/early-press';
import { useApi } from '../../app';
import { ApiRequestError } from '../../lib/api-error';
import { useSnippets } from '../../lib/snippets';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import type { Addition } from './add-to-cart';
import { AddedToCart, loadExtras } from './load-extras';
import { groupOptionsId } from './Configurator';

const preload = () => void loadExtras();

interface Props {
  product: ProductDetail;
  /** Groups the shopper has not chosen yet (a size): an add asks for them instead. */
  unchosen: readonly ConfiguratorGroup[];
  /** Asks the configurator to say which groups to choose (their ids). */
  onAsk: (groupIds: string[]) => void;
  /** The page's query: back from /cart/add without JavaScript, what happened. */
  search: URLSearchParams;
  /** The form's idempotency key without JavaScript (ProductScreen's load). */
  additionKey: string;
}

/**
 * Stock and delivery, the quantity, and add to cart. The form posts to /cart/add without
 * JavaScript (CART_ADD_PATH, written out: importing shared/cart/forms.ts here split it into a
 * chunk of its own that cost the cart's first view 0.4 KiB; the worker redirects back and says
 * what happened); with it, the cart the server
 * answers replaces the cached cart (in every tab), a mini-cart confirms it and the live region
 * here says it. A second click while adding does nothing. Without a size chosen nothing is
 * added: the sizes ask for one and take focus. A press before the page's code runs is held
 * and replayed (EARLY_HOLD_ATTRIBUTE), so it ends with the mini-cart as any other.
 */
export function BuyBox({ product, unchosen, onAsk, search, additionKey }: Props) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t, text } = useSnippets();
  const id = useId();
  const { minPurchase: min, maxPurchase: max, purchaseSteps: step, stock } = product;
  // At most 30 listed (the backend still checks the real maximum).
  const quantities = Array.from({ length: Math.min(30, (max - min) / step + 1) }, (_, i) => min + i * step);
  const [chosen, setChosen] = useState(min);
  const quantity = quantities.includes(chosen) ? chosen : min;
  const busy = useRef(false);
  // The press's request id, kept after a failure so that trying the same addition again is
  // the same request to the worker (never a second addition); a new one after an answer.
  const pending = useRef<{ what: string; id: string } | null>(null);
  const [adding, setAdding] = useState(false);
  // Back from an addition without JavaScript that was not confirmed in time: it says so (the form
  // carries the same key, so pressing again adds once).
  const [announcement, setAnnouncement] = useState(() => (search.get(ADDITION_STATUS_PARAM) === ADDITION_UNCONFIRMED
    ? text('product.addUnconfirmed', 'We could not confirm the addition. Please try again: it will not be added twice.') : ''));
  const [addition, setAddition] = useState<Addition | null>(null);
  const soldOut = !product.available;
  const low = stock > 0 && stock <= LOW_STOCK;

  const addButton = useRef<HTMLButtonElement>(null);
  // The mini-cart gives focus back to the add button, however the add was made (a click, or
  // Enter in the quantity); a link out of it (to the cart) takes focus with the next page.
  const closeAdded = (how: 'dismissed' | 'to-cart') => {
    setAddition(null);
    if (how === 'dismissed') addButton.current?.focus();
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current || soldOut) return;
    if (unchosen.length > 0) {
      onAsk(unchosen.map((g) => g.id));
      document.getElementById(groupOptionsId(unchosen[0]!))?.querySelector<HTMLElement>('a')?.focus();
      return;
    }
    busy.current = true;
    setAdding(true);
    setAnnouncement('');
    const what = `${product.id}:${quantity}`;
    if (pending.current?.what !== what) pending.current = { what, id: crypto.randomUUID() };
    try {
      setAddition(await (await loadExtras()).addToCart(api, queryClient, product, quantity, pending.current.id));
      pending.current = null;
    } catch (error) {
      setAddition(null);
      if (error instanceof ApiRequestError && error.status === 409 && error.serverMessage) {
        // Not made (stock reached, product gone): the server's words, and the cart as it is.
        // (add-to-cart.ts has read the cart again.) A new press is a new addition.
        pending.current = null;
        setAnnouncement(error.serverMessage);
      } else if (error instanceof ApiRequestError && error.status === 503 && error.serverMessage) {
        // The cart was busy (nothing written) or the addition is unconfirmed: the server says which.
        setAnnouncement(error.serverMessage);
      } else {
        // A timeout may still have added it: trying again repeats this request id, never adds twice.
        setAnnouncement(text('product.addUnconfirmed', 'We could not confirm the addition. Please try again: it will not be added twice.'));
      }
    }
    busy.current = false;
    setAdding(false);
  };

  return (
    <div className="pdp-buy">
      <ul className="pdp-facts">
        <li className={`pdp-stock pdp-stock--${soldOut ? 'out' : low ? 'low' : 'in'}`}>
          {soldOut ? text('product.soldOut', 'Sold out') : low ? text('product.lowStock', 'Almost sold out: only {stock} left in stock', { stock }) : text('product.inStock', 'In stock')}
        </li>
        {!soldOut && <li>{text('product.deliveryTime', 'Delivery time: {time}', { time: product.deliveryTime ?? text('product.deliveryTimeDefault', '1-3 working days') })}</li>}
      </ul>
      <form className="pdp-buy__form" method="post" action="/cart/add" onSubmit={(e) => void add(e)} onPointerEnter={preload} onFocus={preload}
        {...{ [EARLY_HOLD_ATTRIBUTE]: '' }}>
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="requestId" value={additionKey} />
        {/* Without JavaScript, /cart/add sends the shopper back to choose these first. */}
        {unchosen.length > 0 && <input type="hidden" name={CHOOSE_PARAM} value={unchosen.map(choiceParam).join(',')} />}
        <label htmlFor={id} className="visually-hidden">{text('cart.quantity', 'Quantity')}</label>
        <select id={id} className="pdp-buy__quantity" name="quantity" value={quantity} disabled={soldOut} onChange={(e) => setChosen(+e.target.value)}>
          {quantities.map((n) => <option key={n}>{n}</option>)}
        </select>
        <button ref={addButton} type="submit" className="button button--primary pdp-buy__add" disabled={soldOut} aria-disabled={adding || undefined}>
          {soldOut ? text('product.soldOut', 'Sold out') : adding ? text('product.adding', 'Adding…') : text('product.addToCart', 'Add to cart')}
        </button>
        {/* type="button": it never submits the cart form. */}
        <WishlistHeart productId={product.id} name={product.name} price={product.price} item={itemFromProduct(product)} className="pdp-buy__heart" />
      </form>
      {/* What happened, for screen readers (set by the mini-cart); a failure for everyone. */}
      <p className={addition ? 'visually-hidden' : 'pdp-buy__message'} role="status">{announcement}</p>
      <ul className="pdp-usps">
        {[t('usp.shipping'), t('usp.returns')].filter(Boolean).map((u) => <li key={u}>{u}</li>)}
      </ul>
      {addition && (
        <Suspense>
          <AddedToCart key={addition.key} addition={addition} onAnnounce={setAnnouncement} onClose={closeAdded} />
        </Suspense>
      )}
    </div>
  );
}
