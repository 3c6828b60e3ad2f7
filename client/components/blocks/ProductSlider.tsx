import { useSuspenseQuery } from '@tanstack/react-query';
import type { BlockOfType } from '../../../shared/content/types';
import { useApi } from '../../app';
import { PRODUCT_SLIDER_LIMIT, productGroupQuery } from '../../queries';
import { ProductCard } from '../listing/ProductCard';
import { ButtonLink } from './ButtonLink';

/** Products of a dynamic product group (9), as a horizontally scrolling, snapping row. */
export default function ProductSlider({ block }: { block: BlockOfType<'ProductSlider'> }) {
  const { data: products } = useSuspenseQuery(productGroupQuery(useApi(), block.streamId, PRODUCT_SLIDER_LIMIT));
  return (
    <section className="product-slider container" aria-label={block.title}>
      <div className="section-head">
        <h2 className="section-title">{block.title}</h2>
        {block.button && <ButtonLink button={block.button} variant="text" />}
      </div>
      <ul className="product-slider__track">
        {products.map((p) => <li key={p.id} className="product-slider__slide"><ProductCard product={p} /></li>)}
      </ul>
    </section>
  );
}
