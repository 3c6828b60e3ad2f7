// Shopware's default product detail layout ("Default product page Layout", id
// Defaults::CMS_PRODUCT_DETAIL_PAGE, migration Migration1609140710AddCmsPdpLayout), resolved the way
// ProductDetailRoute does for a product without a layout of its own (6.6+ always answers one):
// one `default` section with four blocks and their slots' data:
//   product-heading              left: product-name (cms_text)  right: manufacturer-logo (cms_manufacturer_logo)
//   gallery-buybox               left: image-gallery (cms_image_slider: ImageGalleryTypeDataResolver
//                                extends the slider's resolver, so its data is an ImageSliderStruct)
//                                right: buy-box (cms_buy_box)
//   product-description-reviews  content: product-description-reviews (cms_product_description_reviews)
//   cross-selling                content: cross-selling (cms_cross_selling)
import { stableId } from './ids';
import { LIVE_VERSION_ID, SEEDED_AT } from './entities';

/** Defaults::CMS_PRODUCT_DETAIL_PAGE, the same in every Shopware installation. */
export const DEFAULT_PRODUCT_PAGE_ID = '7a6d253a67204037966f42b0119704d5';

type Json = Record<string, unknown>;

export interface ProductCmsInput {
  /** The product as the detail route answers it (with its media gallery). */
  product: Json & { id: string; name?: string; manufacturer?: unknown; media?: { media: unknown }[]; cover?: { media: unknown } };
  configurator: unknown[];
  crossSellings: unknown[];
  /** ProductReviewResult of the product (see reviews.ts reviewSummary). */
  reviews: Json & { total: number };
}

const staticValue = (value: unknown) => ({ source: 'static', value });

/** The layout, with every id stable (Shopware's are random per installation, but fixed after). */
export function productCmsPage(input: ProductCmsInput) {
  const { product } = input;
  const pageId = DEFAULT_PRODUCT_PAGE_ID;
  const sectionId = stableId('cms-section:product_detail');
  const margins = { marginTop: '20px', marginBottom: '20px', marginLeft: '20px', marginRight: '20px' };
  let blockPosition = 0;
  const block = (type: string, name: string, slots: { slot: string; type: string; config: Json; data: Json }[]) => {
    const blockId = stableId(`cms-block:product_detail:${type}`);
    return {
      id: blockId, versionId: LIVE_VERSION_ID, cmsSectionVersionId: LIVE_VERSION_ID, sectionId, position: blockPosition++,
      type, name, sectionPosition: 'main', ...margins, backgroundMediaMode: 'cover', locked: true,
      visibility: { mobile: true, desktop: true, tablet: true }, customFields: {}, createdAt: SEEDED_AT,
      slots: slots.map((s) => ({
        id: stableId(`cms-slot:product_detail:${type}:${s.slot}`), versionId: LIVE_VERSION_ID, cmsBlockVersionId: LIVE_VERSION_ID,
        blockId, type: s.type, slot: s.slot, locked: true, config: s.config, fieldConfig: s.config, customFields: {},
        createdAt: SEEDED_AT, translated: { config: s.config, customFields: {} }, data: s.data, apiAlias: 'cms_slot',
      })),
      apiAlias: 'cms_block',
    };
  };
  // The gallery puts the cover first, then the product's media (ImageSliderTypeDataResolver).
  const gallery = [product.cover?.media, ...(product.media ?? []).slice(product.cover ? 1 : 0).map((m) => m.media)].filter(Boolean);
  const productConfig = { product: staticValue(null), alignment: staticValue(null) };
  const blocks = [
    block('product-heading', 'Product heading', [
      {
        slot: 'left', type: 'product-name',
        config: { content: { source: 'mapped', value: 'product.name' }, verticalAlign: staticValue(null) },
        data: { content: product.name ?? '', apiAlias: 'cms_text' },
      },
      {
        slot: 'right', type: 'manufacturer-logo',
        config: {
          url: staticValue(null), media: { source: 'mapped', value: 'product.manufacturer.media' }, newTab: staticValue(true),
          minHeight: staticValue(null), displayMode: staticValue('cover'), verticalAlign: staticValue(null),
        },
        data: { newTab: true, ...(product.manufacturer ? { manufacturer: product.manufacturer } : {}), apiAlias: 'cms_manufacturer_logo' },
      },
    ]),
    block('gallery-buybox', 'Gallery buy box', [
      {
        slot: 'left', type: 'image-gallery',
        config: {
          zoom: staticValue(false), minHeight: staticValue('340px'), fullScreen: staticValue(false), displayMode: staticValue('standard'),
          sliderItems: { source: 'mapped', value: 'product.media' }, verticalAlign: staticValue(null), navigationDots: staticValue(null),
          galleryPosition: staticValue('left'), navigationArrows: staticValue('inside'),
        },
        data: {
          sliderItems: gallery.map((media) => ({ newTab: false, media, apiAlias: 'cms_image_slider_item' })),
          apiAlias: 'cms_image_slider',
        },
      },
      {
        slot: 'right', type: 'buy-box', config: productConfig,
        data: {
          productId: product.id, totalReviews: input.reviews.total, product, configuratorSettings: input.configurator,
          apiAlias: 'cms_buy_box',
        },
      },
    ]),
    block('product-description-reviews', 'Product description and reviews', [{
      slot: 'content', type: 'product-description-reviews', config: productConfig,
      data: { productId: product.id, ratingSuccess: false, reviews: input.reviews, product, apiAlias: 'cms_product_description_reviews' },
    }]),
    block('cross-selling', 'Cross selling', [{
      slot: 'content', type: 'cross-selling', config: { product: staticValue(null), boxLayout: staticValue('standard'), elMinWidth: staticValue('300px'), displayMode: staticValue('standard') },
      data: { crossSellings: input.crossSellings, apiAlias: 'cms_cross_selling' },
    }]),
  ];
  const name = 'Default product page Layout';
  return {
    id: pageId,
    versionId: LIVE_VERSION_ID,
    name,
    type: 'product_detail',
    locked: true,
    customFields: {},
    createdAt: SEEDED_AT,
    translated: { name, customFields: {} },
    sections: [{
      id: sectionId, versionId: LIVE_VERSION_ID, cmsPageVersionId: LIVE_VERSION_ID, pageId, position: 0, type: 'default',
      sizingMode: 'boxed', mobileBehavior: 'wrap', backgroundMediaMode: 'cover',
      visibility: { mobile: true, desktop: true, tablet: true }, customFields: {}, createdAt: SEEDED_AT,
      blocks,
      apiAlias: 'cms_section',
    }],
    apiAlias: 'cms_page',
  };
}
