// A minimal CMS page around a product listing: Shopware resolves a category's or landing
// page's layout into sections → blocks → slots, and the product-listing slot carries the
// ProductListingResult in data.listing. VELD's pages are built in the CMS (Sanity), so the
// Shopware layout is only the listing.
import { stableId } from './ids';
import { LIVE_VERSION_ID } from './entities';

export function listingCmsPage(
  ownerId: string, listing: unknown, type: 'product_list' | 'landingpage' = 'product_list', cover?: unknown, text?: string,
) {
  const pageId = stableId(`cms-page:${type}`);
  const sectionId = stableId(`cms-section:${type}`);
  const blockId = stableId(`cms-block:${type}`);
  const slotId = stableId(`cms-slot:${type}`);
  // A look's layout opens with its cover photo: an image block above the listing.
  const coverBlockId = stableId(`cms-block:${type}:cover`);
  const coverSlotId = stableId(`cms-slot:${type}:cover`);
  const coverBlocks = cover ? [{
    id: coverBlockId, versionId: LIVE_VERSION_ID, sectionId, position: 0, type: 'image',
    sectionPosition: 'main', marginTop: '0px', marginBottom: '20px',
    customFields: {},
    slots: [{
      id: coverSlotId, versionId: LIVE_VERSION_ID, blockId: coverBlockId, type: 'image', slot: 'image', locked: false,
      config: { displayMode: { source: 'static', value: 'cover' } }, customFields: {},
      translated: { config: { displayMode: { source: 'static', value: 'cover' } }, customFields: {} },
      data: { media: cover, apiAlias: 'cms_image' },
      apiAlias: 'cms_slot',
    }],
    apiAlias: 'cms_block',
  }] : [];
  // Then its introduction: a `text` block (TextCmsElementResolver: data `cms_text` with the HTML).
  const textBlockId = stableId(`cms-block:${type}:text`);
  const textConfig = { content: { source: 'static', value: text ?? '' }, verticalAlign: { source: 'static', value: null } };
  const textBlocks = text ? [{
    id: textBlockId, versionId: LIVE_VERSION_ID, sectionId, position: coverBlocks.length, type: 'text',
    sectionPosition: 'main', marginTop: '20px', marginBottom: '20px',
    customFields: {},
    slots: [{
      id: stableId(`cms-slot:${type}:text`), versionId: LIVE_VERSION_ID, blockId: textBlockId, type: 'text', slot: 'content', locked: false,
      config: textConfig, customFields: {}, translated: { config: textConfig, customFields: {} },
      data: { content: text, apiAlias: 'cms_text' },
      apiAlias: 'cms_slot',
    }],
    apiAlias: 'cms_block',
  }] : [];
  const before = [...coverBlocks, ...textBlocks];
  return {
    id: pageId,
    versionId: LIVE_VERSION_ID,
    name: type === 'product_list' ? 'Standaard productlijst' : 'Shop the look',
    type,
    customFields: {},
    translated: { name: type === 'product_list' ? 'Standaard productlijst' : 'Shop the look', customFields: {} },
    sections: [{
      id: sectionId, versionId: LIVE_VERSION_ID, pageId, position: 0, type: 'default', 
      sizingMode: 'boxed', mobileBehavior: 'wrap', 
      customFields: {},
      blocks: [...before, {
        id: blockId, versionId: LIVE_VERSION_ID, sectionId, position: before.length, type: 'product-listing', 
        sectionPosition: 'main', marginTop: '20px', marginBottom: '20px', 
         customFields: {},
        slots: [{
          id: slotId, versionId: LIVE_VERSION_ID, blockId, type: 'product-listing', slot: 'content', locked: false,
          config: { boxLayout: { source: 'static', value: 'standard' } },  customFields: {},
          translated: { config: { boxLayout: { source: 'static', value: 'standard' } }, customFields: {} },
          data: { listing, apiAlias: 'cms_product_listing' },
          apiAlias: 'cms_slot',
        }],
        apiAlias: 'cms_block',
      }],
      apiAlias: 'cms_section',
    }],
    ...(type === 'landingpage' ? { landingPageId: ownerId } : {}),
    apiAlias: 'cms_page',
  };
}
