// Small constructors that keep the seed content readable: an editor's view of a field
// (an image with its alt text, a link, a paragraph with a link in it) instead of raw JSON.
import type {
  Button, ExternalLink, ImageHotspot, InternalLink, KeyedReference, Link, MarkDefinition,
  PortableTextBlock, PortableTextImage, PortableTextSpan, Reference, RichText, SanityFile, SanityImage,
} from '../../../shared/content/types';
import { fileAssetId, imageAssetId, withMotif, withScene, type ImageMotif, type ImageScene } from '../assets/asset-ids';
import { hexFor, keyFor } from './ids';

export interface ImageSpec {
  /** A stable name for the picture; the asset hash derives from it. */
  name: string;
  /** What kind of picture; or `scene`, one named subject (a cover whose alt says what it shows). */
  motif: Exclude<ImageMotif, 'scene'> | { scene: ImageScene };
  width: number;
  height: number;
  alt: string;
  hotspot?: { x: number; y: number };
}

export function image(spec: ImageSpec): SanityImage {
  const seed = hexFor(`image:${spec.name}`, 40);
  const hash = typeof spec.motif === 'string' ? withMotif(seed, spec.motif) : withScene(seed, spec.motif.scene);
  const result: SanityImage = {
    _type: 'image',
    asset: { _type: 'reference', _ref: imageAssetId(hash, spec.width, spec.height) },
    alt: spec.alt,
  };
  if (spec.hotspot) {
    const hotspot: ImageHotspot = { _type: 'sanity.imageHotspot', ...spec.hotspot, height: 0.4, width: 0.4 };
    result.hotspot = hotspot;
  }
  return result;
}

export function videoFile(name: string): SanityFile {
  return { _type: 'file', asset: { _type: 'reference', _ref: fileAssetId(hexFor(`file:${name}`, 40), 'mp4') } };
}

export function ref<T extends string = string>(id: string): Reference<T> {
  return { _type: 'reference', _ref: id };
}

/** References for an array field; the key derives from the owner and the target. */
export function refs<T extends string = string>(owner: string, ids: readonly string[]): Array<KeyedReference<T>> {
  return ids.map((id) => ({ _key: keyFor(`${owner}>${id}`), _type: 'reference', _ref: id }));
}

export const internal = (documentId: string): InternalLink => ({ type: 'internal', internalLink: ref(documentId) });
export const external = (url: string, blank = true): ExternalLink => ({ type: 'external', url, blank });

export function button(title: string, link: Link, keyName?: string): Button {
  return keyName ? { _type: 'button', _key: keyFor(keyName), title, link } : { title, link };
}

// ---------------------------------------------------------------------------------------
// Rich text from a compact notation, one string per block:
//   "## Kop" h2, "### Kop" h3, "> citaat" blockquote, "- punt" bullet, "1. punt" numbered,
//   anything else a paragraph. Inline: **vet**, *cursief*, [tekst](https://…) for an external
//   link and [tekst](doc:<document id>) for a link to a page or blog post.

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g;

function spans(text: string, scope: string, markDefs: MarkDefinition[]): PortableTextSpan[] {
  const out: PortableTextSpan[] = [];
  const push = (value: string, marks: string[]) => {
    if (value) out.push({ _type: 'span', _key: keyFor(`${scope}:s${out.length}`), text: value, marks });
  };
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    push(text.slice(last, match.index), []);
    const [, strong, em, linkText, target] = match;
    if (strong !== undefined) push(strong, ['strong']);
    else if (em !== undefined) push(em, ['em']);
    else if (linkText !== undefined && target !== undefined) {
      const markKey = keyFor(`${scope}:m${markDefs.length}`);
      markDefs.push(target.startsWith('doc:')
        ? { _type: 'internalLink', _key: markKey, reference: ref(target.slice(4)) }
        : { _type: 'link', _key: markKey, href: target, blank: /^https?:/.test(target) });
      push(linkText, [markKey]);
    }
    last = match.index + match[0].length;
  }
  push(text.slice(last), []);
  return out;
}

function textBlock(line: string, scope: string): PortableTextBlock {
  const markDefs: MarkDefinition[] = [];
  const block = (style: PortableTextBlock['style'], text: string, listItem?: 'bullet' | 'number'): PortableTextBlock => ({
    _type: 'block',
    _key: keyFor(scope),
    style,
    ...(listItem ? { listItem, level: 1 } : {}),
    children: spans(text, scope, markDefs),
    markDefs,
  });
  if (line.startsWith('## ')) return block('h2', line.slice(3));
  if (line.startsWith('### ')) return block('h3', line.slice(4));
  if (line.startsWith('> ')) return block('blockquote', line.slice(2));
  if (line.startsWith('- ')) return block('normal', line.slice(2), 'bullet');
  const numbered = /^\d+\. (.*)$/.exec(line);
  if (numbered) return block('normal', numbered[1]!, 'number');
  return block('normal', line);
}

/** Rich text; `scope` (e.g. the document id and field) keeps the generated keys unique. */
export function richText(scope: string, ...blocks: Array<string | (SanityImage & { caption?: string })>): RichText {
  return blocks.map((entry, i): PortableTextBlock | PortableTextImage =>
    typeof entry === 'string' ? textBlock(entry, `${scope}:${i}`) : { ...entry, _key: keyFor(`${scope}:${i}`) });
}
