// Streams dehydrated TanStack Query state into React's HTML as queries settle.
//
// Where it is safe to write: React streams a completed Suspense boundary as
// `<div hidden id="S:n">…</div><script>$RC(…)</script>` at the top level of the root
// container. Right before such a segment begins, the output is at a top-level position, and
// the queries that segment rendered with have settled. So before React's first bytes (its
// shell has rendered then), before each segment, and at the very end, we write a script that
// pushes the queries settled since the last one onto window.__RQ and then removes itself (so
// hydration never meets a node React did not render).
// The browser's QueryClient hydrates the state before React reveals the segment, so
// hydration never fetches what the HTML carries.
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { goesIntoPageState } from '../../client/lib/dehydration';
import { PAGE_SNIPPETS_KEY } from '../../client/lib/page-snippets';
import type { SnippetReads } from './snippet-reads';
import { queryKeys } from '../../client/queries';
import type { Snippets } from '../../shared/site/types';

const SEGMENT_START = /<div hidden id="S:/g;
const MAX_MARKER = 20;

/** JSON safe inside a <script>: no '</script', no '<!--', no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * `reads`: the snippets the render has looked up so far; the page's state carries those
 * (PAGE_SNIPPETS_KEY, all of them again as more are read), never the whole set.
 */
export function createStateWriter(queryClient: QueryClient, nonce: string, reads?: SnippetReads) {
  const sent = new Map<string, number>();
  let snippetsCarried = 0;
  let snippetsAt = 0;
  return function pendingStateScript(): string {
    const all = reads && reads.size > snippetsCarried ? queryClient.getQueryData<Snippets>(queryKeys.snippets()) : undefined;
    if (reads && all) {
      snippetsCarried = reads.size;
      // Strictly later each time, so that this write goes out and the browser takes it.
      snippetsAt = Math.max(Date.now(), snippetsAt + 1);
      queryClient.setQueryData(PAGE_SNIPPETS_KEY, reads.pageSnippets(all), { updatedAt: snippetsAt });
    }
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (q) => q.state.status === 'success' && goesIntoPageState(q) && sent.get(q.queryHash) !== q.state.dataUpdatedAt,
    });
    if (state.queries.length === 0) return '';
    for (const q of state.queries) sent.set(q.queryHash, q.state.dataUpdatedAt);
    return `<script nonce="${nonce}">(window.__RQ=window.__RQ||[]).push(${scriptSafeJson(state)});document.currentScript.remove()</script>`;
  };
}

/**
 * The document as one stream: `head` goes out at once (it depends only on loader data), then
 * React's stream once its shell is ready, with the pending query state written before each
 * streamed segment, then `tail`. If React cannot produce a shell, `shellFailed` gives the
 * markup that closes the page instead (the status is already on its way).
 *
 * `react` is started only after the head is written and the event loop has had one turn:
 * rendering the shell is synchronous work, and started earlier it would hold back the
 * response headers and the head (and with them the browser's CSS and script fetches).
 */
export function documentStream(opts: {
  head: string;
  react: () => Promise<ReadableStream<Uint8Array>>;
  pendingStateScript: () => string;
  tail: () => string;
  shellFailed: (error: unknown) => string;
  /** Called once the body has ended, completely or not (the writes of cache misses wait for it). */
  ended?: () => void;
  /** Called before `ended` when the whole document went out: React's stream to its end, then the tail. */
  completed?: () => void;
}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    opts.ended?.();
  };
  // A client that goes away ends the body at once, though React may still be rendering.
  writer.closed.catch(end);
  void (async () => {
    try {
      await writer.write(encoder.encode(opts.head));
      await new Promise((resolve) => setTimeout(resolve, 0));
      let react: ReadableStream<Uint8Array>;
      try {
        react = await opts.react();
      } catch (error) {
        await writer.write(encoder.encode(opts.shellFailed(error) + opts.tail()));
        await writer.close();
        return;
      }
      const reader = injectQueryState(react, opts.pendingStateScript, opts.tail).getReader();
      for (let r = await reader.read(); !r.done; r = await reader.read()) await writer.write(r.value);
      await writer.close();
      opts.completed?.();
    } catch (error) {
      // The client went away, or React aborted (render timeout): end the response.
      await writer.abort(error).catch(() => undefined);
    } finally {
      end();
    }
  })();
  return readable;
}

/** React's stream with the pending query state before each segment and `after` at the end. */
export function injectQueryState(
  react: ReadableStream<Uint8Array>,
  pendingStateScript: () => string,
  after: () => string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  let carry = '';
  let started = false;
  return react.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      const text = carry + decoder.decode(chunk, { stream: true });
      // React's first bytes come once its shell has rendered: what the shell read goes before it.
      let out = started ? '' : pendingStateScript();
      started = true;
      let last = 0;
      SEGMENT_START.lastIndex = 0;
      for (let m = SEGMENT_START.exec(text); m; m = SEGMENT_START.exec(text)) {
        out += text.slice(last, m.index) + pendingStateScript();
        last = m.index;
      }
      // Hold back a tail that could be the start of a marker split across chunks.
      const lt = text.lastIndexOf('<');
      const holdFrom = lt >= last && text.length - lt < MAX_MARKER ? lt : text.length;
      out += text.slice(last, holdFrom);
      carry = text.slice(holdFrom);
      if (out) controller.enqueue(encoder.encode(out));
    },
    flush(controller) {
      const tail = carry + decoder.decode();
      controller.enqueue(encoder.encode(tail + pendingStateScript() + after()));
    },
  }));
}
