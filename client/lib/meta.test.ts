// The page's title and description from what the route loaded, as each route module's `head`
// says: the shop's own words for errors, the product's and category's names, and the shopper's
// own pages kept out of search.
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CategoryPage } from '../../shared/catalogue/types';
import { queryKeys } from '../queries';
import { ROUTES, type RouteModuleId } from '../routes';
import { loadRouteModule } from '../router/load-route';
import { screen } from '../routes/page';
import { blouse } from '../testing/fixtures';
import { pageMeta, SITE_NAME } from './meta';

/** The module of each route (client/routes.ts). */
const moduleOf = new Map(ROUTES.flatMap((r) => [r, ...(r.children ?? [])]).map((r) => [r.id, r.module]));
const at = (id: string, data?: unknown) => [{ id: 'root', module: 'root' }, { id, module: moduleOf.get(id)!, data }];
const page = (screenName: string, data: Record<string, string>) => at('page', { screen: screenName, data });

beforeAll(async () => {
  // As the router does before a page renders: the matched modules and the page's screen are loaded.
  await Promise.all([...new Set(moduleOf.values())].map((id) => loadRouteModule(id as RouteModuleId)));
  await Promise.all((['category', 'product', 'content', 'blog', 'landing'] as const).map((name) => screen(name)));
});

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
      expect(pageMeta(at(id), queryClient).noindex, id).toBe(true);
    }
    expect(pageMeta(at('checkout'), queryClient).title).toBe('Afrekenen | VELD');
    expect(pageMeta(at('account-recover'), queryClient).title).toBe('Nieuw wachtwoord kiezen | VELD');
    expect(pageMeta(page('product', { productId: 'x' }), queryClient).noindex).toBeUndefined();
  });

  it('titles a search by its term, and falls back to the shop\'s name for what it does not know yet', () => {
    const queryClient = new QueryClient();
    expect(pageMeta(at('products', { state: { search: 'jas' } }), queryClient).title).toBe('Zoekresultaten voor "jas" | VELD');
    expect(pageMeta(page('product', { productId: 'not-loaded' }), queryClient).title).toBe(SITE_NAME);
  });
});
