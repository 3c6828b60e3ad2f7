// Asset ids and the file names the CDN serves them under. Sanity names an image asset
// `image-<hash>-<w>x<h>-<ext>` and serves it as `<hash>-<w>x<h>.<ext>`; a file asset
// `file-<hash>-<ext>` is served as `<hash>.<ext>`.
// The emulator has no asset store: an image is drawn from its id alone. The first hex digit
// of the hash picks the motif, so the dataset can ask for a portrait for a team member and a
// landscape for a campaign banner while the rest of the hash varies colours and layout. A
// picture that must show one thing (a journal cover and its alt text) names a scene instead:
// motif 'scene', and the next two hex digits are the scene's index in IMAGE_SCENES (scenes.ts).

export const IMAGE_MOTIFS = ['figure', 'portrait', 'still-life', 'landscape', 'abstract', 'fabric', 'scene'] as const;
export type ImageMotif = (typeof IMAGE_MOTIFS)[number];

/** Pictures of one subject each (scenes.ts draws them); append only, the index is in asset ids. */
export const IMAGE_SCENES = [
  'camel-coat', 'folded-knits', 'swatches', 'sewing-table', 'flax-field', 'navy-suit', 'sage-dress', 'thread-spools',
  'care-labels', 'grey-wool-coat', 'burgundy-teddy', 'dunes-sea', 'shop-interior', 'wrapped-gifts',
] as const;
export type ImageScene = (typeof IMAGE_SCENES)[number];

export interface ImageAssetName {
  hash: string;
  motif: ImageMotif;
  /** Set when motif is 'scene'. */
  scene?: ImageScene;
  width: number;
  height: number;
}

/** The largest side the emulator draws; larger ids are refused rather than rendered. */
const MAX_SIDE = 8000;

/** Gives `hash` (40 hex) the motif's digit in front. */
export function withMotif(hash: string, motif: ImageMotif): string {
  return IMAGE_MOTIFS.indexOf(motif).toString(16) + hash.slice(1);
}

/** Gives `hash` (40 hex) the scene's motif digit and its index. */
export function withScene(hash: string, scene: ImageScene): string {
  return IMAGE_MOTIFS.indexOf('scene').toString(16) + IMAGE_SCENES.indexOf(scene).toString(16).padStart(2, '0') + hash.slice(3);
}

export function imageAssetId(hash: string, width: number, height: number, ext = 'svg'): string {
  return `image-${hash}-${width}x${height}-${ext}`;
}

export function fileAssetId(hash: string, ext: string): string {
  return `file-${hash}-${ext}`;
}

/** Parses the CDN file name of an image (`<hash>-<w>x<h>.<ext>`), or null. */
export function parseImageFileName(fileName: string): ImageAssetName | null {
  const match = /^([0-9a-f]{40})-(\d{1,5})x(\d{1,5})\.([a-z]+)$/.exec(fileName);
  if (!match) return null;
  const [, hash, w, h] = match as unknown as [string, string, string, string];
  const width = Number(w);
  const height = Number(h);
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return null;
  const motif = IMAGE_MOTIFS[parseInt(hash[0]!, 16) % IMAGE_MOTIFS.length]!;
  if (motif !== 'scene') return { hash, motif, width, height };
  // An index past the list (an id no dataset made) draws an abstract picture, never an error.
  const scene = IMAGE_SCENES[parseInt(hash.slice(1, 3), 16)];
  return scene ? { hash, motif, scene, width, height } : { hash, motif: 'abstract', width, height };
}

/** Parses the CDN file name of a file asset (`<hash>.<ext>`), or null. */
export function parseFileName(fileName: string): { hash: string; ext: string } | null {
  const match = /^([0-9a-f]{40})\.([a-z0-9]+)$/.exec(fileName);
  return match ? { hash: match[1]!, ext: match[2]! } : null;
}
