import { describe, expect, it } from 'vitest';
import { createServerTiming, formatMetric } from './server-timing';

describe('createServerTiming', () => {
  it('writes one metric per backend call, named after backend and purpose', () => {
    const timing = createServerTiming();
    timing.add({ name: 'listing', backend: 'shopware', outcome: 'miss', durationMs: 12.345 });
    timing.add({ name: 'page by slug', backend: 'sanity', outcome: 'stale-if-error', durationMs: 3 });
    expect(timing.header()).toBe('shopware-listing;desc="miss";dur=12.3, sanity-page-by-slug;desc="stale-if-error";dur=3');
  });

  it('is empty when no call was made', () => {
    expect(createServerTiming().header()).toBe('');
  });

  it('keeps names to HTTP tokens and quotes descriptions', () => {
    expect(formatMetric('naïve/name', -1, 'say "hi"')).toBe('na-ve-name;desc="say \\"hi\\"";dur=0');
  });
});
