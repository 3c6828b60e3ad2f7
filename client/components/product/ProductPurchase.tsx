// Choosing and buying on the product page: the configurator (colours, sizes, the size guide),
// the buy box and sharing. One part (product-parts.ts), as they work together: an add without
// a size asks the configurator for one.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { CHOOSE_PARAM, unchosenGroups } from '../../../shared/catalogue/size-choice';
import type { ProductDetail } from '../../../shared/catalogue/types';
import { BuyBox } from './BuyBox';
import { Configurator } from './Configurator';
import { ShareButton } from './ShareButton';

export interface ProductPurchaseProps {
  product: ProductDetail;
  /** The add-to-cart form's idempotency key without JavaScript (ProductScreen's load). */
  additionKey: string;
}

export default function ProductPurchase({ product, additionKey }: ProductPurchaseProps) {
  const search = new URLSearchParams(useLocation().search);
  const unchosen = unchosenGroups(product.configurator, search);
  // Groups the buy box asked for: after an add without a size, or back from /cart/add without JavaScript.
  const [asked, setAsked] = useState<string[]>(() => (search.has(CHOOSE_PARAM) ? unchosen.map((g) => g.id) : []));
  return (
    <>
      <Configurator product={product} asked={asked} />
      <BuyBox product={product} unchosen={unchosen} onAsk={setAsked} search={search} additionKey={additionKey} />
      <ShareButton name={product.name} productNumber={product.productNumber} />
    </>
  );
}
