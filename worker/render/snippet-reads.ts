// The snippets one server render looked up (decision 030): what the page's state carries
// instead of the shop's whole set (client/lib/page-snippets.ts). Server-only: the browser's
// first view does not pay for it.
import type { PageSnippets, SnippetLookups } from '../../client/lib/page-snippets';
import type { Snippets } from '../../shared/site/types';

/** The snippets one server render looked up, in the order first read. */
export class SnippetReads implements SnippetLookups {
  private readonly keys = new Set<string>();
  private tracked: { map: Snippets; proxy: Snippets } | null = null;

  /** `map` as it reads, noting every key looked up (also one it lacks: its fallback showed). */
  track(map: Snippets): Snippets {
    if (this.tracked?.map !== map) {
      const keys = this.keys;
      this.tracked = {
        map,
        proxy: new Proxy(map, {
          get(target, key, receiver) {
            if (typeof key === 'string') keys.add(key);
            return Reflect.get(target, key, receiver) as unknown;
          },
        }),
      };
    }
    return this.tracked.proxy;
  }

  /** Keys the page must carry though its HTML did not show them (useSnippets().carry). */
  note(keys: readonly string[]): void {
    for (const key of keys) this.keys.add(key);
  }

  get size(): number {
    return this.keys.size;
  }

  /** What the page carries: each key read, with its snippet in `map` or null. */
  pageSnippets(map: Snippets): PageSnippets {
    const page: PageSnippets = {};
    for (const key of this.keys) page[key] = Object.hasOwn(map, key) ? map[key]! : null;
    return page;
  }
}

