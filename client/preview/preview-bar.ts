// The preview's bar outside the Presentation tool (#19): that this is a preview, of which
// perspective, and the way out. A small landmark at the bottom. Plain DOM, not React: a second
// React root would pull react-dom's createRoot into every shopper's framework chunk.
import type { SnippetText } from './start';

function perspectiveLabel(text: SnippetText, perspective: string | string[]): string {
  if (Array.isArray(perspective)) return text('preview.perspective.release', 'Release {name}', { name: perspective[0] ?? '' });
  if (perspective === 'published') return text('preview.perspective.published', 'Published');
  return text('preview.perspective.drafts', 'Drafts');
}

/** Where the exit goes: back to the page on screen then (the router may have moved on). */
export function exitHref(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  return `/api/draft-mode/disable?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}

/** `text`: the shop's snippets (the shell's), so this module carries none of their code. */
export function previewBar(doc: Document, perspective: string | string[], text: SnippetText): HTMLElement {
  const bar = doc.createElement('aside');
  bar.id = 'preview-bar';
  bar.className = 'preview-bar';
  bar.setAttribute('aria-label', text('preview.bar', 'Preview'));
  const title = doc.createElement('strong');
  title.className = 'preview-bar__title';
  title.textContent = text('preview.bar', 'Preview');
  const label = doc.createElement('span');
  label.className = 'preview-bar__perspective';
  label.textContent = perspectiveLabel(text, perspective);
  const exit = doc.createElement('a');
  exit.className = 'preview-bar__exit';
  exit.href = exitHref();
  exit.textContent = text('preview.exit', 'Exit preview');
  exit.addEventListener('click', () => { exit.href = exitHref(); });
  bar.appendChild(title);
  bar.appendChild(label);
  bar.appendChild(exit);
  return bar;
}
