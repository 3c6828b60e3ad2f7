// The page's title and description from what the route loaded: the shop's own words for
// errors, the product's and category's names, and the shopper's own pages kept out of search.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { CategoryPage } from '../../shared/catalogue/types';
import { queryKeys } from '../queries';
import { blouse } from '../testing/fixtures';
import { pageMeta, SITE_NAME } from './meta';

const page = (screen: string, data: Record<string, string>) => [{ id: 'root' }, { id: 'page', data: { screen, data } }];

describe('pageMeta', () => {
  it('names errors in Dutch by status, whatever matched', () => {
    const queryClient = new QueryClient();
    expect(pageMeta([{ id: 'home' }], queryClient, 404).title).toBe('Pagina niet gevonden | VELD');
    expect(pageMeta([{ id: 'home' }], queryClient, 503).title).toBe('We zijn zo terug | VELD');
    expect(pageMeta([{ id: 'home' }], queryClient, 500).title).toBe('Er ging iets mis | VELD');
  });

  it('titles a product by its name and brand, and a category by its SEO title, else its name', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.product('blouse-wit-m'), blouse());
    expect(pageMeta(page('product', { productId: 'blouse-wit-m' }), queryClient).title).toBe('Linnen blouse van VELD | VELD');
    const category: CategoryPage = { id: 'dames', parentId: null, name: 'Dames', href: '/dames/', children: [], seo: { title: null, html: null } };
    queryClient.setQueryData(queryKeys.category('dames'), category);
    expect(pageMeta(page('category', { categoryId: 'dames' }), queryClient).title).toBe('Dames | VELD');
    queryClient.setQueryData(queryKeys.category('dames'), { ...category, seo: { title: 'Damesmode', html: null } });
    expect(pageMeta(page('category', { categoryId: 'dames' }), queryClient).title).toBe('Damesmode | VELD');
  });

  it('keeps the cart, the account, the checkout and the design showcase out of search engines', () => {
    const queryClient = new QueryClient();
    for (const id of ['cart', 'login', 'account-orders', 'checkout', 'checkout-success', 'showcase-inputs']) {
      expect(pageMeta([{ id: 'root' }, { id }], queryClient).noindex, id).toBe(true);
    }
    expect(pageMeta([{ id: 'root' }, { id: 'checkout' }], queryClient).title).toBe('Afrekenen | VELD');
    expect(pageMeta(page('product', { productId: 'x' }), queryClient).noindex).toBeUndefined();
  });

  it('titles a search by its term, and falls back to the shop\'s name for what it does not know yet', () => {
    const queryClient = new QueryClient();
    expect(pageMeta([{ id: 'products', data: { state: { search: 'jas' } } }], queryClient).title).toBe('Zoekresultaten voor "jas" | VELD');
    expect(pageMeta(page('product', { productId: 'not-loaded' }), queryClient).title).toBe(SITE_NAME);
  });
});
