// A category's product listing on a content page, with the listing's own filters, sort and
// pagination (its state in the page's query string). `categoryId` is a Shopware id or a path
// of category names ('Dames/Kleding/Jurken/') walked through the main navigation's tree (the
// page's state carries the category found, not the tree: categoryPathQuery); a
// path that names no category shows the block's failure fallback, never the whole assortment.
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { parseListingState } from '../../../shared/catalogue/listing-state';
import type { BlockOfType } from '../../../shared/content/types';
import { useApi } from '../../app';
import { categoryPathQuery } from '../../queries/catalogue';
import { listingQuery } from '../../queries/listing';
import { ListingView } from '../listing/ListingView';
import { blockFailedMessage } from './BlockList';
import { PartBoundary } from '../ui/PartBoundary';
import { useShownQuery } from './use-shown-query';

export default function ProductListing({ block }: { block: BlockOfType<'ProductListing'> }) {
  const { data: categoryId } = useSuspenseQuery(categoryPathQuery(useApi(), block.categoryId ?? ''));
  useEffect(() => {
    if (!categoryId) console.warn(`ProductListing: no category matches "${block.categoryId}"`);
  }, [categoryId, block.categoryId]);
  const fallback = <div className="block-error container" role="alert">{blockFailedMessage(block._type)}</div>;
  if (!categoryId) return fallback;
  return (
    <PartBoundary message="ProductListing failed to load" fallback={fallback}>
      <CategoryListing categoryId={categoryId} title={block.title ?? ''} />
    </PartBoundary>
  );
}

function CategoryListing({ categoryId, title }: { categoryId: string; title: string }) {
  const [params] = useSearchParams();
  const state = parseListingState(params);
  const { data: listing, pending } = useShownQuery(listingQuery(useApi(), { categoryId, state }));
  return (
    <div className={`product-listing-block${pending ? ' is-pending' : ''}`} aria-busy={pending}>
      <ListingView title={title} listing={listing} state={state} headingLevel="h2" />
    </div>
  );
}
