// Media entities for generated product images. The picture itself is drawn by media.ts from
// its URL alone (who wears it, garment, colour, view and the name's slug, which gives the cut
// and the pattern; a look's URL lists its outfit), so no image is stored anywhere.
import { stableId } from './ids';
import type { Wearer } from '../../pictures/render';

/** The garment silhouettes media.ts can draw; each category chooses one. */
export const GARMENTS = [
  'dress', 'top', 'shirt', 'knit', 'trousers', 'jeans', 'skirt', 'coat', 'blazer', 'shorts',
  'sneaker', 'boot', 'sandal', 'pump', 'loafer', 'bag', 'scarf', 'belt', 'jewellery', 'sunglasses', 'cap',
  'giftcard', 'look',
] as const;
export type Garment = (typeof GARMENTS)[number];

/** Portrait studio photos, like the product shots of a fashion shop. */
export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 1600;
/** Shopware's default thumbnail sizes for product media. */
export const THUMBNAIL_WIDTHS = [400, 800, 1920] as const;

export interface ImageRef {
  /** The entity the image belongs to (product or landing page id); keys the media id. */
  ownerId: string;
  /** Whose clothes: the model on the picture is a woman, a man or either. */
  wearer: Wearer;
  garment: Garment;
  /** A look's outfit (pictures/style.ts outfitCode); only for garment 'look'. */
  outfit?: string;
  /** Six hex digits without '#'. */
  hex: string;
  /** 1 = on a model, 2 = front, 3 = back, 4 = detail (pictures/render.ts). */
  view: number;
  /** Human-readable file name (slug) and alt text. */
  slug: string;
  alt: string;
}

/** Root-relative path of an image (thumbnail when width is given). */
export function imagePath(ref: Pick<ImageRef, 'wearer' | 'garment' | 'hex' | 'view' | 'slug' | 'outfit'>, width?: number): string {
  const size = width ? `_${width}x${Math.round((width * IMAGE_HEIGHT) / IMAGE_WIDTH)}` : '';
  if (ref.garment === 'look') return `/media/look/${ref.wearer}/${ref.hex}/${ref.outfit ?? ''}/${ref.slug}${size}.svg`;
  return `/media/product/${ref.wearer}/${ref.garment}/${ref.hex}/${ref.view}/${ref.slug}${size}.svg`;
}

export function mediaId(ref: Pick<ImageRef, 'ownerId' | 'view'>): string {
  return stableId(`media:${ref.ownerId}:${ref.view}`);
}

/** A Store API Media entity with Shopware's thumbnail set; origin is the request's origin. */
export function mediaEntity(origin: string, ref: ImageRef) {
  const id = mediaId(ref);
  const path = imagePath(ref);
  return {
    id,
    mimeType: 'image/svg+xml',
    fileExtension: 'svg',
    fileName: ref.slug,
    fileSize: 12288,
    title: ref.alt,
    alt: ref.alt,
    url: origin + path,
    path: path.slice(1),
    hasFile: true,
    private: false,
    metaData: { width: IMAGE_WIDTH, height: IMAGE_HEIGHT },
    uploadedAt: '2026-01-05T09:00:00.000+00:00',
    customFields: {},
    translated: { alt: ref.alt, title: ref.alt, customFields: {} },
    thumbnails: THUMBNAIL_WIDTHS.map((width) => {
      const height = Math.round((width * IMAGE_HEIGHT) / IMAGE_WIDTH);
      return {
        id: stableId(`thumbnail:${id}:${width}`),
        mediaId: id,
        width,
        height,
        url: origin + imagePath(ref, width),
        path: imagePath(ref, width).slice(1),
        customFields: {},
        apiAlias: 'media_thumbnail',
      };
    }),
    apiAlias: 'media',
  };
}

export type MediaEntity = ReturnType<typeof mediaEntity>;

/** Turns a name into a file-name slug: lowercase, ascii, hyphens. */
export function fileSlug(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/&/g, 'en').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
