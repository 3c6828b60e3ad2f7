// A content preview's code (#19): loaded by the shell only when the worker marked the page as a
// preview (<meta name="sanity-preview">), never for shoppers. It listens for live content and
// then, checking where it runs: inside the Presentation tool's frame it starts visual editing
// (overlays over the stega-encoded strings); anywhere else it shows the preview bar.
import type { QueryClient } from '@tanstack/react-query';
import { readPreviewMeta } from '../../shared/preview/meta';
import type { SnippetFallback, SnippetParams } from '../../shared/snippets';
import { startLiveContent } from './live';
import { previewBar } from './preview-bar';
import { recordSyncTags } from './sync-tags';
import { browserOnly } from '../lib/browser-only';

/** Inside a frame or a window another opened: maybe the Presentation tool. */
export function isMaybePresentation(win: Window = window): boolean {
  try {
    return win.self !== win.top || Boolean(win.opener);
  } catch {
    return true; // a cross-origin parent refuses the question: framed
  }
}

/**
 * The bar's styles, written by this code rather than imported as a stylesheet: a stylesheet
 * would make the shell's import of this module carry Vite's CSS loader into every shopper's
 * first view (0.6 KiB), for a bar only editors see.
 */
const PREVIEW_BAR_CSS = `.preview-bar { position: fixed; left: var(--space-3); bottom: var(--space-3); z-index: 60; display: flex; align-items: center; gap: var(--space-3);
  padding: var(--space-2) var(--space-3); background: var(--color-ink); color: var(--color-paper); font-size: var(--step--1, .875rem);
  box-shadow: 0 4px 16px rgb(0 0 0 / .25); max-width: calc(100vw - 2 * var(--space-3)); }
.preview-bar__title { letter-spacing: .08em; text-transform: uppercase; }
.preview-bar__exit { color: inherit; text-decoration: underline; min-height: 44px; display: inline-flex; align-items: center; }
.preview-bar__exit:focus-visible { outline: 2px solid var(--color-paper); outline-offset: 2px; }`;

/** The shell's snippet lookup (client/lib/snippets.ts), handed over rather than imported. */
export type SnippetText = (key: string, fallback: SnippetFallback, params?: SnippetParams) => string;

let started = false;

/**
 * Depends on nothing of the shell's own modules (it is handed what it needs): importing them
 * here would pull shared code into every shopper's first chunk.
 */
export function startPreview(queryClient: QueryClient, text: SnippetText): void {
  const meta = readPreviewMeta(document);
  if (!meta || started) return;
  started = true;
  const root = document.documentElement;
  root.dataset.preview = 'checking';
  recordSyncTags(meta.syncTags.join(' '));
  startLiveContent(queryClient, meta);
  if (isMaybePresentation()) {
    root.dataset.preview = 'presentation';
    void (import.meta.env.SSR ? browserOnly('visual editing') : import('./visual-editing')).then((m) => m.startVisualEditing(queryClient));
    return;
  }
  root.dataset.preview = 'standalone';
  const style = document.createElement('style');
  style.textContent = PREVIEW_BAR_CSS;
  document.head.appendChild(style);
  document.body.appendChild(previewBar(document, meta.perspective, text));
}
