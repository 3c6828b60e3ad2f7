import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../router/Link';
import { ADDITION_NOT_MADE, ADDITION_STATUS_PARAM, ADDITION_UNCONFIRMED, additionNotMadeNotice, additionUnconfirmedNotice, cartNotice, type CartNotice } from '../../../shared/cart/messages';
import { cartItemCount, isCartEmpty, type Cart, type CartLineItem } from '../../../shared/cart/types';
import { CART_QUANTITY_PATH, CART_REMOVE_PATH } from '../../../shared/cart/forms';
import { formatPrice } from '../../../shared/format';
import { useApi } from '../../app';
import { cartQuery } from '../../queries';
import { cartChanged } from '../../lib/cart-sync';
import { shopEventWhenHeard } from '../../lib/consent';
import { useSnippets } from '../../lib/snippets';
import { CloseIcon } from '../ui/icons';
import { PromotionForm } from './PromotionForm';

const MAX_SELECTABLE = 20;

/**
 * The cart: line items with quantity and removal, a promotion code, the totals. Every action
 * replaces the cart with the one the server answers; its errors are collected as notices
 * until the shopper dismisses them. Quantity changes show at once and roll back, with a
 * message, when the server refuses.
 */
export function CartScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { text } = useSnippets();
  const key = cartQuery(api).queryKey;
  const { data: cart, isError, refetch } = useQuery(cartQuery(api));
  const [params] = useSearchParams();
  // An addition without JavaScript that the backend did not confirm (/cart/add, worker/api/cart.ts).
  const [notices, setNotices] = useState<CartNotice[]>(() => (
    params.get(ADDITION_STATUS_PARAM) === ADDITION_UNCONFIRMED ? [additionUnconfirmedNotice(text)]
      : params.get(ADDITION_STATUS_PARAM) === ADDITION_NOT_MADE ? [additionNotMadeNotice(text)] : []));
  const [busy, setBusy] = useState(false);
  const loaded = cart !== undefined;
  // Focus survives every change: controls stay enabled while a change runs (a disabled control
  // drops focus to the page); what left the page (a removed line, a dismissed notice) hands
  // focus to the next line's quantity, or to the heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const items = useRef<HTMLUListElement>(null);
  const [refocus, setRefocus] = useState<number | null>(null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every render on purpose; setRefocus(null) ends it
  useLayoutEffect(() => {
    if (refocus === null) return;
    // Until what had focus has left the page (an optimistic removal may render a moment later).
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    setRefocus(null);
    const quantities = items.current?.querySelectorAll<HTMLElement>('.cart-line select') ?? [];
    (quantities[Math.min(refocus, quantities.length - 1)] ?? heading.current)?.focus();
  });
  // Once per visit of the cart page, when its contents are known.
  useEffect(() => {
    if (!loaded) return;
    const current = queryClient.getQueryData<Cart>(key);
    if (current && !isCartEmpty(current)) void shopEventWhenHeard(({ cartItems }) => ({ type: 'view_cart', items: cartItems(current) }));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit, when the cart is known
  }, [loaded]);

  const run = async (action: () => Promise<Cart>, optimistic?: (cart: Cart) => Cart, failure = text('cart.error.actionFailed', 'That did not work. Please try again.')) => {
    if (busy) return;
    const before = queryClient.getQueryData<Cart>(key);
    if (before && optimistic) queryClient.setQueryData(key, optimistic(before));
    setBusy(true);
    try {
      const next = await action();
      cartChanged(queryClient, next);
      // What the shop's answer changed: an addition or a removal of the difference.
      if (before) void shopEventWhenHeard(({ cartChangeEvents }) => cartChangeEvents(before, next));
      setNotices(next.errors.map((m) => cartNotice(m, text)));
    } catch {
      if (before) queryClient.setQueryData(key, before);
      setNotices([{ id: 'action-failed', tone: 'error', text: failure }]);
    } finally {
      setBusy(false);
    }
  };

  if (!cart) {
    return (
      <div className="cart container">
        <h1>{text('cart.title', 'Shopping cart')}</h1>
        {isError
          ? <p role="alert">{text('cart.error.load', 'Your cart could not be loaded.')} <button type="button" className="link-button" onClick={() => void refetch()}>{text('error.retry', 'Try again')}</button></p>
          : <p role="status">{text('cart.loading', 'Loading cart…')}</p>}
      </div>
    );
  }

  const count = cartItemCount(cart);
  return (
    <div className="cart container">
      <h1 ref={heading} tabIndex={-1}>{text('cart.title', 'Shopping cart')}{count > 0 ? ` (${count})` : ''}</h1>
      {notices.length > 0 && (
        <ul className="cart__notices" aria-label={text('cart.notices', 'Notifications')}>
          {notices.map((n) => (
            <li key={n.id} className={`notice notice--${n.tone}`} role={n.tone === 'error' ? 'alert' : 'status'}>
              <span>{n.text}</span>
              <button type="button" className="icon-button" aria-label={text('cart.closeNotice', 'Close notification')}
                onClick={() => { setNotices(notices.filter((x) => x.id !== n.id)); setRefocus(Number.MAX_SAFE_INTEGER); }}><CloseIcon /></button>
            </li>
          ))}
        </ul>
      )}
      {isCartEmpty(cart) ? (
        <section className="cart__empty" aria-label={text('cart.emptyLabel', 'Empty cart')}>
          <p>{text('cart.empty', 'Your cart is empty.')}</p>
          <Link className="button button--primary" to="/Nieuw-binnen/">{text('cart.emptyLink', 'See what is new')}</Link>
        </section>
      ) : (
        <div className="cart__layout">
          <ul ref={items} className="cart__items" aria-label={text('cart.items', 'Items')}>
            {cart.lineItems.filter((i) => i.type === 'product').map((item, index) => (
              <CartLine key={item.id} item={item} busy={busy}
                onQuantity={(quantity) => run(() => api.changeCartQuantity(item.id, quantity), (c) => withQuantity(c, item.id, quantity),
                  text('cart.error.quantity', 'The quantity could not be changed.'))}
                onRemove={() => { setRefocus(index); void run(() => api.removeCartItem(item.id), (c) => ({ ...c, lineItems: c.lineItems.filter((i) => i.id !== item.id) }),
                  text('cart.error.remove', 'The item could not be removed.')); }} />
            ))}
          </ul>
          <aside className="cart__summary" aria-label={text('cart.summary', 'Summary')}>
            <PromotionForm busy={busy} onApply={(code) => run(() => api.addPromotionCode(code))} />
            {cart.lineItems.filter((i) => i.type === 'promotion').map((p) => (
              <p key={p.id} className="cart__promotion">{p.label} <span>{formatPrice(p.totalPrice)}</span></p>
            ))}
            <dl className="cart__totals">
              <div><dt>{text('cart.subtotal', 'Subtotal')}</dt><dd>{formatPrice(cart.positionPrice)}</dd></div>
              <div><dt>{text('cart.shippingCosts', 'Shipping costs')}</dt><dd>{formatPrice(cart.shippingCosts)}</dd></div>
              <div className="cart__total"><dt>{text('cart.total', 'Total')}</dt><dd>{formatPrice(cart.totalPrice)}</dd></div>
            </dl>
            <Link className="button button--primary button--block" to="/checkout">{text('cart.toCheckout', 'Proceed to checkout')}</Link>
          </aside>
        </div>
      )}
    </div>
  );
}

function withQuantity(cart: Cart, id: string, quantity: number): Cart {
  return {
    ...cart,
    lineItems: cart.lineItems.map((i) => (i.id === id ? { ...i, quantity, totalPrice: i.unitPrice * quantity } : i)),
  };
}

/**
 * One line: its picture and name link to the product; quantity and removal are forms that post
 * to the worker without JavaScript (the operations' form posts, worker/api/cart.ts) and change the cart in place
 * with it.
 */
function CartLine({ item, busy, onQuantity, onRemove }: { item: CartLineItem; busy: boolean; onQuantity: (q: number) => void; onRemove: () => void }) {
  const id = useId();
  const { text } = useSnippets();
  const max = Math.max(item.quantity, Math.min(item.maxQuantity, MAX_SELECTABLE));
  const { href } = item;
  const image = item.image ? <img className="cart-line__image" src={item.image} alt="" width={96} height={128} loading="lazy" /> : <span className="cart-line__image" />;
  return (
    <li className="cart-line">
      {/* The picture repeats the name's link: one stop for the keyboard, none for a screen reader. */}
      {href ? <Link to={href} tabIndex={-1} aria-hidden="true" className="cart-line__media">{image}</Link> : image}
      <div className="cart-line__info">
        <p className="cart-line__name">{href ? <Link to={href}>{item.label}</Link> : item.label}</p>
        {item.options.length > 0 && (
          <p className="cart-line__options">{item.options.map((o) => `${o.group}: ${o.option}`).join(' · ')}</p>
        )}
        <p className="cart-line__unit">{text('cart.unitPrice', '{price} each', { price: formatPrice(item.unitPrice) })}</p>
        <div className="cart-line__actions">
          <form method="post" action={CART_QUANTITY_PATH} className="cart-line__quantity" onSubmit={(e) => e.preventDefault()}>
            <input type="hidden" name="lineId" value={item.id} />
            <label htmlFor={`${id}-qty`}>{text('cart.quantity', 'Quantity')}</label>
            <select id={`${id}-qty`} name="quantity" value={item.quantity} aria-disabled={busy || undefined} onChange={(e) => { if (!busy) onQuantity(Number(e.target.value)); }}>
              {Array.from({ length: max }, (_, i) => i + 1).map((n) => <option key={n} value={n}>{n}</option>)}
            </select>
            {/* With JavaScript a choice counts at once; without it, this sends it. */}
            <button type="submit" className="button button--small button--secondary no-js-only">{text('cart.update', 'Update')}</button>
          </form>
          {item.removable && (
            <form method="post" action={CART_REMOVE_PATH} onSubmit={(e) => { e.preventDefault(); if (!busy) onRemove(); }}>
              <input type="hidden" name="lineId" value={item.id} />
              <button type="submit" className="link-button" aria-disabled={busy || undefined} aria-label={text('cart.removeItem', 'Remove {name}', { name: item.label })}>{text('cart.remove', 'Remove')}</button>
            </form>
          )}
        </div>
      </div>
      <p className="cart-line__total">{formatPrice(item.totalPrice)}</p>
    </li>
  );
}
