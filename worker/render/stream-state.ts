// Streams dehydrated TanStack Query state into React's HTML as queries settle.
//
// Where it is safe to write: React streams a completed Suspense boundary as
// `<div hidden id="S:n">…</div><script>$RC(…)</script>` at the top level of the root
// container. Right before such a segment begins, the output is at a top-level position, and
// the queries that segment rendered with have settled. So before each segment, and at the
// very end, we write a script that pushes the queries settled since the last one onto
// window.__RQ and then removes itself (so hydration never meets a node React did not render).
// The browser's QueryClient hydrates the state before React reveals the segment, so
// hydration never fetches what the HTML carries.
import { dehydrate, type QueryClient } from '@tanstack/react-query';

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

export function createStateWriter(queryClient: QueryClient, nonce: string) {
  const sent = new Map<string, number>();
  return function pendingStateScript(): string {
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (q) => q.state.status === 'success' && sent.get(q.queryHash) !== q.state.dataUpdatedAt,
    });
    if (state.queries.length === 0) return '';
    for (const q of state.queries) sent.set(q.queryHash, q.state.dataUpdatedAt);
    return `<script nonce="${nonce}">(window.__RQ=window.__RQ||[]).push(${scriptSafeJson(state)});document.currentScript.remove()</script>`;
  };
}

/**
 * Wraps React's stream: `before` is written first (the document head), the pending query
 * state is written before each streamed segment, and `after` (closing tags) at the end.
 */
export function injectQueryState(
  react: ReadableStream<Uint8Array>,
  pendingStateScript: () => string,
  before: () => string,
  after: () => string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  let carry = '';
  return react.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(before()));
    },
    transform(chunk, controller) {
      const text = carry + decoder.decode(chunk, { stream: true });
      let out = '';
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
