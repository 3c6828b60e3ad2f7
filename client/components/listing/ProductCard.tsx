import { Link } from '../../router/Link';
import { BADGE_SNIPPETS, safeBadges } from '../../../shared/catalogue/badges';
import type { ProductCard as ProductCardData } from '../../../shared/catalogue/types';
import { Price } from '../ui/Price';
import { ShopImage } from '../ui/ShopImage';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import { useSnippets } from '../../lib/snippets';

interface Props {
  product: ProductCardData;
  priority?: boolean;
  /** h2 in a listing (under the page's h1), h3 in a titled section such as a slider. */
  headingLevel?: 'h2' | 'h3';
  /** The query the product's link carries: a size chosen in the listing's filters ('?maat=M'). */
  choices?: string;
  /** The shopper chose this product from a list (analytics' select_item). */
  onSelect?: () => void;
}

export function ProductCard({ product, choices = '', priority = false, headingLevel: Heading = 'h3', onSelect }: Props) {
  const { text } = useSnippets();
  const badges = safeBadges(product);
  return (
    <article className="product-card">
      <Link to={product.href + choices} className="product-card__link" onClick={onSelect}>
        <div className="product-card__media">
          <ShopImage image={product.image} priority={priority} className="product-card__image"
            sizes="(min-width: 1280px) 22vw, (min-width: 768px) 30vw, 46vw" />
          {badges.length > 0 && (
            <ul className="badges" aria-label={text('product.badges', 'Features')}>
              {badges.map((b) => <li key={b} className={`badge badge--${b}`}>{text(...BADGE_SNIPPETS[b])}</li>)}
            </ul>
          )}
        </div>
        <div className="product-card__body">
          {product.brand && <p className="product-card__brand">{product.brand}</p>}
          <Heading className="product-card__name">{product.name}</Heading>
          <Price price={product.price} listPrice={product.listPrice} discountPercent={product.discountPercent} />
        </div>
      </Link>
      {/* Beside the link, not in it (a button inside a link is invalid), laid over the image. */}
      <WishlistHeart productId={product.id} name={product.name} price={product.price} card={product} className="product-card__heart" />
    </article>
  );
}
