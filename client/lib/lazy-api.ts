// The browser's StorefrontApi, loaded on first use: the first view's data arrives in the
// HTML, so a page needs the /api client only once the shopper navigates or acts.
import type { StorefrontApi } from '../../shared/storefront-api';

let loading: Promise<StorefrontApi> | undefined;
const load = () => (loading ??= import('./api-client').then((m) => m.createBrowserApi()));

export function createLazyBrowserApi(): StorefrontApi {
  return new Proxy({} as StorefrontApi, {
    get: (_target, method: keyof StorefrontApi) =>
      async (...args: unknown[]) => ((await load())[method] as (...a: unknown[]) => Promise<unknown>)(...args),
  });
}
