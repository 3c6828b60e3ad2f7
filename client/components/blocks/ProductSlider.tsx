import { useSuspenseQuery } from '@tanstack/react-query';
import type { BlockOfType } from '../../../shared/content/types';
import { useApi } from '../../app';
import { productGroupQuery } from '../../queries/catalogue';
import { ProductCard } from '../listing/ProductCard';
import { Slider } from '../ui/Slider';
import { ButtonLink } from './ButtonLink';

/** Spec section 9: product slider 5.4 / 4.2 / 1.8 per view, spacing 20. */
export const PRODUCT_SLIDER_VIEW = { desktop: 5.4, tablet: 4.2, mobile: 1.8 };
export const PRODUCT_SLIDER_SPACING = { mobile: 20 };

/** Products of a dynamic product group (9). */
export default function ProductSlider({ block }: { block: BlockOfType<'ProductSlider'> }) {
  const { data: products } = useSuspenseQuery(productGroupQuery(useApi(), block));
  const perView = {
    desktop: block.perViewDesktop ?? PRODUCT_SLIDER_VIEW.desktop,
    tablet: block.perViewTablet ?? PRODUCT_SLIDER_VIEW.tablet,
    mobile: block.perViewMobile ?? PRODUCT_SLIDER_VIEW.mobile,
  };
  return (
    <section className="product-slider container">
      <Slider
        label={block.title}
        perView={perView}
        spacing={PRODUCT_SLIDER_SPACING}
        head={(
          <div className="section-head">
            <h2 className="section-title">{block.title}</h2>
            {block.button && <ButtonLink button={block.button} variant="text" />}
          </div>
        )}
      >
        {products.map((p) => <ProductCard key={p.id} product={p} />)}
      </Slider>
    </section>
  );
}
