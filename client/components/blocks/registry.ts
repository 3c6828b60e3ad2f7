// Block type → component, for every type of the content model: the mapped type has no `?`,
// so adding a type to CONTENT_BLOCK_TYPES without registering it here fails the type check.
// Blocks that usually open a page (banner, title, USPs) are small and part of the entry.
// Every other block is its own chunk: loaded on the server before the render (so its HTML is
// in the first HTML), and in the browser either before hydration (`preloadable`: blocks the
// page is about) or when it nears the viewport (`inView`, decision 005). A type the content
// model does not know shows 'Failed to load component: {type}' (BlockList), as does a block
// whose chunk fails.
import type { ComponentType } from 'react';
import type { BlockOfType, ContentBlockType } from '../../../shared/content/types';
import HeaderBanner from './HeaderBanner';
import Title from './Title';
import Usps from './Usps';
import { inView, preloadable } from './preloadable';

type BlockComponent<T extends ContentBlockType> = ComponentType<{ block: BlockOfType<T> }>;
export type BlockRegistry = { [T in ContentBlockType]: BlockComponent<T> };

export const blockRegistry: BlockRegistry = {
  HeaderBanner,
  Title,
  Usps,
  ProductSlider: inView(() => import('./ProductSlider')),
  Cards: inView(() => import('./Cards')),
  Brands: preloadable(() => import('./Brands')),
  BlogOverview: preloadable(() => import('./BlogOverview')),
  BlogSlider: inView(() => import('./BlogSlider')),
  BlogRelated: inView(() => import('./BlogRelated')),
  LooksOverview: preloadable(() => import('./LooksOverview')),
  LooksBlogsOverview: preloadable(() => import('./LooksBlogsOverview')),
  ProductListing: preloadable(() => import('./ProductListing')),
  Button: inView(() => import('./Button')),
  CardsSlider: inView(() => import('./CardsSlider')),
  Content: inView(() => import('./Content')),
  FAQs: inView(() => import('./FAQs')),
  Image: inView(() => import('./Image')),
  InfoCard: inView(() => import('./InfoCard')),
  InstagramSlider: inView(() => import('./InstagramSlider')),
  RawHTML: inView(() => import('./RawHTML')),
  Reviews: inView(() => import('./Reviews')),
  Team: inView(() => import('./Team')),
  Video: inView(() => import('./Video')),
  // Its chunk is modulepreloaded and loaded before hydration: the form works from the first keystroke.
  ContactForm: preloadable(() => import('./ContactForm')),
};
