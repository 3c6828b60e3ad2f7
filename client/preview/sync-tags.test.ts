// A preview reloads its content only when a live event touches what the page read.
import { expect, it } from 'vitest';
import { knownSyncTags, recordSyncTags, touchesPage } from './sync-tags';

it('records the tags of every answer, however separated, and tells whether an event touches them', () => {
  expect(touchesPage(['s1:abc'])).toBe(false);
  recordSyncTags('s1:abc, s1:def');
  recordSyncTags('s1:ghi s1:abc');
  recordSyncTags(null);
  recordSyncTags('');
  expect([...knownSyncTags()].sort()).toEqual(['s1:abc', 's1:def', 's1:ghi']);
  expect(touchesPage(['s1:zzz', 's1:def'])).toBe(true);
  expect(touchesPage(['s1:zzz'])).toBe(false);
  expect(touchesPage([])).toBe(false);
});
