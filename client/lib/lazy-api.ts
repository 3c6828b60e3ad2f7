// The browser's StorefrontApi, loaded on first use: the first view's data arrives in the
// HTML, so a page needs the /api client only once the shopper navigates or acts.
import type { StorefrontApi } from '../../shared/storefront-api';
import { shopTextsReady } from './page-snippets';

let loading: Promise<StorefrontApi> | undefined;
const load = () => (loading ??= import('./api-client').then((m) => m.createBrowserApi()));

/**
 * An answer comes with the shop's whole texts, read alongside (lib/page-snippets.ts), so that
 * nothing an answer shows falls back to English while the page carried only its own. Their
 * own read (`snippets`) waits for nothing.
 */
export function createLazyBrowserApi(): StorefrontApi {
  return new Proxy({} as StorefrontApi, {
    get: (_target, method: keyof StorefrontApi) =>
      async (...args: unknown[]) => {
        const answer = load().then((api) => (api[method] as (...a: unknown[]) => Promise<unknown>)(...args));
        if (method === 'snippets') return answer;
        return (await Promise.all([answer, shopTextsReady()]))[0];
      },
  });
}
