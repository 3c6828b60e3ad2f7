// The shops that registered the app (shopware-app/): each one's id, URL and its own secret, which
// signs its webhooks (decision 036). Kept server-side in the worker's KV under `shopware-app:`,
// with @shopware-ag/app-server-sdk's repository for Workers KV (it also keeps the shop's API
// credentials, which the storefront never uses). Nothing else in the namespace has that prefix.
import { CloudflareShopRepository } from '@shopware-ag/app-server-sdk/integration/cloudflare-kv';

export const SHOP_KEY_PREFIX = 'shopware-app:';

/** The KV operations the repository makes, under the prefix. */
function prefixed(kv: KVNamespace): KVNamespace {
  const view: Pick<KVNamespace, 'get' | 'put' | 'delete'> = {
    get: ((key: string) => kv.get(SHOP_KEY_PREFIX + key)) as KVNamespace['get'],
    put: (key, value, options) => kv.put(SHOP_KEY_PREFIX + key, value, options),
    delete: (key) => kv.delete(SHOP_KEY_PREFIX + key),
  };
  // The repository calls get(key), put(key, text) and delete(key) only.
  return view as KVNamespace;
}

export function shopRepository(kv: KVNamespace): CloudflareShopRepository {
  return new CloudflareShopRepository(prefixed(kv));
}
