import { describe, expect, it } from 'vitest';
import { mapLimited, sitemapFileCount, sitemapFileRange, storeApiPagesOf, SITEMAP_MAX_URLS, URLS_PER_SITEMAP } from './sitemap-paging';

describe('sitemap paging', () => {
  it('cuts 100,000 products into files of at most the protocol maximum, covering each item once', () => {
    const total = 100_000;
    const files = sitemapFileCount(total);
    expect(files).toBe(20);
    expect(URLS_PER_SITEMAP).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    const seen = new Set<number>();
    let covered = 0;
    for (let file = 1; file <= files; file++) {
      const pages = storeApiPagesOf(file, total);
      expect(pages.length).toBeGreaterThan(0);
      expect(pages.length).toBeLessThanOrEqual(URLS_PER_SITEMAP / 100);
      for (const page of pages) {
        expect(seen.has(page)).toBe(false);
        seen.add(page);
      }
      const { start, end } = sitemapFileRange(file, total);
      expect(end - start).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      covered += end - start;
    }
    expect(covered).toBe(total);
    // Store API pages 1..1000 of 100, none skipped.
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
  });

  it('handles a total that is not a multiple of the file size, and an empty kind', () => {
    expect(sitemapFileCount(100_001)).toBe(21);
    expect(storeApiPagesOf(21, 100_001)).toEqual([1001]);
    expect(sitemapFileRange(21, 100_001)).toEqual({ start: 100_000, end: 100_001 });
    expect(sitemapFileCount(0)).toBe(1);
    expect(storeApiPagesOf(1, 0)).toEqual([]);
    expect(storeApiPagesOf(2, 10)).toEqual([]);
  });

  it('refuses file sizes beyond the protocol and sizes the Store API pages cannot tile', () => {
    expect(() => sitemapFileCount(10, 50_001)).toThrow(RangeError);
    expect(() => storeApiPagesOf(1, 10, 150, 100)).toThrow(RangeError);
    expect(sitemapFileCount(100_000, SITEMAP_MAX_URLS)).toBe(2);
  });

  it('runs tasks with bounded concurrency and keeps their order', async () => {
    let running = 0;
    let peak = 0;
    const out = await mapLimited([5, 1, 4, 2, 3], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, n));
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30]);
    expect(peak).toBe(2);
  });
});
