// The mini-cart shown after adding to the cart (a lazy chunk): what was added, the cart's
// count and subtotal, warnings of the cart (stock reached), and the way on. A modal dialog:
// it takes focus (on the way to the cart), stays until dismissed (its close button, 'Verder
// winkelen', Escape or a click beside it) and then gives focus back to the add button.
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Link } from '../../router/Link';
import { cartNotice } from '../../../shared/cart/messages';
import { cartItemCount } from '../../../shared/cart/types';
import type { ProductDetail } from '../../../shared/catalogue/types';
import { formatPrice } from '../../../shared/format';
import { useSnippets } from '../../lib/snippets';
import { CloseIcon } from '../ui/icons';
import { ShopImage } from '../ui/ShopImage';
import { useModalDialog } from '../ui/use-modal-dialog';
import type { Addition } from './add-to-cart';

/** The chosen options as the shopper reads them: 'Kleur: Zwart, Maat: M'. */
export function variantText(product: ProductDetail): string {
  return product.configurator
    .flatMap((g) => g.options.filter((o) => o.selected).map((o) => `${g.name}: ${o.name}`))
    .join(', ');
}

interface Props {
  addition: Addition;
  onAnnounce: (text: string) => void;
  /** Closed: dismissed (focus goes back to the add button), or on the way to the cart. */
  onClose: (how: 'dismissed' | 'to-cart') => void;
}

export default function AddedToCart({ addition, onAnnounce, onClose }: Props) {
  const { cart, product, quantity } = addition;
  const { text } = useSnippets();
  const notices = cart.errors.map((m) => cartNotice(m, text)).filter((n) => n.tone !== 'success').map((n) => n.text);
  const id = useId();
  const toCart = useRef<HTMLAnchorElement>(null);
  const leaving = useRef(false);
  const modal = useModalDialog(true, () => onClose(leaving.current ? 'to-cart' : 'dismissed'));
  const count = cartItemCount(cart);
  const options = variantText(product);

  useEffect(() => {
    onAnnounce([text('cart.added.announce', '{quantity} × {name} has been added to your cart.', { quantity, name: `${product.name}${options ? ` (${options})` : ''}` }), ...notices].join(' '));
    // Once, for this addition (the component is keyed by it).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per addition
  }, []);
  // After the dialog opened (useModalDialog): focus on the way on, to the cart.
  useLayoutEffect(() => {
    toCart.current?.focus();
  }, []);

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a backdrop click on a native modal <dialog>; Escape closes it natively
    <dialog ref={modal.ref} className="added" aria-labelledby={`${id}title`} onClose={modal.onClose} onClick={modal.onBackdropClick}>
      <div className="added__head">
        <h2 id={`${id}title`} className="added__title"><span aria-hidden="true">✓</span> {text('cart.added.title', 'Added to your cart')}</h2>
        <button type="button" className="icon-button" aria-label={text('cart.added.close', 'Close')} onClick={modal.close}><CloseIcon /></button>
      </div>
      <div className="added__item">
        <ShopImage image={product.images[0] ?? product.image} className="added__image" sizes="72px" />
        <div>
          {product.brand && <p className="added__brand">{product.brand}</p>}
          <p className="added__name">{product.name}</p>
          {options && <p className="added__options">{options}</p>}
          <p className="added__price">{quantity} × {formatPrice(product.price)}</p>
        </div>
      </div>
      {notices.map((n) => <p key={n} className="added__notice">{n}</p>)}
      <p className="added__total">
        <span>{text('cart.added.cartCount', { one: 'Cart ({count} item)', other: 'Cart ({count} items)' }, { count })}</span>
        <span>{formatPrice(cart.positionPrice)}</span>
      </p>
      <div className="added__actions">
        <Link ref={toCart} to="/cart" className="button button--primary" onClick={() => { leaving.current = true; modal.close(); }}>{text('cart.added.toCart', 'View cart')}</Link>
        <button type="button" className="button button--secondary" onClick={modal.close}>{text('checkout.success.continue', 'Continue shopping')}</button>
      </div>
    </dialog>
  );
}
