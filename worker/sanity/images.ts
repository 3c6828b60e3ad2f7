// Sanity images → ready URLs, built with @sanity/image-url in the worker (spec section 9):
// webp, quality 80, widths at the spec's screens (xs 320 … 2xl 1536, plus 1600 for banners),
// crop and hotspot honoured by the builder. Banner images use the hero preset (1600 x 800).
import { createImageUrlBuilder } from '@sanity/image-url';
import type { ResolvedImageUrls, SanityImage } from '../../shared/content/types';
import type { Config } from '../env';

export const SCREEN_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
export const DEFAULT_QUALITY = 80;

export const IMAGE_PRESETS = {
  hero: { width: 1600, height: 800, quality: 80 },
  bannerMobile: { width: 600, quality: 80 },
  thumbnail: { width: 400, quality: 85 },
} as const;

export type ImagePreset = keyof typeof IMAGE_PRESETS;

/** Width, height and ratio from the asset id (image-<hash>-<w>x<h>-<ext>); 0 when unreadable. */
export function imageDimensions(image: Pick<SanityImage, 'asset'> | null | undefined): { width: number; height: number; ratio: number } {
  const match = /-(\d+)x(\d+)-[a-z]+$/.exec(image?.asset?._ref ?? '');
  if (!match) return { width: 0, height: 0, ratio: 0 };
  const width = Number(match[1]);
  const height = Number(match[2]);
  return { width, height, ratio: height ? width / height : 0 };
}

export function createImageResolver(config: Config) {
  const builder = createImageUrlBuilder({
    projectId: config.sanity.projectId,
    dataset: config.sanity.dataset,
    ...(config.sanity.cdnHost ? { baseUrl: config.sanity.cdnHost } : {}),
  });

  return function resolve(image: SanityImage, preset?: ImagePreset): ResolvedImageUrls {
    const own = imageDimensions(image);
    const p = preset ? IMAGE_PRESETS[preset] : undefined;
    const quality = p?.quality ?? DEFAULT_QUALITY;
    const maxWidth = p?.width ?? (Math.min(own.width || 1600, 1600));
    const ratio = p && 'height' in p ? p.width / p.height : own.ratio || 1;
    const url = (w: number) => builder.image(image).width(w).height(Math.round(w / ratio)).fit('crop').format('webp').quality(quality).url();
    const widths = [...SCREEN_WIDTHS.filter((w) => w < maxWidth), maxWidth];
    return {
      src: url(maxWidth),
      srcSet: widths.map((w) => `${url(w)} ${w}w`).join(', '),
      width: maxWidth,
      height: Math.round(maxWidth / ratio),
    };
  };
}

const isSanityImage = (v: unknown): v is SanityImage =>
  typeof v === 'object' && v !== null && (v as SanityImage)._type === 'image'
  && typeof (v as SanityImage).asset?._ref === 'string' && (v as SanityImage).asset._ref.startsWith('image-');

/** Fields whose image uses a preset, by block type. */
const PRESET_FIELDS: Record<string, Record<string, ImagePreset>> = {
  HeaderBanner: { image: 'hero', imageMobile: 'bannerMobile' },
};

/** Adds `urls` to every Sanity image in a content tree (a page's blocks, a blog post…). */
export function withImageUrls<T>(value: T, resolve: ReturnType<typeof createImageResolver>): T {
  const walk = (node: unknown, presets?: Record<string, ImagePreset>): unknown => {
    if (Array.isArray(node)) return node.map((n) => walk(n));
    if (typeof node !== 'object' || node === null) return node;
    const record = node as Record<string, unknown>;
    const fieldPresets = typeof record._type === 'string' ? PRESET_FIELDS[record._type] : undefined;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(record)) {
      const preset = (fieldPresets ?? presets)?.[key];
      out[key] = isSanityImage(child)
        ? { ...child, urls: resolve(child, preset) }
        : walk(child);
    }
    return out;
  };
  return walk(value) as T;
}
