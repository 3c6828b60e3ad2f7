import { useEffect, useRef, useState } from 'react';
import { IMAGE_FAILED_ATTRIBUTE } from '../../../shared/page/early-press';
import { useSnippets } from '../../lib/snippets';

/** What every image of the shop renders from: URLs resolved by the worker, and its box. */
export interface ImageSource {
  src: string;
  srcSet?: string | undefined;
  width: number;
  height: number;
  alt: string;
}

export interface ImageProps {
  sizes: string;
  priority?: boolean;
  className?: string | undefined;
}

/**
 * The one image component: width and height keep its space (nothing shifts), a srcset lets
 * the browser pick the rendition for the screen and density, and a 'no image' placeholder
 * stands in when loading fails. Keyed by URL so the failure resets when the URL changes.
 */
export function ResponsiveImage({ image, ...props }: ImageProps & { image: ImageSource | null }) {
  if (!image) return <NoImage className={props.className} />;
  return <Img key={image.src} image={image} {...props} />;
}

function Img({ image, sizes, priority, className }: ImageProps & { image: ImageSource }) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  // A failure before this code ran (the server's image, before hydration) was noted by the
  // head's script (shared/page/early-press.ts): it ends as one heard here would.
  useEffect(() => {
    if (img.current?.hasAttribute(IMAGE_FAILED_ATTRIBUTE)) setFailed(true);
  }, []);
  if (failed) return <NoImage className={className} />;
  return (
    <img
      ref={img}
      className={className}
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={sizes}
      width={image.width || undefined}
      height={image.height || undefined}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      // The leading image paints with the first frame; the rest decode off the main thread.
      decoding={priority ? 'auto' : 'async'}
      onError={() => setFailed(true)}
    />
  );
}

export function NoImage({ className }: { className?: string | undefined }) {
  const { text } = useSnippets();
  return (
    <div className={`no-image ${className ?? ''}`} role="img" aria-label={text('image.missingLabel', 'No image available')}>
      <span aria-hidden="true">{text('image.missing', 'no image')}</span>
    </div>
  );
}
