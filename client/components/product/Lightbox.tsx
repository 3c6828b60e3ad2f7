// The gallery's full-screen view (a lazy chunk): a native modal dialog with the images at
// full size, previous/next (buttons and arrow keys) and zoom (click or the zoom button; the
// zoomed image follows the pointer). Escape, the close button and the backdrop close it.
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { ShopImage as ShopImageData } from '../../../shared/catalogue/types';
import { useSnippets } from '../../lib/snippets';
import { shopImageSource } from '../ui/ShopImage';
import { ChevronLeft, ChevronRight, CloseIcon } from '../ui/icons';
import { useModalDialog } from '../ui/use-modal-dialog';

interface Props {
  images: ShopImageData[];
  name: string;
  start: number;
  onClose: (lastIndex: number) => void;
}

export default function Lightbox({ images, name, start, onClose }: Props) {
  const { text } = useSnippets();
  const [index, setIndex] = useState(start);
  const [zoom, setZoom] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const modal = useModalDialog(true, () => onClose(index));
  const count = images.length;
  const image = images[index]!;
  const source = shopImageSource(image);

  const go = (step: number) => {
    setZoom(false);
    setIndex((i) => (i + step + count) % count);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (count > 1 && (e.key === 'ArrowRight' || e.key === 'ArrowLeft')) {
      e.preventDefault();
      go(e.key === 'ArrowRight' ? 1 : -1);
    }
  };
  const follow = (e: MouseEvent<HTMLElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    setOrigin(`${((e.clientX - box.left) / box.width) * 100}% ${((e.clientY - box.top) / box.height) * 100}%`);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a backdrop click on a native modal <dialog> and arrow keys for its images; Escape closes it natively
    <dialog ref={modal.ref} className="lightbox" aria-label={text('product.lightbox.label', '{name}: image {index} of {count}', { name, index: index + 1, count })}
      onClose={modal.onClose} onClick={modal.onBackdropClick} onKeyDown={onKeyDown}>
      <div className="lightbox__bar">
        <p className="lightbox__count" aria-live="polite">{index + 1} / {count}</p>
        <button type="button" className="icon-button lightbox__zoom" aria-pressed={zoom} onClick={() => setZoom(!zoom)}>
          {zoom ? text('product.lightbox.zoomOut', 'Zoom out') : text('product.lightbox.zoomIn', 'Zoom in')}
        </button>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the modal dialog as it opens */}
        <button type="button" className="icon-button" aria-label={text('cart.added.close', 'Close')} onClick={modal.close} autoFocus><CloseIcon /></button>
      </div>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- click to zoom for the pointer; the zoom button does the same for the keyboard */}
      <figure className={`lightbox__figure${zoom ? ' lightbox__figure--zoomed' : ''}`}
        onClick={(e) => { follow(e); setZoom(!zoom); }} onPointerMove={zoom ? follow : undefined}>
        <img key={source.src} className="lightbox__image" src={image.url} srcSet={source.srcSet || undefined} sizes={zoom ? '200vw' : '100vw'}
          width={image.width} height={image.height} alt={image.alt} style={{ transformOrigin: origin }} />
      </figure>
      {count > 1 && (
        <>
          <button type="button" className="icon-button lightbox__step lightbox__step--prev" aria-label={text('product.lightbox.previous', 'Previous image')} onClick={() => go(-1)}><ChevronLeft /></button>
          <button type="button" className="icon-button lightbox__step lightbox__step--next" aria-label={text('product.lightbox.next', 'Next image')} onClick={() => go(1)}><ChevronRight /></button>
        </>
      )}
    </dialog>
  );
}
