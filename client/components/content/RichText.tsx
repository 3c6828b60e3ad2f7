// Portable Text (the content model's rich text) as React: paragraphs, h2–h4, quotes, bullet and
// numbered lists (nested by `level`), strong / em / underline, external links (`blank` opens a
// new tab) and internal links, whose paths the GROQ projection resolved (`internalPath`, see
// RICH_TEXT in worker/sanity/queries/pages.ts), and inline images with a caption.
// Usage: <RichText value={block.body} />. No dependency: the shop's rich text is small.
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from '../../router/Link';
import type {
  MarkDefinition, PortableTextBlock, PortableTextImage, PortableTextSpan, RichText as RichTextValue,
} from '../../../shared/content/types';
import { NewWindowHint } from '../blocks/ButtonLink';
import { ContentImage } from '../blocks/ContentImage';

/** An internal link mark after the page query resolved its target's path (no leading slash). */
export type ResolvedMarkDefinition = MarkDefinition & { internalPath?: string | null };

export interface RichTextListItem {
  block: PortableTextBlock;
  /** Lists nested under this item (entries of a deeper `level`). */
  children: RichTextList[];
}

export interface RichTextList {
  kind: 'list';
  key: string;
  listItem: 'bullet' | 'number';
  level: number;
  items: RichTextListItem[];
}

export type RichTextNode =
  | { kind: 'block'; key: string; block: PortableTextBlock }
  | { kind: 'image'; key: string; image: PortableTextImage }
  | RichTextList;

export const isTextBlock = (entry: unknown): entry is PortableTextBlock =>
  typeof entry === 'object' && entry !== null && (entry as PortableTextBlock)._type === 'block'
  && Array.isArray((entry as PortableTextBlock).children);

const isImage = (entry: unknown): entry is PortableTextImage =>
  typeof entry === 'object' && entry !== null && (entry as PortableTextImage)._type === 'image';

/**
 * Groups the flat Portable Text array into the document structure: consecutive list entries
 * become one list; an entry of a deeper level nests in the previous item. Unknown entries are
 * dropped.
 */
export function groupRichText(value: RichTextValue | null | undefined): RichTextNode[] {
  const out: RichTextNode[] = [];
  let open: RichTextList[] = [];
  for (const entry of Array.isArray(value) ? value : []) {
    if (isTextBlock(entry) && entry.listItem) {
      const level = Math.max(1, entry.level ?? 1);
      while (open.length > 0) {
        const top = open[open.length - 1]!;
        if (top.level > level || (top.level === level && top.listItem !== entry.listItem)) open.pop();
        else break;
      }
      const top = open[open.length - 1];
      const item: RichTextListItem = { block: entry, children: [] };
      if (top && top.level === level) {
        top.items.push(item);
        continue;
      }
      const list: RichTextList = { kind: 'list', key: entry._key, listItem: entry.listItem, level, items: [item] };
      if (top) top.items[top.items.length - 1]!.children.push(list);
      else out.push(list);
      open.push(list);
      continue;
    }
    open = [];
    if (isTextBlock(entry)) out.push({ kind: 'block', key: entry._key, block: entry });
    else if (isImage(entry)) out.push({ kind: 'image', key: entry._key, image: entry });
  }
  return out;
}

const DECORATORS: Record<string, (children: ReactNode) => ReactNode> = {
  strong: (c) => <strong>{c}</strong>,
  em: (c) => <em>{c}</em>,
  underline: (c) => <u>{c}</u>,
};

/** The href of a link annotation, or null when it points nowhere (an unresolved reference). */
export function markHref(mark: ResolvedMarkDefinition): string | null {
  if (mark._type === 'link') return mark.href || null;
  if (typeof mark.internalPath !== 'string') return null;
  return `/${mark.internalPath.replace(/^\/+/, '')}`;
}

function text(value: string): ReactNode {
  if (!value.includes('\n')) return value;
  return value.split('\n').map((line, i) => <Fragment key={i}>{i > 0 && <br />}{line}</Fragment>);
}

function decorate(span: PortableTextSpan): ReactNode {
  return (span.marks ?? []).reduceRight<ReactNode>((node, mark) => DECORATORS[mark]?.(node) ?? node, text(span.text ?? ''));
}

function LinkMark({ mark, children }: { mark: ResolvedMarkDefinition; children: ReactNode }) {
  const href = markHref(mark);
  if (!href) return <>{children}</>;
  const blank = mark._type === 'link' && mark.blank === true;
  if (blank) {
    return <a href={href} target="_blank" rel="noopener noreferrer">{children}<NewWindowHint /></a>;
  }
  if (href.startsWith('/') && !href.startsWith('//')) return <RouterLink to={href}>{children}</RouterLink>;
  return <a href={href}>{children}</a>;
}

/** The spans of a block; consecutive spans under the same link become one link. */
function Spans({ block }: { block: PortableTextBlock }) {
  const defs = new Map((block.markDefs ?? []).map((def) => [def._key, def as ResolvedMarkDefinition]));
  const runs: Array<{ key: string; mark?: ResolvedMarkDefinition; spans: PortableTextSpan[] }> = [];
  for (const span of block.children ?? []) {
    const markKey = (span.marks ?? []).find((m) => defs.has(m));
    const last = runs[runs.length - 1];
    if (last && last.mark && last.mark._key === markKey) last.spans.push(span);
    else runs.push({ key: span._key ?? String(runs.length), mark: markKey ? defs.get(markKey) : undefined, spans: [span] });
  }
  return (
    <>
      {runs.map((run) => {
        const content = run.spans.map((span, i) => <Fragment key={span._key ?? i}>{decorate(span)}</Fragment>);
        return run.mark
          ? <LinkMark key={run.key} mark={run.mark}>{content}</LinkMark>
          : <Fragment key={run.key}>{content}</Fragment>;
      })}
    </>
  );
}

function TextBlock({ block }: { block: PortableTextBlock }) {
  const children = <Spans block={block} />;
  switch (block.style) {
    case 'h2': return <h2>{children}</h2>;
    case 'h3': return <h3>{children}</h3>;
    case 'h4': return <h4>{children}</h4>;
    case 'blockquote': return <blockquote>{children}</blockquote>;
    default: return <p>{children}</p>;
  }
}

function List({ list }: { list: RichTextList }) {
  const Tag = list.listItem === 'number' ? 'ol' : 'ul';
  return (
    <Tag>
      {list.items.map((item) => (
        <li key={item.block._key}>
          <Spans block={item.block} />
          {item.children.map((child) => <List key={child.key} list={child} />)}
        </li>
      ))}
    </Tag>
  );
}

function InlineImage({ image }: { image: PortableTextImage }) {
  return (
    <figure className="rich-text__figure">
      <ContentImage image={image} sizes="(min-width: 768px) 760px, 100vw" className="rich-text__image" />
      {image.caption && <figcaption>{image.caption}</figcaption>}
    </figure>
  );
}

/** Renders Portable Text; `className` is added to the wrapper's `rich-text`. */
export function RichText({ value, className }: { value: RichTextValue | null | undefined; className?: string }) {
  const nodes = groupRichText(value);
  if (nodes.length === 0) return null;
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'}>
      {nodes.map((node) => {
        if (node.kind === 'list') return <List key={node.key} list={node} />;
        if (node.kind === 'image') return <InlineImage key={node.key} image={node.image} />;
        return <TextBlock key={node.key} block={node.block} />;
      })}
    </div>
  );
}
