// A content preview's code (#19): loaded by the shell only when the worker marked the page as a
// preview (<meta name="sanity-preview">), never for shoppers. It listens for live content and
// then, checking where it runs: inside the Presentation tool's frame it starts visual editing
// (overlays over the stega-encoded strings); anywhere else it shows the preview bar.
import type { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { readPreviewMeta } from '../../shared/preview/meta';
import type { StorefrontApi } from '../../shared/storefront-api';
import { AppProviders } from '../app';
import { startLiveContent } from './live';
import { PreviewBar } from './PreviewBar';
import { recordSyncTags } from './sync-tags';
import './preview.css';

/** Inside a frame or a window another opened: maybe the Presentation tool. */
export function isMaybePresentation(win: Window = window): boolean {
  try {
    return win.self !== win.top || Boolean(win.opener);
  } catch {
    return true; // a cross-origin parent refuses the question: framed
  }
}

let started = false;

export function startPreview(queryClient: QueryClient, api: StorefrontApi): void {
  const meta = readPreviewMeta(document);
  if (!meta || started) return;
  started = true;
  const root = document.documentElement;
  root.dataset.preview = 'checking';
  recordSyncTags(meta.syncTags.join(' '));
  startLiveContent(queryClient, meta);
  if (isMaybePresentation()) {
    root.dataset.preview = 'presentation';
    void import('./visual-editing').then((m) => m.startVisualEditing(queryClient));
    return;
  }
  root.dataset.preview = 'standalone';
  const host = document.createElement('div');
  host.id = 'preview-bar';
  document.body.appendChild(host);
  createRoot(host).render(<AppProviders queryClient={queryClient} api={api}><PreviewBar perspective={meta.perspective} /></AppProviders>);
}
