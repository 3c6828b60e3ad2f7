// A minimal CMS page around a product listing: Shopware resolves a category's or landing
// page's layout into sections → blocks → slots, and the product-listing slot carries the
// ProductListingResult in data.listing. VELD's pages are built in the CMS (Sanity), so the
// Shopware layout is only the listing.
import { stableId } from './ids';
import { LIVE_VERSION_ID } from './entities';

export function listingCmsPage(ownerId: string, listing: unknown, type: 'product_list' | 'landingpage' = 'product_list') {
  const pageId = stableId(`cms-page:${type}`);
  const sectionId = stableId(`cms-section:${type}`);
  const blockId = stableId(`cms-block:${type}`);
  const slotId = stableId(`cms-slot:${type}`);
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
      blocks: [{
        id: blockId, versionId: LIVE_VERSION_ID, sectionId, position: 0, type: 'product-listing', 
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
