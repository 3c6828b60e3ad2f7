import type { ListingState } from '../../../shared/catalogue/listing-state';
import type { Listing } from '../../../shared/catalogue/types';
import { CloseIcon } from '../ui/icons';
import { useModalDialog } from '../ui/use-modal-dialog';
import { ListingFilters } from './ListingFilters';
import { SortSelect } from './SortSelect';
import { useSnippets } from '../../lib/snippets';

interface Props {
  open: boolean;
  onClose: () => void;
  pathname: string;
  state: ListingState;
  listing: Listing;
  defaultManufacturer?: string | undefined;
}

/**
 * The full-screen filter and sort menu under 1024 px: a modal dialog (page scroll locked and
 * restored, focus trapped and returned). Loaded on first open.
 */
export default function MobileFilters({ open, onClose, pathname, state, listing, defaultManufacturer }: Props) {
  const { text } = useSnippets();
  const modal = useModalDialog(open, onClose);
  return (
    <dialog ref={modal.ref} className="mobile-filters" aria-label={text('listing.filtersAndSort', 'Filters and sorting')} onClose={modal.onClose}>
      <div className="mobile-filters__bar">
        <h2 className="mobile-filters__title">{text('listing.filtersAndSort', 'Filters and sorting')}</h2>
        <button type="button" className="icon-button" aria-label={text('listing.closeFilters', 'Close filters')} onClick={modal.close}><CloseIcon /></button>
      </div>
      <div className="mobile-filters__body">
        <SortSelect pathname={pathname} state={state} listing={listing} />
        <ListingFilters pathname={pathname} state={state} listing={listing} defaultManufacturer={defaultManufacturer} />
      </div>
      <div className="mobile-filters__footer">
        <button type="button" className="button button--primary button--block" onClick={modal.close}>
          {text('listing.showResults', 'Show {count} results', { count: String(listing.total) })}
        </button>
      </div>
    </dialog>
  );
}
