// Block type → lazily loaded component. Each block is its own chunk, so a page loads only
// the code of the blocks it shows. Blocks not registered here yet are skipped by the
// renderer (they arrive with the content-blocks issue); a type the content model does not
// know at all shows 'Failed to load component: {type}'.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { BlockOfType, ContentBlockType } from '../../../shared/content/types';

type BlockComponent<T extends ContentBlockType> = LazyExoticComponent<ComponentType<{ block: BlockOfType<T> }>>;
export type BlockRegistry = { [T in ContentBlockType]?: BlockComponent<T> };

export const blockRegistry: BlockRegistry = {
  HeaderBanner: lazy(() => import('./HeaderBanner')),
  Usps: lazy(() => import('./Usps')),
  ProductSlider: lazy(() => import('./ProductSlider')),
  Cards: lazy(() => import('./Cards')),
  Title: lazy(() => import('./Title')),
};
