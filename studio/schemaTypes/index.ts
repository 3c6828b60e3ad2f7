// Every type of the Studio: the documents the storefront reads, their shared objects and the
// 24 page builder blocks (one per component in client/components/blocks/).
import { blog } from './documents/blog';
import { page } from './documents/page';
import { faq, review, teamMember } from './documents/people';
import { siteConfig } from './documents/site-config';
import { sizeGuide } from './documents/size-guide';
import { button, callOutButton } from './objects/button';
import { link, siteLink } from './objects/link';
import { cardsBlock, cardsSliderBlock } from './blocks/cards';
import { blogOverviewBlock, blogRelatedBlock, blogSliderBlock } from './blocks/journal';
import { headerBannerBlock, imageBlock, instagramSliderBlock, videoBlock } from './blocks/media';
import { contactFormBlock, faqsBlock, reviewsBlock, teamBlock } from './blocks/people';
import { brandsBlock, looksBlogsOverviewBlock, looksOverviewBlock, productListingBlock, productSliderBlock } from './blocks/shop';
import { buttonBlock, contentBlock, infoCardBlock, rawHtmlBlock, titleBlock, uspsBlock } from './blocks/text';

export const documentTypes = [siteConfig, page, blog, teamMember, review, faq, sizeGuide];

export const blockTypes = [
  blogOverviewBlock, blogRelatedBlock, blogSliderBlock, brandsBlock, buttonBlock, cardsBlock, cardsSliderBlock,
  contactFormBlock, contentBlock, faqsBlock, headerBannerBlock, imageBlock, infoCardBlock, instagramSliderBlock,
  looksBlogsOverviewBlock, looksOverviewBlock, productListingBlock, productSliderBlock, rawHtmlBlock,
  reviewsBlock, teamBlock, titleBlock, uspsBlock, videoBlock,
];

export const schemaTypes = [...documentTypes, link, siteLink, button, callOutButton, ...blockTypes];
