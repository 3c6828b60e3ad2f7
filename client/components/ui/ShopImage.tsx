import type { ShopImage as ShopImageData } from '../../../shared/catalogue/types';
import { ResponsiveImage, type ImageProps, type ImageSource } from './ResponsiveImage';

export { NoImage } from './ResponsiveImage';

/** A catalogue image: the backend's thumbnails become the srcset. */
export function shopImageSource(image: ShopImageData): ImageSource {
  return {
    src: image.sources.find((s) => s.width >= 800)?.url ?? image.url,
    srcSet: image.sources.map((s) => `${s.url} ${s.width}w`).join(', '),
    width: image.width,
    height: image.height,
    alt: image.alt,
  };
}

export function ShopImage({ image, ...props }: ImageProps & { image: ShopImageData | null }) {
  return <ResponsiveImage image={image && shopImageSource(image)} {...props} />;
}
