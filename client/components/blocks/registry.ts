// Block type → component, for every type of the content model: the mapped type has no `?`,
// so adding a type to CONTENT_BLOCK_TYPES without registering it here fails the type check.
// The title, which opens nearly every content page, is part of the content frame's chunk.
// Every other block is its own chunk, loaded on the server before the render (so its HTML is
// in the first HTML, working without JavaScript). In the browser: before hydration
// (`preloadable`, modulepreloaded: overviews and the contact form, whose first click or
// keystroke needs their code), when it nears the viewport (`inView`: the video, which plays
// on sight) or when the shopper reaches for it (`onIntent`: the rest, static until then;
// decision 005). A type the content
// model does not know shows 'Failed to load component: {type}' (BlockList), as does a block
// whose chunk fails.
import type { ComponentType } from 'react';
import type { BlockOfType, ContentBlockType } from '../../../shared/content/types';
import Title from './Title';
import { inView, onIntent, preloadable } from '../../lib/preloadable';

type BlockComponent<T extends ContentBlockType> = ComponentType<{ block: BlockOfType<T> }>;
export type BlockRegistry = { [T in ContentBlockType]: BlockComponent<T> };

export const blockRegistry: BlockRegistry = {
  // A banner and a row of USPs open some pages, not all: chunks of their own, loaded before
  // hydration where the page has them (the title opens nearly every page: in the frame).
  HeaderBanner: preloadable(() => import('./HeaderBanner')),
  Title,
  Usps: preloadable(() => import('./Usps')),
  ProductSlider: onIntent(() => import('./ProductSlider')),
  Cards: onIntent(() => import('./Cards')),
  Brands: preloadable(() => import('./Brands')),
  BlogOverview: onIntent(() => import('./BlogOverview')),
  BlogSlider: onIntent(() => import('./BlogSlider')),
  BlogRelated: onIntent(() => import('./BlogRelated')),
  LooksOverview: preloadable(() => import('./LooksOverview')),
  LooksBlogsOverview: preloadable(() => import('./LooksBlogsOverview')),
  ProductListing: preloadable(() => import('./ProductListing')),
  Button: onIntent(() => import('./Button')),
  CardsSlider: onIntent(() => import('./CardsSlider')),
  Content: onIntent(() => import('./Content')),
  FAQs: onIntent(() => import('./FAQs')),
  Image: onIntent(() => import('./Image')),
  InfoCard: onIntent(() => import('./InfoCard')),
  InstagramSlider: onIntent(() => import('./InstagramSlider')),
  RawHTML: onIntent(() => import('./RawHTML')),
  Reviews: onIntent(() => import('./Reviews')),
  Team: onIntent(() => import('./Team')),
  Video: inView(() => import('./Video')),
  // A native form until the shopper reaches for it (a post without JavaScript works); what was
  // typed by then is carried over to the live form.
  ContactForm: onIntent(() => import('./ContactForm')),
};
