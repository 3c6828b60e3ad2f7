// A rich text field as the storefront renders it (shared/content/types.ts, RichText) from what
// a query of it answers (the generated types of shared/content/sanity.types.ts). Sanity leaves a
// block's style, children and marks optional, and an image's file absent while it uploads; the
// renderer gets the defaults Sanity's own Portable Text means by them, and no half-uploaded image.
import type { MarkDefinition, PortableTextBlock, PortableTextImage, RichText } from '../../shared/content/types';

interface QueriedSpan { _type: 'span'; _key: string; text?: string; marks?: string[] }
interface QueriedBlock {
  _type: 'block';
  _key: string;
  style?: PortableTextBlock['style'];
  listItem?: PortableTextBlock['listItem'];
  level?: number;
  children?: QueriedSpan[];
  markDefs?: ReadonlyArray<MarkDefinition & { internalPath?: string | null }> | null;
}
type QueriedImage = Omit<PortableTextImage, 'asset'> & { asset?: PortableTextImage['asset'] };

export function richTextOf(body: ReadonlyArray<QueriedBlock | QueriedImage> | null | undefined): RichText {
  const out: RichText = [];
  for (const item of body ?? []) {
    if (item._type === 'block') {
      const { children, markDefs, style, ...block } = item;
      out.push({
        ...block,
        style: style ?? 'normal',
        children: (children ?? []).map((span) => ({ ...span, text: span.text ?? '', marks: span.marks ?? [] })),
        markDefs: [...markDefs ?? []],
      });
    } else if (item.asset) {
      out.push({ ...item, asset: item.asset });
    }
  }
  return out;
}
