import { formatPercent, formatPrice } from '../../../shared/format';
import { useSnippets } from '../../lib/snippets';

export function Price({ price, listPrice, discountPercent }: { price: number; listPrice: number | null; discountPercent: number | null }) {
  const { text } = useSnippets();
  return (
    <p className="price">
      {listPrice !== null && (
        <>
          <span className="visually-hidden">{text('price.was', 'Was')} </span>
          <s className="price__list">{formatPrice(listPrice)}</s>
          <span className="visually-hidden"> {text('price.now', 'now')} </span>
        </>
      )}
      <span className={listPrice !== null ? 'price__current price__current--sale' : 'price__current'}>{formatPrice(price)}</span>
      {discountPercent !== null && discountPercent > 0 && <span className="price__discount">{formatPercent(discountPercent)}</span>}
    </p>
  );
}
