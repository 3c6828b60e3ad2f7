import { formatPercent, formatPrice } from '../../../shared/format';

export function Price({ price, listPrice, discountPercent }: { price: number; listPrice: number | null; discountPercent: number | null }) {
  return (
    <p className="price">
      {listPrice !== null && (
        <>
          <span className="visually-hidden">Van </span>
          <s className="price__list">{formatPrice(listPrice)}</s>
          <span className="visually-hidden"> voor </span>
        </>
      )}
      <span className={listPrice !== null ? 'price__current price__current--sale' : 'price__current'}>{formatPrice(price)}</span>
      {discountPercent !== null && discountPercent > 0 && <span className="price__discount">{formatPercent(discountPercent)}</span>}
    </p>
  );
}
