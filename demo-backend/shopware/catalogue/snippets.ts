// The demo shop's snippet set, as stock Shopware answers it (GET /store-api/snippet, 6.7.15+,
// snippet-routes.ts): the storefront's texts are the app's snippet file, which a real shop loads
// when the app is installed (shopware-app/VeldStorefront/Resources/snippet/storefront.nl-NL.json,
// every key under `veld.`), with this shop's own snippets on top, as a merchant enters them in
// the admin (Settings → Snippets): the "most searched" lists, which name the demo catalogue's
// categories and brands and so are no text the app could ship. Every key is documented in
// docs/demo-backend/app-routes.md.
import appSnippets from '../../../shopware-app/VeldStorefront/Resources/snippet/storefront.nl-NL.json';
import { categoryId, manufacturerId } from './taxonomy';
import { allCategories } from './categories';

/** The namespace of the storefront's own snippets (the app's file holds no other). */
export const STOREFRONT_SNIPPET_PREFIX = 'veld';

function categoryLink(path: string, label: string) {
  const category = allCategories().find((c) => c.id === categoryId(path))!;
  return { label, url: `/${category.seoPath}` };
}

function brandLink(name: string) {
  return { label: name, url: `/products?manufacturers=${manufacturerId(name)}` };
}

/** What the demo shop's merchant set in the admin. */
function shopSnippets(): Record<string, string> {
  return {
    'veld.search.popularCategories': JSON.stringify([
      categoryLink('Dames/Kleding/Jurken', 'Jurken'),
      categoryLink('Dames/Schoenen/Sneakers', 'Damessneakers'),
      categoryLink('Heren/Kleding/Jassen', 'Herenjassen'),
      categoryLink('Sale', 'Sale'),
    ]),
    'veld.search.popularBrands': JSON.stringify(['Noord Atelier', 'Maison Vlier', 'Polder Denim', 'Kade Amsterdam'].map(brandLink)),
  };
}

let set: Readonly<Record<string, string>> | undefined;

/** The sales channel's resolved Dutch snippet set: the app's file, the shop's own snippets over it. */
export function snippetSet(): Readonly<Record<string, string>> {
  return (set ??= Object.freeze({ ...(appSnippets as Record<string, string>), ...shopSnippets() }));
}

/** The storefront's texts as it reads them (its keys without `veld.`): for tests. */
export function storefrontSnippets(): Record<string, string> {
  const prefix = `${STOREFRONT_SNIPPET_PREFIX}.`;
  return Object.fromEntries(Object.entries(snippetSet()).filter(([key]) => key.startsWith(prefix)).map(([key, text]) => [key.slice(prefix.length), text]));
}
