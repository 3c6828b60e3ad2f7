// Block type → component, for every type of the content model: the mapped type has no `?`,
// so adding a type to CONTENT_BLOCK_TYPES without registering it here fails the type check.
// Blocks that usually open a page (banner, title, USPs) are small and render in the page's
// first HTML, so the largest paint never waits for a streamed segment; every other block is
// its own chunk, loaded when a page shows it. A type the content model does not know shows
// 'Failed to load component: {type}' (BlockList), as does a block whose chunk fails.
import { lazy, type ComponentType } from 'react';
import type { BlockOfType, ContentBlockType } from '../../../shared/content/types';
import HeaderBanner from './HeaderBanner';
import Title from './Title';
import Usps from './Usps';
import { preloadable } from './preloadable';

type BlockComponent<T extends ContentBlockType> = ComponentType<{ block: BlockOfType<T> }>;
export type BlockRegistry = { [T in ContentBlockType]: BlockComponent<T> };

export const blockRegistry: BlockRegistry = {
  HeaderBanner,
  Title,
  Usps,
  ProductSlider: lazy(() => import('./ProductSlider')),
  Cards: lazy(() => import('./Cards')),
  Brands: preloadable(() => import('./Brands')),
  BlogOverview: preloadable(() => import('./BlogOverview')),
  BlogSlider: preloadable(() => import('./BlogSlider')),
  BlogRelated: preloadable(() => import('./BlogRelated')),
  LooksOverview: preloadable(() => import('./LooksOverview')),
  LooksBlogsOverview: preloadable(() => import('./LooksBlogsOverview')),
  ProductListing: preloadable(() => import('./ProductListing')),
  Button: lazy(() => import('./Button')),
  CardsSlider: lazy(() => import('./CardsSlider')),
  Content: lazy(() => import('./Content')),
  FAQs: lazy(() => import('./FAQs')),
  Image: lazy(() => import('./Image')),
  InfoCard: lazy(() => import('./InfoCard')),
  InstagramSlider: lazy(() => import('./InstagramSlider')),
  RawHTML: lazy(() => import('./RawHTML')),
  Reviews: lazy(() => import('./Reviews')),
  Team: lazy(() => import('./Team')),
  Video: lazy(() => import('./Video')),
  // Its chunk is modulepreloaded and loaded before hydration: the form works from the first keystroke.
  ContactForm: preloadable(() => import('./ContactForm')),
};
