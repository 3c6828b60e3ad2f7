import type { SanityImage } from '../../../shared/content/types';

interface Props {
  image: SanityImage;
  sizes: string;
  className?: string;
  priority?: boolean;
}

/** A content image with the URLs the worker resolved; width and height keep its space. */
export function ContentImage({ image, sizes, className, priority = false }: Props) {
  const urls = image.urls;
  if (!urls) return null;
  return (
    <img className={className} src={urls.src} srcSet={urls.srcSet} sizes={sizes} width={urls.width} height={urls.height}
      alt={image.alt ?? ''} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : 'auto'} decoding="async" />
  );
}
