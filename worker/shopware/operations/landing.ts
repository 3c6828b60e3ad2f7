// A look's landing page (Shopware's landing page with its CMS layout): the name and meta of
// the landing page, the cover from the layout's first image slot, and the products from its
// product-listing slot. Shopper-independent, so cached; purged by the landing page's tag.
import type { LandingPage } from '../../../shared/content/listings';
import { NotFoundError } from '../../../shared/storefront-api';
import { cacheShort } from '../../cache/strategies';
import { landingPageTag, LOOKS_TAG, productTag } from '../../cache/tags';
import { cachedRead, type ShopwareContext } from '../context';
import { errorStatus } from '../errors';
import { obj } from '../mappers/free-form';
import { toListing } from '../mappers/listing';
import { toShopImage } from '../mappers/product';
import type { SwListing, SwMedia, SwTranslated } from '../types';
import { productAssociations } from './product-criteria';

/** A CMS slot: what its data holds depends on its type, so the schema leaves it untyped. */
interface SwCmsSlot {
  type: string;
  data?: unknown;
}

export interface SwLandingPage {
  id: string;
  name?: string | null;
  url?: string | null;
  metaTitle?: string | null;
  metaDescription?: string | null;
  translated?: SwTranslated & { url?: string | null; metaTitle?: string | null; metaDescription?: string | null };
  seoUrls?: { seoPathInfo?: string | null }[] | null;
  cmsPage?: { sections?: { blocks?: { slots?: SwCmsSlot[] | null }[] | null }[] | null } | null;
}

/** An image slot's media: a Media entity has its URL. */
const isMedia = (value: unknown): value is SwMedia => typeof obj(value).url === 'string';
/** A product-listing slot's listing: a search result has its elements. */
const isListing = (value: unknown): value is SwListing => Array.isArray(obj(value).elements);

/** The landing page's slots in layout order. */
function slots(page: SwLandingPage): SwCmsSlot[] {
  return (page.cmsPage?.sections ?? []).flatMap((s) => (s.blocks ?? []).flatMap((b) => b.slots ?? []));
}

export function toLandingPage(page: SwLandingPage): LandingPage {
  const name = page.translated?.name ?? page.name ?? '';
  const path = page.seoUrls?.[0]?.seoPathInfo ?? page.translated?.url ?? page.url ?? `landingPage/${page.id}`;
  const all = slots(page);
  const cover = all.filter((s) => s.type === 'image').map((s) => obj(s.data).media).find(isMedia);
  const listing = all.filter((s) => s.type === 'product-listing').map((s) => obj(s.data).listing).find(isListing);
  return {
    id: page.id,
    name,
    href: '/' + path.replace(/^\/+/, ''),
    metaTitle: page.translated?.metaTitle ?? page.metaTitle ?? null,
    metaDescription: page.translated?.metaDescription ?? page.metaDescription ?? null,
    cover: toShopImage(cover, name),
    products: listing ? toListing(listing).products : [],
  };
}

export async function landingPage(ctx: ShopwareContext, id: string): Promise<LandingPage> {
  const body = { associations: productAssociations };
  return cachedRead(ctx, {
    name: 'landing-page', method: 'POST', path: `/landing-page/${id}`, body, strategy: cacheShort(),
    tags: [landingPageTag(id), LOOKS_TAG],
    // Its products' changes (price, stock) must reach the look too.
    tagsOf: (page: LandingPage) => page.products.map((p) => productTag(p.id)),
  }, async (client, fetchOptions) => {
    const { data } = await client.invoke('readLandingPage post /landing-page/{landingPageId}', {
      pathParams: { landingPageId: id }, headers: { 'sw-include-seo-urls': true }, body, fetchOptions,
    }).catch((error: unknown) => {
      if (errorStatus(error) === 404) throw new NotFoundError('Landing page');
      throw error;
    });
    return toLandingPage(data);
  });
}
