// The product's cross-sellings as product sliders (a lazy chunk, see CrossSellingSection).
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '../../app';
import { crossSellingsQuery } from '../../queries/catalogue';
import { ProductCard } from '../listing/ProductCard';
import { PartBoundary } from '../ui/PartBoundary';
import { Slider } from '../ui/Slider';

/** Product slider per view and spacing (spec section 9). */
const PER_VIEW = { desktop: 5.4, tablet: 4.2, mobile: 1.8 };
const SPACING = { desktop: 20, mobile: 20 };

interface Props {
  productId: string;
}

function Sliders({ productId }: Props) {
  const { data } = useSuspenseQuery(crossSellingsQuery(useApi(), productId));
  if (data.length === 0) return null;
  return (
    <div className="pdp-cross__sliders">
      {data.map((crossSelling) => (
        <Slider key={crossSelling.id} className="pdp-cross__slider" label={crossSelling.name} perView={PER_VIEW} spacing={SPACING}
          head={<h2 className="section-title">{crossSelling.name}</h2>}>
          {crossSelling.products.map((p) => <ProductCard key={p.id} product={p} />)}
        </Slider>
      ))}
    </div>
  );
}

export default function CrossSelling(props: Props) {
  // Suggestions are extras: when they cannot be loaded the page simply goes without.
  return <PartBoundary message="Cross-selling failed to load"><Sliders {...props} /></PartBoundary>;
}
