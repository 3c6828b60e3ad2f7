import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { isContentQuery, refetchContent, startLiveContent } from './live';
import { knownSyncTags, recordSyncTags, touchesPage } from './sync-tags';

describe('live preview', () => {
  it('matches events against the sync tags the page read', () => {
    recordSyncTags('s1:t:page s1:t:siteConfig');
    recordSyncTags(null);
    expect([...knownSyncTags()]).toEqual(expect.arrayContaining(['s1:t:page', 's1:t:siteConfig']));
    expect(touchesPage(['s1:t:review'])).toBe(false);
    expect(touchesPage(['s1:t:review', 's1:t:page'])).toBe(true);
  });

  it('refetches the page’s content, never the shopper’s own queries', async () => {
    const queryClient = new QueryClient();
    for (const key of [['content', 'home'], ['site-config'], ['cart'], ['account', 'customer'], ['checkout', 'context']]) {
      queryClient.setQueryData(key, { at: 1 });
    }
    await refetchContent(queryClient);
    const stale = queryClient.getQueryCache().getAll().filter((q) => q.state.isInvalidated).map((q) => q.queryKey[0]);
    expect(stale.sort()).toEqual(['content', 'site-config']);
    expect(isContentQuery(queryClient.getQueryCache().find({ queryKey: ['cart'] })!)).toBe(false);
  });

  it('goes on without live updates when the client refuses, saying why', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stop = startLiveContent(new QueryClient(), {
      perspective: 'drafts', projectId: 'demo', dataset: 'production', apiVersion: '2020-01-01', studioUrl: null, syncTags: [],
    }, 'http://shop.test');
    stop();
    expect(warn).toHaveBeenCalledWith('Live preview is not available:', expect.stringContaining('2021-03-25'));
    warn.mockRestore();
  });
});
