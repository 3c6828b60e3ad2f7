// A look's products on its landing page (LandingScreen.tsx): product cards, the first two
// images loaded at once.
import type { ProductCard as ProductCardData } from '../../../shared/catalogue/types';
import { ProductCard } from '../listing/ProductCard';

export default function LookProducts({ products }: { products: ProductCardData[] }) {
  return (
    <ul className="landing__products">
      {products.map((product, i) => (
        <li key={product.id}><ProductCard product={product} headingLevel="h2" priority={i < 2} /></li>
      ))}
    </ul>
  );
}
