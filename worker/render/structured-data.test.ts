import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../client/queries';
import { productDetail } from '../../shared/catalogue/testing';
import { structuredData } from './structured-data';

describe('structured data in the head', () => {
  const product = productDetail();
  const client = new QueryClient();
  client.setQueryData(queryKeys.product(product.id), product);

  it('writes the product page its Product data with URLs on the canonical origin', () => {
    const html = structuredData([{ id: 'root' }, { id: 'page', data: { screen: 'product', data: { productId: product.id } } }], client, 'https://veld.example');
    const json = /^<script type="application\/ld\+json">(.*)<\/script>$/.exec(html)?.[1];
    const data = JSON.parse(json!) as { '@type': string; offers: { url: string } };
    expect(data['@type']).toBe('Product');
    expect(data.offers.url).toBe(`https://veld.example${product.href}`);
  });

  it('writes nothing for other pages or a product not in the cache', () => {
    expect(structuredData([{ id: 'page', data: { screen: 'category', data: { categoryId: 'x' } } }], client, 'https://veld.example')).toBe('');
    expect(structuredData([{ id: 'page', data: { screen: 'product', data: { productId: 'missing' } } }], client, 'https://veld.example')).toBe('');
    expect(structuredData([{ id: 'cart' }], client, 'https://veld.example')).toBe('');
  });
});
