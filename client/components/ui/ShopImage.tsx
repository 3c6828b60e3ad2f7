import { useState } from 'react';
import type { ShopImage as ShopImageData } from '../../../shared/catalogue/types';

interface Props {
  image: ShopImageData | null;
  sizes: string;
  priority?: boolean;
  className?: string;
}

/**
 * A catalogue image with width and height (so nothing shifts), a srcset from the backend's
 * thumbnails, and a 'no image' placeholder when loading fails. Keyed by URL by its callers
 * so the failure resets when the URL changes.
 */
function Img({ image, sizes, priority, className }: Props & { image: ShopImageData }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <NoImage className={className} />;
  const srcSet = image.sources.length ? image.sources.map((s) => `${s.url} ${s.width}w`).join(', ') : undefined;
  return (
    <img
      className={className}
      src={image.sources.find((s) => s.width >= 800)?.url ?? image.url}
      srcSet={srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

export function NoImage({ className }: { className?: string | undefined }) {
  return <div className={`no-image ${className ?? ''}`} role="img" aria-label="Geen afbeelding beschikbaar"><span>no image</span></div>;
}

export function ShopImage(props: Props) {
  if (!props.image) return <NoImage className={props.className} />;
  return <Img key={props.image.url} {...props} image={props.image} />;
}
