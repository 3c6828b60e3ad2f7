import { describe, expect, it } from 'vitest';
import { bootstrapScript } from './bootstrap';

describe('bootstrapScript', () => {
  it('preloads every chunk of the page after the first frame, then imports the entry', () => {
    const script = bootstrapScript('/assets/entry.js', ['/assets/entry.js', '/assets/framework.js'], 'bm9uY2U=');
    const added: string[] = [];
    const nonces: string[] = [];
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      createElement: () => ({}) as { href: string; nonce: string },
      head: { appendChild: (l: { href: string; nonce: string }) => { added.push(l.href); nonces.push(l.nonce); } },
    };
    new Function('requestAnimationFrame', 'setTimeout', 'document', 'importer', script.replace('import(', 'importer('))(
      (f: () => void) => frames.push(f), (f: () => void) => timers.push(f), document, (src: string) => imported.push(src),
    );
    expect(added).toEqual([]);
    frames.shift()!();
    expect(added).toEqual([]);
    timers.shift()!();
    expect(added).toEqual(['/assets/entry.js', '/assets/framework.js']);
    expect(imported).toEqual(['/assets/entry.js']);
    // The preload links carry the CSP nonce ('strict-dynamic' trusts nothing else by host).
    expect(nonces).toEqual(['bm9uY2U=', 'bm9uY2U=']);
  });
});
