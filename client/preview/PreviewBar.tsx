// The preview's bar outside the Presentation tool (#19): that this is a preview, of which
// perspective, and the way out. A small landmark at the bottom, above nothing the shop needs.
import { useSnippets } from '../lib/snippets';

function usePerspectiveLabel(perspective: string | string[]): string {
  const { text } = useSnippets();
  if (Array.isArray(perspective)) return text('preview.perspective.release', 'Release {name}', { name: perspective[0] ?? '' });
  if (perspective === 'published') return text('preview.perspective.published', 'Published');
  return text('preview.perspective.drafts', 'Drafts');
}

/** Where the exit goes: back to the page on screen then (the router may have moved on). */
export function exitHref(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  return `/api/draft-mode/disable?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}

export function PreviewBar({ perspective }: { perspective: string | string[] }) {
  const { text } = useSnippets();
  const label = usePerspectiveLabel(perspective);
  return (
    <aside className="preview-bar" aria-label={text('preview.bar', 'Preview')}>
      <strong className="preview-bar__title">{text('preview.bar', 'Preview')}</strong>
      <span className="preview-bar__perspective">{label}</span>
      <a className="preview-bar__exit" href={exitHref()} onClick={(event) => { event.currentTarget.href = exitHref(); }}>
        {text('preview.exit', 'Exit preview')}
      </a>
    </aside>
  );
}
