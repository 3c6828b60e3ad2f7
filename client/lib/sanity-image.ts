// Sanity image URLs through @sanity/image-url, with the spec's presets (section 9).
import { createImageUrlBuilder } from '@sanity/image-url';
import type { SanityImage } from '../../shared/content/types';
import type { PublicEnv } from '../../shared/public-env';

export const IMAGE_PRESETS = {
  hero: { format: 'webp', width: 1600, height: 800, quality: 80 },
  thumbnail: { format: 'webp', width: 400, quality: 85 },
} as const;

/** Dimensions from the asset id (image-<hash>-<w>x<h>-<ext>); 0 x 0 when unreadable. */
export function imageDimensions(image: SanityImage | null | undefined): { width: number; height: number; ratio: number } {
  const match = /-(\d+)x(\d+)-[a-z]+$/.exec(image?.asset?._ref ?? '');
  if (!match) return { width: 0, height: 0, ratio: 0 };
  const width = Number(match[1]);
  const height = Number(match[2]);
  return { width, height, ratio: height ? width / height : 0 };
}

export function imageUrlBuilder(env: PublicEnv) {
  const builder = createImageUrlBuilder({ projectId: env.images.projectId, dataset: env.images.dataset, baseUrl: env.images.baseUrl });
  return (image: SanityImage, width: number, height?: number, quality = 80) => {
    let b = builder.image(image).width(width).quality(quality).format('webp').fit('crop');
    if (height) b = b.height(height);
    return b.url();
  };
}
