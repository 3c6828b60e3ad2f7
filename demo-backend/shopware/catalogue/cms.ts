// The CMS page around a product listing: Shopware resolves a category's or landing page's
// layout into sections → blocks → slots, and the product-listing slot carries the
// ProductListingResult in data.listing. A category gets Shopware's default category layout
// ("Default listing layout", Migration1536233560BasicData, the default of
// core.cms.default_category_cms_page): since 6.7 a locked "Category name" `text` block with
// `<h1>{{ category.name }}</h1>` (Migration1733136208AddH1ToCmsCategoryListing; the text resolver
// fills in the name), then an `image-text` block (image: category.media, text:
// category.description), the locked `sidebar-filter` block "Filter" that
// Migration1570459127AddCmsSidebarLayout added to the default layout (addFilterPanelToDefault:
// position 1, right after the category info), and the `product-listing` block. A look gets its photo (`image`), its
// introduction (`text`) and its listing. VELD's own pages are built in the CMS (Sanity).
import { stableId } from './ids';
import { LIVE_VERSION_ID } from './entities';

export function listingCmsPage(
  ownerId: string, listing: unknown, type: 'product_list' | 'landingpage' = 'product_list', cover?: unknown, text?: string,
  categoryDescription?: string | null, categoryName?: string,
  /** A look's products: its listing's static product list (what the looks script reads, shopware-app/). */
  productIds?: readonly string[],
) {
  const pageId = stableId(`cms-page:${type}`);
  const sectionId = stableId(`cms-section:${type}`);
  const blockId = stableId(`cms-block:${type}`);
  const slotId = stableId(`cms-slot:${type}`);
  // A look's layout opens with its cover photo: an image block above the listing.
  const coverBlockId = stableId(`cms-block:${type}:cover`);
  const coverSlotId = stableId(`cms-slot:${type}:cover`);
  // The image element's config names its media (ImageCmsElementResolver resolves it into data).
  const coverId = (cover as { id?: unknown } | undefined)?.id;
  const coverConfig = {
    ...(typeof coverId === 'string' ? { media: { source: 'static', value: coverId } } : {}),
    displayMode: { source: 'static', value: 'cover' },
  };
  const coverBlocks = cover ? [{
    id: coverBlockId, versionId: LIVE_VERSION_ID, sectionId, position: 0, type: 'image',
    sectionPosition: 'main', marginTop: '0px', marginBottom: '20px',
    customFields: {},
    slots: [{
      id: coverSlotId, versionId: LIVE_VERSION_ID, blockId: coverBlockId, type: 'image', slot: 'image', locked: false,
      config: coverConfig, customFields: {},
      translated: { config: coverConfig, customFields: {} },
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
  // The category layout's "Category info": image left (category.media; no category has one, so
  // the ImageStruct stays empty) and text right (category.description, mapped).
  const infoBlockId = stableId(`cms-block:${type}:image-text`);
  const imageConfig = {
    media: { source: 'mapped', value: 'category.media' }, displayMode: { source: 'static', value: 'cover' },
    url: { source: 'static', value: null }, newTab: { source: 'static', value: false }, minHeight: { source: 'static', value: '320px' },
  };
  const infoTextConfig = { content: { source: 'mapped', value: 'category.description' } };
  const nameBlockId = stableId(`cms-block:${type}:category-name`);
  const nameConfig = { content: { source: 'static', value: '<h1>{{ category.name }}</h1>' } };
  const nameBlocks = type === 'product_list' ? [{
    id: nameBlockId, versionId: LIVE_VERSION_ID, sectionId, position: 0, type: 'text', name: 'Category name',
    sectionPosition: 'main', locked: true, customFields: {},
    slots: [{
      id: stableId(`cms-slot:${type}:category-name`), versionId: LIVE_VERSION_ID, blockId: nameBlockId, type: 'text', slot: 'content',
      locked: true, config: nameConfig, customFields: {}, translated: { config: nameConfig, customFields: {} },
      data: { content: `<h1>${categoryName ?? ''}</h1>`, apiAlias: 'cms_text' }, apiAlias: 'cms_slot',
    }],
    apiAlias: 'cms_block',
  }] : [];
  const infoBlocks = type === 'product_list' ? [{
    id: infoBlockId, versionId: LIVE_VERSION_ID, sectionId, position: nameBlocks.length, type: 'image-text', name: 'Category info',
    sectionPosition: 'main', marginTop: '20px', marginBottom: '20px', marginLeft: '20px', marginRight: '20px',
    backgroundMediaMode: 'cover', customFields: {},
    slots: [
      {
        id: stableId(`cms-slot:${type}:image-text:left`), versionId: LIVE_VERSION_ID, blockId: infoBlockId, type: 'image', slot: 'left',
        locked: true, config: imageConfig, customFields: {}, translated: { config: imageConfig, customFields: {} },
        data: { newTab: false, apiAlias: 'cms_image' }, apiAlias: 'cms_slot',
      },
      {
        id: stableId(`cms-slot:${type}:image-text:right`), versionId: LIVE_VERSION_ID, blockId: infoBlockId, type: 'text', slot: 'right',
        locked: true, config: infoTextConfig, customFields: {}, translated: { config: infoTextConfig, customFields: {} },
        data: { ...(categoryDescription ? { content: categoryDescription } : {}), apiAlias: 'cms_text' }, apiAlias: 'cms_slot',
      },
    ],
    apiAlias: 'cms_block',
  }] : [];
  // "Filter": no resolver fills the sidebar-filter slot (its config and data stay null, left out
  // here like other nulls); storefronts draw the listing's filters and sorting from the block.
  const filterBlockId = stableId(`cms-block:${type}:sidebar-filter`);
  const filterBlocks = type === 'product_list' ? [{
    id: filterBlockId, versionId: LIVE_VERSION_ID, sectionId, position: nameBlocks.length + infoBlocks.length, type: 'sidebar-filter',
    name: 'Filter', sectionPosition: 'main', locked: true, customFields: {},
    slots: [{
      id: stableId(`cms-slot:${type}:sidebar-filter`), versionId: LIVE_VERSION_ID, blockId: filterBlockId, type: 'sidebar-filter',
      slot: 'content', locked: true, customFields: {}, translated: { customFields: {} }, apiAlias: 'cms_slot',
    }],
    apiAlias: 'cms_block',
  }] : [];
  const before = [...nameBlocks, ...infoBlocks, ...filterBlocks, ...coverBlocks, ...textBlocks];
  const listingConfig = {
    boxLayout: { source: 'static', value: 'standard' },
    ...(productIds ? { products: { source: 'static', value: [...productIds] } } : {}),
  };
  return {
    id: pageId,
    versionId: LIVE_VERSION_ID,
    name: type === 'product_list' ? 'Default listing layout' : 'Shop the look',
    type,
    customFields: {},
    translated: { name: type === 'product_list' ? 'Default listing layout' : 'Shop the look', customFields: {} },
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
          config: listingConfig, customFields: {},
          translated: { config: listingConfig, customFields: {} },
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
