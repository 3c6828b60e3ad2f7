// The mini-cart shown after adding to the cart (a lazy chunk): what was added, the cart's
// count and subtotal, warnings of the cart (stock reached), and the way on. It does not take
// focus (it has the buy box's live region say what happened); it closes with its button,
// Escape, or by itself after a while unless the pointer or focus is on it.
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { cartNotice } from '../../../shared/cart/messages';
import { cartItemCount } from '../../../shared/cart/types';
import type { ProductDetail } from '../../../shared/catalogue/types';
import { formatPrice } from '../../../shared/format';
import { CloseIcon } from '../ui/icons';
import { ShopImage } from '../ui/ShopImage';
import type { Addition } from './add-to-cart';

const SHOWN_MS = 8000;

/** The chosen options as the shopper reads them: 'Kleur: Zwart, Maat: M'. */
export function variantText(product: ProductDetail): string {
  return product.configurator
    .flatMap((g) => g.options.filter((o) => o.selected).map((o) => `${g.name}: ${o.name}`))
    .join(', ');
}

interface Props {
  addition: Addition;
  onAnnounce: (text: string) => void;
  /** Called with null (a state setter will do). */
  onClose: (none: null) => void;
}

export default function AddedToCart({ addition, onAnnounce, onClose }: Props) {
  const { cart, product, quantity } = addition;
  const notices = cart.errors.map(cartNotice).filter((n) => n.tone !== 'success').map((n) => n.text);
  const id = useId();
  const panel = useRef<HTMLElement>(null);
  const [held, setHeld] = useState(false);
  const close = () => onClose(null);
  const count = cartItemCount(cart);
  const options = variantText(product);

  useEffect(() => {
    onAnnounce([`${quantity} × ${product.name}${options ? ` (${options})` : ''} is toegevoegd aan je winkelwagen.`, ...notices].join(' '));
    // Once, for this addition (the component is keyed by it).
  }, []);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(close, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [held, onClose]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') close(); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  // On the body: above the sticky header, whatever the stacking of the buy box.
  return createPortal(
    <aside ref={panel} className="added" aria-labelledby={`${id}title`}
      onPointerEnter={() => setHeld(true)} onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)} onBlur={(e) => { if (!panel.current?.contains(e.relatedTarget as Node | null)) setHeld(false); }}>
      <div className="added__head">
        <p id={`${id}title`} className="added__title"><span aria-hidden="true">✓</span> Toegevoegd aan je winkelwagen</p>
        <button type="button" className="icon-button" aria-label="Melding sluiten" onClick={close}><CloseIcon /></button>
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
        <span>Winkelwagen ({count} {count === 1 ? 'artikel' : 'artikelen'})</span>
        <span>{formatPrice(cart.positionPrice)}</span>
      </p>
      <div className="added__actions">
        <Link to="/cart" className="button button--primary">Bekijk winkelwagen</Link>
        <button type="button" className="button button--secondary" onClick={close}>Verder winkelen</button>
      </div>
    </aside>,
    document.body,
  );
}
