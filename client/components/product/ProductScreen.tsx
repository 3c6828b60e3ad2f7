import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { BADGE_LABELS, productBadges } from '../../../shared/catalogue/badges';
import { useApi } from '../../app';
import { cartQuery, productQuery } from '../../queries';
import type { RouteDeps } from '../../routes';
import { Price } from '../ui/Price';
import { ShopImage } from '../ui/ShopImage';

export interface ProductScreenData {
  productId: string;
}

export async function load(_args: LoaderFunctionArgs, { queryClient, api }: RouteDeps, target: { productId: string }): Promise<ProductScreenData> {
  await queryClient.ensureQueryData(productQuery(api, target.productId));
  return { productId: target.productId };
}

export function Screen({ data }: { data: ProductScreenData }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { data: product } = useSuspenseQuery(productQuery(api, data.productId));
  const [message, setMessage] = useState('');
  const [adding, setAdding] = useState(false);
  // A plain async action (no mutation library on every page): the cart the server answers
  // with replaces the cached cart; a second click while busy does nothing.
  const add = async () => {
    if (adding) return;
    setAdding(true);
    try {
      queryClient.setQueryData(cartQuery(api).queryKey, await api.addToCart({ productId: product.id, quantity: 1 }));
      setMessage(`${product.name} is toegevoegd aan je winkelwagen.`);
    } catch {
      setMessage('Toevoegen is niet gelukt. Probeer het opnieuw.');
    } finally {
      setAdding(false);
    }
  };
  let badges: ReturnType<typeof productBadges> = [];
  try { badges = productBadges(product); } catch { badges = []; }
  const [main, ...rest] = product.images;
  return (
    <div className="product container">
      <div className="product__gallery">
        <ShopImage image={main ?? null} priority sizes="(min-width: 1024px) 50vw, 100vw" className="product__image" />
        {rest.length > 0 && (
          <ul className="product__thumbs">
            {rest.slice(0, 4).map((img) => (
              <li key={img.url}><ShopImage image={img} sizes="20vw" className="product__thumb" /></li>
            ))}
          </ul>
        )}
      </div>
      <div className="product__info">
        {product.brand && <p className="product__brand">{product.brand}</p>}
        <h1 className="product__name">{product.name}</h1>
        {badges.length > 0 && (
          <ul className="badges badges--inline" aria-label="Kenmerken">
            {badges.map((b) => <li key={b} className={`badge badge--${b}`}>{BADGE_LABELS[b]}</li>)}
          </ul>
        )}
        <Price price={product.price} listPrice={product.listPrice} discountPercent={product.discountPercent} />
        <p className="product__stock">{product.available && product.stock > 0 ? 'Op voorraad, vandaag besteld morgen in huis' : 'Tijdelijk uitverkocht'}</p>
        <form method="post" action="/cart/add" onSubmit={(e) => { e.preventDefault(); void add(); }}>
          <input type="hidden" name="productId" value={product.id} />
          <button type="submit" className="button button--primary button--block" disabled={adding || !product.available}>
            {adding ? 'Bezig met toevoegen…' : 'In winkelwagen'}
          </button>
        </form>
        <p className="product__feedback" role="status" aria-live="polite">{message}</p>
        {product.description && (
          <section className="product__section">
            <h2>Beschrijving</h2>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.description }} />
          </section>
        )}
        {product.properties.length > 0 && (
          <section className="product__section">
            <h2>Kenmerken</h2>
            <dl className="product__properties">
              {product.properties.map((p) => (
                <div key={`${p.group}-${p.value}`}><dt>{p.group}</dt><dd>{p.value}</dd></div>
              ))}
            </dl>
          </section>
        )}
      </div>
    </div>
  );
}
