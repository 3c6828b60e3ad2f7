import { Suspense, useRef, useState, type KeyboardEvent } from 'react';
import type { ShopImage as ShopImageData } from '../../../shared/catalogue/types';
import { useSnippets } from '../../lib/snippets';
import { ShopImage } from '../ui/ShopImage';
import { Lightbox, loadExtras } from './load-extras';

/**
 * The product's images: a scroll-snapping row (swipe and trackpad work natively, even before
 * any script), thumbnails, arrow keys, Home and End, and a full-screen view with zoom in a
 * modal dialog (a lazy chunk, fetched when the pointer reaches the images).
 */
export function Gallery({ images, name }: { images: ShopImageData[]; name: string }) {
  const track = useRef<HTMLUListElement>(null);
  const { text } = useSnippets();
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState<number | null>(null);
  const count = images.length;

  const go = (to: number) => {
    const el = track.current!;
    const next = (to + count) % count;
    el.scrollTo({ left: next * el.clientWidth }); // smoothly, unless reduced motion (product.css)
    setIndex(next);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 }[e.key];
    if (to === undefined || count < 2) return;
    e.preventDefault();
    go(to);
    // The focused image follows, so the next key press moves on from there.
    track.current!.querySelectorAll('button')[(to + count) % count]?.focus({ preventScroll: true });
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys delegated from the image buttons inside
    <section className="pdp-gallery" aria-label={text('product.gallery.label', 'Images of {name}', { name })} onKeyDown={onKeyDown}>
      <ul ref={track} className="pdp-gallery__track" onPointerEnter={() => void loadExtras()}
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth) || 0)}>
        {images.map((image, i) => (
          <li key={image.url} className="pdp-gallery__slide">
            <button type="button" className="pdp-gallery__open" tabIndex={i === index ? 0 : -1}
              aria-label={text('product.gallery.zoomImage', 'View image {index} of {count} enlarged', { index: i + 1, count })} onClick={() => setZoomed(i)}>
              <ShopImage image={image} priority={i === 0} className="pdp-gallery__image" sizes="(min-width: 1024px) 48vw, 100vw" />
            </button>
          </li>
        ))}
      </ul>
      {count > 1 && (
        <ul className="pdp-gallery__thumbs">
          {images.map((image, i) => (
            <li key={image.url}>
              <button type="button" className="pdp-gallery__thumb" aria-label={text('product.gallery.showImage', 'Show image {index}', { index: i + 1 })} aria-current={i === index ? 'true' : undefined} onClick={() => go(i)}>
                <ShopImage image={image} className="pdp-gallery__thumb-image" sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomed !== null && (
        <Suspense fallback={null}>
          <Lightbox images={images} name={name} start={zoomed} onClose={(last) => { setZoomed(null); go(last); }} />
        </Suspense>
      )}
    </section>
  );
}
