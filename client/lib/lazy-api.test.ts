import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createLazyBrowserApi } from './lazy-api';
import { setShopTextsLoader } from './page-snippets';

const calls: string[] = [];
vi.mock('./api-client', () => ({
  createBrowserApi: () => ({
    cart: async () => { calls.push('cart'); return { items: [] }; },
    snippets: async () => { calls.push('snippets'); return { a: 'A' }; },
  }),
}));

describe('createLazyBrowserApi', () => {
  it("answers once the shop's texts are in too, and their own read waits for nothing", async () => {
    let textsIn!: () => void;
    const shopTexts = vi.fn(() => new Promise<void>((resolve) => { textsIn = resolve; }));
    setShopTextsLoader(shopTexts);
    onTestFinished(() => setShopTextsLoader(null));
    const api = createLazyBrowserApi();
    let answered = false;
    const cart = api.cart().then((c) => { answered = true; return c; });
    // The answer is in, the texts are not: held.
    await vi.waitFor(() => expect(calls).toContain('cart'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answered).toBe(false);
    textsIn();
    await expect(cart).resolves.toEqual({ items: [] });
    // The texts' own read is not held for itself.
    await expect(api.snippets()).resolves.toEqual({ a: 'A' });
    expect(shopTexts).toHaveBeenCalledOnce();
  });
});
