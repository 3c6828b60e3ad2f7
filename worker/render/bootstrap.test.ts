import { describe, expect, it } from 'vitest';
import { bootstrapScript } from './bootstrap';
import { EARLY_PRESS_RELEASE } from '../../shared/page/early-press';

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
      (f: () => void) => frames.push(f), (f: () => void) => timers.push(f), document, (src: string) => { imported.push(src); return Promise.resolve(); },
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

  it('releases the presses held for the page\'s code when the entry does not load', async () => {
    const script = bootstrapScript('/assets/entry.js', []);
    let released = 0;
    const window = { [EARLY_PRESS_RELEASE]: () => { released++; } };
    let failed: Promise<unknown> = Promise.resolve();
    new Function('requestAnimationFrame', 'setTimeout', 'document', 'window', 'importer', script.replace('import(', 'importer('))(
      (f: () => void) => f(), (f: () => void) => f(), {}, window,
      () => (failed = Promise.reject(new Error('offline'))),
    );
    await failed.catch(() => {});
    await Promise.resolve();
    expect(released).toBe(1);
  });
});
