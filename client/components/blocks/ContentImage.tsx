import type { SanityImage } from '../../../shared/content/types';
import { ResponsiveImage } from '../ui/ResponsiveImage';

interface Props {
  image: SanityImage;
  sizes: string;
  className?: string;
  priority?: boolean;
}

/** A content image, through the shop's one image component with the URLs the worker resolved. */
export function ContentImage({ image, sizes, className, priority = false }: Props) {
  const urls = image.urls;
  if (!urls) return null;
  return <ResponsiveImage image={{ ...urls, alt: image.alt ?? '' }} sizes={sizes} className={className} priority={priority} />;
}
