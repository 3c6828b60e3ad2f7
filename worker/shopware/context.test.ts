import { beforeEach, describe, expect, it } from 'vitest';
import { forgetAll } from '../cache/memory-layer';
import { createServerTiming } from '../request/server-timing';
import { cacheLong } from '../cache/strategies';
import { createMemoryKv } from '../cache/testing/memory-kv';
import { readConfig, type Bindings } from '../env';
import { cachedRead, createShopwareContext } from './context';

beforeEach(forgetAll);

/** The configuration's variables: readConfig reads no binding (KV, Durable Objects), so the fake has none. */
type Variables = { [Name in keyof Bindings as Bindings[Name] extends string | undefined ? Name : never]?: string };

const env = (overrides: Variables) => {
  const variables: Variables = {
    SHOPWARE_ENDPOINT: 'https://shop.example/store-api', SHOPWARE_ACCESS_KEY: 'SWSCCHANNELA',
    SANITY_PROJECT_ID: 'veld', SANITY_DATASET: 'production', ...overrides,
  };
  return readConfig(variables as Bindings);
};

describe('cachedRead keys', () => {
  it('keeps two sales channels (and languages) sharing one KV namespace apart', async () => {
    const kv = createMemoryKv();
    const pending: Promise<unknown>[] = [];
    const cache = { kv: kv.namespace, waitUntil: (p: Promise<unknown>) => void pending.push(p), timing: createServerTiming() };
    const read = (overrides: Variables, answer: string) =>
      cachedRead(createShopwareContext(env(overrides), cache, { token: undefined }), {
        name: 'snippets', method: 'GET', path: '/snippets', strategy: cacheLong(), tags: ['snippets'],
      }, async () => answer);

    expect(await read({}, 'kanaal A')).toBe('kanaal A');
    await Promise.all(pending.splice(0));
    expect(await read({ SHOPWARE_ACCESS_KEY: 'SWSCCHANNELB' }, 'kanaal B')).toBe('kanaal B');
    expect(await read({ SHOPWARE_LANGUAGE_ID: 'a'.repeat(32) }, 'English')).toBe('English');
    await Promise.all(pending.splice(0));
    // Each still hits its own entry; the access key never shows in a key.
    expect(await read({}, 'not loaded')).toBe('kanaal A');
    expect(await read({ SHOPWARE_ACCESS_KEY: 'SWSCCHANNELB' }, 'not loaded')).toBe('kanaal B');
    expect(kv.keys().filter((k) => !k.startsWith('tag:'))).toHaveLength(3);
    expect(kv.keys().join()).not.toContain('SWSC');
  });
});
