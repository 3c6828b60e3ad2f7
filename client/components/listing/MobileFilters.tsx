import { useEffect, useRef } from 'react';
import type { ListingState } from '../../../shared/catalogue/listing-state';
import type { Listing } from '../../../shared/catalogue/types';
import { CloseIcon } from '../ui/icons';
import { ListingFilters } from './ListingFilters';
import { SortSelect } from './SortSelect';

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
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      document.body.classList.add('scroll-locked');
    } else if (!open && d.open) {
      d.close();
    }
  }, [open]);
  return (
    <dialog ref={dialog} className="mobile-filters" aria-label="Filters en sorteren"
      onClose={() => { document.body.classList.remove('scroll-locked'); onClose(); }}>
      <div className="mobile-filters__bar">
        <h2 className="mobile-filters__title">Filters en sorteren</h2>
        <button type="button" className="icon-button" aria-label="Filters sluiten" onClick={() => dialog.current?.close()}><CloseIcon /></button>
      </div>
      <div className="mobile-filters__body">
        <SortSelect pathname={pathname} state={state} listing={listing} />
        <ListingFilters pathname={pathname} state={state} listing={listing} defaultManufacturer={defaultManufacturer} />
      </div>
      <div className="mobile-filters__footer">
        <button type="button" className="button button--primary button--block" onClick={() => dialog.current?.close()}>
          Toon {listing.total} resultaten
        </button>
      </div>
    </dialog>
  );
}
