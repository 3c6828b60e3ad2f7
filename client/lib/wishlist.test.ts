import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_WISHLIST_MAX, parseWishlist, toggled } from './wishlist';

const id = (n: number) => n.toString(16).padStart(32, '0');

describe('the browser-kept wishlist', () => {
  it('reads only well-formed ids, once each, and survives anything else stored', () => {
    expect(parseWishlist(JSON.stringify([id(1), id(2), id(1), 'nope', 3, null]))).toEqual([id(1), id(2)]);
    expect(parseWishlist(null)).toEqual([]);
    expect(parseWishlist('{not json')).toEqual([]);
    expect(parseWishlist('{"a":1}')).toEqual([]);
    expect(parseWishlist(JSON.stringify(Array.from({ length: 150 }, (_, i) => id(i))))).toHaveLength(LOCAL_WISHLIST_MAX);
  });

  it('saves a product first (once) and removes it', () => {
    const list = [id(1), id(2)];
    expect(toggled(list, id(3), true)).toEqual([id(3), id(1), id(2)]);
    expect(toggled(list, id(2), true)).toEqual([id(2), id(1)]);
    expect(toggled(list, id(1), false)).toEqual([id(2)]);
    expect(toggled(list, id(9), false)).toEqual(list);
    expect(list).toEqual([id(1), id(2)]);
  });
});

describe('the local store', () => {
  afterEach(() => { vi.unstubAllGlobals(); vi.resetModules(); });

  it('keeps the list in localStorage, tells its listeners, and clears the key when empty', async () => {
    const store = new Map<string, string>();
    const listeners: ((e: { key: string | null }) => void)[] = [];
    vi.stubGlobal('window', {
      localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) },
      addEventListener: (_: string, l: (e: { key: string | null }) => void) => listeners.push(l),
      removeEventListener: () => undefined,
    });
    store.set('veld-wishlist', JSON.stringify([id(1)]));
    const m = await import('./wishlist');
    expect(m.localWishlist()).toEqual([id(1)]);
    const heard = vi.fn();
    const unsubscribe = m.subscribeLocalWishlist(heard);
    m.setLocalWishlist(m.toggled(m.localWishlist(), id(2), true));
    expect(JSON.parse(store.get('veld-wishlist')!)).toEqual([id(2), id(1)]);
    expect(heard).toHaveBeenCalledTimes(1);
    // Another tab wrote the list: read again.
    store.set('veld-wishlist', JSON.stringify([id(5)]));
    listeners.forEach((l) => l({ key: 'veld-wishlist' }));
    expect(m.localWishlist()).toEqual([id(5)]);
    m.setLocalWishlist([]);
    expect(store.has('veld-wishlist')).toBe(false);
    unsubscribe();
  });

  it('merges into the account once when two ask at once, and keeps what was saved meanwhile or what a failed merge did not move', async () => {
    const store = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    const m = await import('./wishlist');
    expect(await m.mergeLocalWishlist(vi.fn())).toBe(false); // nothing to move, nothing asked
    m.setLocalWishlist([id(1), id(2)]);
    let answer!: () => void;
    const merge = vi.fn(() => new Promise<void>((resolve) => { answer = resolve; }));
    const first = m.mergeLocalWishlist(merge);
    const second = m.mergeLocalWishlist(merge);
    m.setLocalWishlist(m.toggled(m.localWishlist(), id(3), true));
    answer();
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(merge).toHaveBeenCalledOnce();
    expect(merge).toHaveBeenCalledWith([id(1), id(2)]);
    expect(m.localWishlist()).toEqual([id(3)]);
    expect(await m.mergeLocalWishlist(() => Promise.reject(new Error('offline')))).toBe(false);
    expect(m.localWishlist()).toEqual([id(3)]);
  });
});
