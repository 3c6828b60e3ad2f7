import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { LEFT_OUT_OF_PAGE } from '../../client/lib/dehydration';
import { PAGE_SNIPPETS_KEY } from '../../client/lib/page-snippets';
import { SnippetReads } from './snippet-reads';
import { snippetsQuery } from '../../client/queries';
import type { StorefrontApi } from '../../shared/storefront-api';
import { createStateWriter, documentStream, scriptSafeJson } from './stream-state';

function streamOf(parts: string[]): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  return new ReadableStream({ start(c) { parts.forEach((p) => c.enqueue(enc.encode(p))); c.close(); } });
}

describe('scriptSafeJson', () => {
  it('cannot close the script or open a comment', () => {
    const json = scriptSafeJson({ x: '</script><script>alert(1)</script><!--', y: '\u2028' });
    expect(json).not.toMatch(/<\/script|<!--|\u2028/);
    expect(JSON.parse(json)).toEqual({ x: '</script><script>alert(1)</script><!--', y: '\u2028' });
  });
});

describe('createStateWriter', () => {
  it('leaves out a query marked as left out of the page, and writes the rest', async () => {
    const client = new QueryClient();
    const write = createStateWriter(client, 'n0nce');
    await client.fetchQuery({ queryKey: ['navigation', 'main'], queryFn: () => [{ id: 'whole tree' }], meta: LEFT_OUT_OF_PAGE });
    await client.fetchQuery({ queryKey: ['navigation', 'main', 'top'], queryFn: () => [{ id: 'top' }] });
    const script = write();
    const state = JSON.parse(/push\((.*)\);document/.exec(script)![1]!) as { queries: { queryKey: unknown }[] };
    expect(state.queries.map((q) => q.queryKey)).toEqual([['navigation', 'main', 'top']]);
    expect(script).not.toContain('whole tree');
    // Nothing new settled: nothing more to write.
    expect(write()).toBe('');
  });

  it('writes the snippets the render read so far, never the whole set, each time more were read', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const client = new QueryClient();
      const reads = new SnippetReads();
      const write = createStateWriter(client, 'n0nce', reads);
      const all = { 'header.cart': 'Winkelwagen', 'header.search': 'Zoeken', 'footer.newsletter': 'Nieuwsbrief', 'never.read': 'Nooit gelezen' };
      await client.fetchQuery(snippetsQuery({ snippets: async () => all } as unknown as StorefrontApi));
      expect(write()).toBe('');
      const map = reads.track(all);
      void map['header.cart'];
      void map['header.missing'];
      const first = pushed(write());
      expect(first.queries.map((q) => q.queryKey)).toEqual([PAGE_SNIPPETS_KEY]);
      expect(first.queries[0]!.state.data).toEqual({ 'header.cart': 'Winkelwagen', 'header.missing': null });
      // Read again: nothing new to carry.
      void map['header.cart'];
      expect(write()).toBe('');
      // More read in the same millisecond: all of them again, marked later, so the browser takes them.
      void map['footer.newsletter'];
      const second = pushed(write());
      expect(second.queries[0]!.state.data).toEqual({ 'header.cart': 'Winkelwagen', 'header.missing': null, 'footer.newsletter': 'Nieuwsbrief' });
      expect(second.queries[0]!.state.dataUpdatedAt).toBeGreaterThan(first.queries[0]!.state.dataUpdatedAt);
      expect(JSON.stringify([first, second])).not.toContain('Nooit gelezen');
    } finally {
      vi.useRealTimers();
    }
  });
});

/** The dehydrated state a state script pushes. */
function pushed(script: string): { queries: { queryKey: unknown; state: { data: unknown; dataUpdatedAt: number } }[] } {
  return JSON.parse(/push\((.*)\);document/.exec(script)![1]!) as ReturnType<typeof pushed>;
}

describe('documentStream', () => {
  it('says the document went out whole only when React\'s stream ended, before it says the body ended', async () => {
    // The body may be read to its end before the writer's close settles (the runtime's
    // microtask order): wait for `ended` itself, then see what was said before it.
    const said: string[] = [];
    let ended!: () => void;
    let hasEnded = new Promise<void>((resolve) => { ended = resolve; });
    const whole = documentStream({
      head: '<head></head>', react: () => Promise.resolve(streamOf(['<main></main>'])), pendingStateScript: () => '', tail: () => '</end>',
      shellFailed: () => 'failed', completed: () => said.push('completed'), ended: () => { said.push('ended'); ended(); },
    });
    await new Response(whole).text();
    await hasEnded;
    expect(said).toEqual(['completed', 'ended']);
    said.length = 0;
    hasEnded = new Promise<void>((resolve) => { ended = resolve; });
    const failed = documentStream({
      head: '<head></head>', react: () => Promise.reject(new Error('no shell')), pendingStateScript: () => '', tail: () => '</end>',
      shellFailed: () => 'failed', completed: () => said.push('completed'), ended: () => { said.push('ended'); ended(); },
    });
    expect(await new Response(failed).text()).toContain('failed');
    await hasEnded;
    expect(said).toEqual(['ended']);
  });

  it('writes settled queries before each streamed segment, once, even when the marker is split', async () => {
    const client = new QueryClient();
    const write = createStateWriter(client, 'n0nce');
    client.setQueryData(['a'], 1);
    // React's stream, driven by the test: the second query settles once the first segment is out.
    const enc = new TextEncoder();
    let react!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({ start(c) { react = c; } });
    react.enqueue(enc.encode('<main>shell</main><div hid'));
    react.enqueue(enc.encode('den id="S:0">late</div>'));
    const reader = documentStream({
      head: '<head></head>', react: () => Promise.resolve(stream), pendingStateScript: write, tail: () => '</end>', shellFailed: () => 'failed',
    }).getReader();
    const decoder = new TextDecoder();
    let html = '';
    // (The writer holds back a tail that could start a marker, so '</div>' waits for more.)
    while (!html.includes('">late')) {
      const r = await reader.read();
      if (r.done) throw new Error('the page ended before its first segment');
      html += decoder.decode(r.value, { stream: true });
    }
    client.setQueryData(['b'], 2);
    react.enqueue(enc.encode('<div hidden id="S:1">later</div>'));
    react.close();
    for (let r = await reader.read(); !r.done; r = await reader.read()) html += decoder.decode(r.value, { stream: true });
    // What settled while the shell rendered goes before React's first bytes.
    expect(html.startsWith('<head></head><script nonce="n0nce">')).toBe(true);
    const shell = html.indexOf('<main>shell</main>');
    const first = html.indexOf('<div hidden id="S:0">');
    const second = html.indexOf('<div hidden id="S:1">');
    const scripts = [...html.matchAll(/<script nonce="n0nce">\(window.__RQ=window.__RQ\|\|\[\]\).push\((.*?)\);document.currentScript.remove\(\)<\/script>/g)];
    expect(scripts).toHaveLength(2);
    expect(scripts[0]!.index).toBeLessThan(shell);
    expect(JSON.parse(scripts[0]![1]!).queries.map((q: { queryKey: unknown }) => q.queryKey)).toEqual([['a']]);
    expect(scripts[1]!.index).toBeGreaterThan(first);
    expect(scripts[1]!.index).toBeLessThan(second);
    expect(JSON.parse(scripts[1]![1]!).queries.map((q: { queryKey: unknown }) => q.queryKey)).toEqual([['b']]);
    expect(html.endsWith('</end>')).toBe(true);
  });

  it('sends the head before React has a shell, and closes the page if the shell fails', async () => {
    let started = false;
    const reader = documentStream({
      head: '<head>first</head>',
      react: () => { started = true; return Promise.reject(new Error('shell')); },
      pendingStateScript: () => '', tail: () => '</html>', shellFailed: () => '<p>oops</p>',
    }).getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('<head>first</head>');
    expect(started).toBe(false);
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('<p>oops</p></html>');
    expect((await reader.read()).done).toBe(true);
  });

  it('says when the body ended: after its last chunk, and when the client went away', async () => {
    let ended = 0;
    const page = (react: () => Promise<ReadableStream<Uint8Array>>) => documentStream({
      head: '<head></head>', react, pendingStateScript: () => '', tail: () => '</html>', shellFailed: () => 'failed', ended: () => { ended += 1; },
    });
    const html = await new Response(page(() => Promise.resolve(streamOf(['<main>shell</main>'])))).text();
    expect(html.endsWith('</html>')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ended).toBe(1);
    const reader = page(() => Promise.resolve(new ReadableStream<Uint8Array>({ pull: () => new Promise(() => {}) }))).getReader();
    await reader.read();
    expect(ended).toBe(1);
    await reader.cancel(new Error('gone'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ended).toBe(2);
  });
});
