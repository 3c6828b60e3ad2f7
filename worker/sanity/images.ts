// Content images → ready URLs (spec section 9), built in the worker so the browser carries no
// image-URL code. Sanity images go through @sanity/image-url: webp, quality 80 unless a preset
// says otherwise, widths at the spec's screens (xs 320 … 2xl 1536) or the preset's widths,
// each at densities 1 and 2, crop and hotspot honoured by the builder.
import { createImageUrlBuilder } from '@sanity/image-url';
import type { ResolvedImageUrls, SanityImage } from '../../shared/content/types';
import type { Config } from '../env';

/** The spec's screens: xs 320, sm 640, md 768, lg 1024, xl 1280, xxl and 2xl 1536. */
export const SCREEN_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
export const DENSITIES = [1, 2] as const;
export const DEFAULT_QUALITY = 80;
/** Without a preset, images are never served wider than this. */
export const MAX_WIDTH = 1600;

interface Preset {
  /** The widths the layout shows the image at (before densities). */
  widths: readonly number[];
  /** Fixed aspect ratio (width / height); absent keeps the image's own. */
  ratio?: number;
  quality: number;
}

/** hero webp 1600x800 q80; thumbnail webp width 400 q85; banner 1600/600; team q65 400/600. */
export const IMAGE_PRESETS = {
  hero: { widths: [...SCREEN_WIDTHS.filter((w) => w < 1600), 1600], ratio: 2, quality: 80 },
  banner: { widths: [1600, 600], quality: 80 },
  bannerMobile: { widths: [600], quality: 80 },
  thumbnail: { widths: [400], quality: 85 },
  team: { widths: [400, 600], quality: 65 },
} as const satisfies Record<string, Preset>;

export type ImagePreset = keyof typeof IMAGE_PRESETS;
export const IMAGE_PROVIDERS = ['sanity'] as const;
export type ImageProvider = (typeof IMAGE_PROVIDERS)[number];

function preset(name: string | undefined): Preset | undefined {
  if (name === undefined) return undefined;
  if (!Object.hasOwn(IMAGE_PRESETS, name)) throw new Error(`Unknown image preset: ${name}`);
  return IMAGE_PRESETS[name as ImagePreset];
}

/** Width, height and ratio from the asset id (image-<hash>-<w>x<h>-<ext>); 0, 0, 0 when unreadable. */
export function imageDimensions(image: Pick<SanityImage, 'asset'> | null | undefined): { width: number; height: number; ratio: number } {
  const match = /-(\d+)x(\d+)-[a-z]+$/.exec(image?.asset?._ref ?? '');
  const width = match ? Number(match[1]) : 0;
  const height = match ? Number(match[2]) : 0;
  if (!width || !height) return { width: 0, height: 0, ratio: 0 };
  return { width, height, ratio: width / height };
}

/** Every width to offer in a srcset: each layout width at each density, never above the source. */
export function renditionWidths(layoutWidths: readonly number[], sourceWidth: number): number[] {
  const cap = sourceWidth > 0 ? sourceWidth : Infinity;
  const all = layoutWidths.flatMap((w) => DENSITIES.map((d) => Math.min(w * d, cap)));
  return [...new Set(all)].sort((a, b) => a - b);
}

export type ImageResolver = (image: SanityImage, presetName?: string) => ResolvedImageUrls;

export function createImageResolver(config: Config, provider: string = 'sanity'): ImageResolver {
  if (!(IMAGE_PROVIDERS as readonly string[]).includes(provider)) throw new Error(`Unknown image provider: ${provider}`);
  const builder = createImageUrlBuilder({
    projectId: config.sanity.projectId,
    dataset: config.sanity.dataset,
    ...(config.sanity.cdnHost ? { baseUrl: config.sanity.cdnHost } : {}),
  });

  return function resolve(image, presetName) {
    const p = preset(presetName);
    const own = imageDimensions(image);
    const quality = p?.quality ?? DEFAULT_QUALITY;
    const layout = p?.widths ?? [...SCREEN_WIDTHS.filter((w) => w < Math.min(own.width || MAX_WIDTH, MAX_WIDTH)), Math.min(own.width || MAX_WIDTH, MAX_WIDTH)];
    const ratio = p?.ratio ?? (own.ratio || 1);
    const url = (w: number) => builder.image(image).width(w).height(Math.round(w / ratio)).fit('crop').format('webp').quality(quality).url();
    // The largest layout width at density 1 is what `src` and the reserved box use.
    const width = Math.min(Math.max(...layout), own.width || Infinity);
    const widths = renditionWidths(layout, own.width);
    return {
      src: url(width),
      srcSet: widths.map((w) => `${url(w)} ${w}w`).join(', '),
      width,
      height: Math.round(width / ratio),
    };
  };
}

const isSanityImage = (v: unknown): v is SanityImage =>
  typeof v === 'object' && v !== null && (v as SanityImage)._type === 'image'
  && typeof (v as SanityImage).asset?._ref === 'string' && (v as SanityImage).asset._ref.startsWith('image-');

/** Fields whose image uses a preset, by the `_type` of the object holding them. */
const PRESET_FIELDS: Record<string, Record<string, ImagePreset>> = {
  HeaderBanner: { image: 'hero', imageMobile: 'bannerMobile' },
  Team: { image: 'team' },
};

/** Adds `urls` to every Sanity image in a content tree (a page's blocks, a blog post…). */
export function withImageUrls<T>(value: T, resolve: ImageResolver): T {
  const walk = (node: unknown, presets?: Record<string, ImagePreset>): unknown => {
    if (Array.isArray(node)) return node.map((n) => walk(n, presets));
    if (typeof node !== 'object' || node === null) return node;
    const record = node as Record<string, unknown>;
    const own = typeof record._type === 'string' ? PRESET_FIELDS[record._type] : undefined;
    const fieldPresets = own ?? presets;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(record)) {
      out[key] = isSanityImage(child)
        ? { ...child, urls: resolve(child, fieldPresets?.[key]) }
        : walk(child, fieldPresets);
    }
    return out;
  };
  return walk(value) as T;
}
