// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { BUILD_PATH } from '../../shared/build';
import { checkBuild, fullLoad, isChunkLoadError, newBuildOut, RELOAD_GUARD_MS } from './build-check';
import { ChunkLoadError } from '../router/outcomes';

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStorage.clear();
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  assign.mockRestore();
});

it('loads whole at most once per 10 seconds (the reload guard)', () => {
  vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
  expect(fullLoad('https://veld.test/dames/')).toBe(true);
  expect(assign).toHaveBeenCalledWith('https://veld.test/dames/');
  vi.setSystemTime(1_000_000 + RELOAD_GUARD_MS - 1);
  expect(fullLoad('https://veld.test/dames/')).toBe(false);
  expect(assign).toHaveBeenCalledOnce();
  vi.setSystemTime(1_000_000 + RELOAD_GUARD_MS);
  expect(fullLoad('https://veld.test/heren/')).toBe(true);
  expect(assign).toHaveBeenCalledTimes(2);
});

it("learns of a newer build from the worker's answer, never from a failed check", async () => {
  document.documentElement.dataset.build = 'abc';
  const fetch = vi.fn(async () => new Response('', { status: 503 }));
  vi.stubGlobal('fetch', fetch);
  expect(await checkBuild()).toBe(false);
  fetch.mockImplementation(async () => Response.json({ build: 'abc' }));
  expect(await checkBuild()).toBe(false);
  fetch.mockImplementation(async () => Response.json({ build: 'def' }));
  expect(await checkBuild()).toBe(true);
  expect(newBuildOut()).toBe(true);
  expect(fetch).toHaveBeenCalledWith(BUILD_PATH, { cache: 'no-store' });
});

it('tells a chunk that failed to load from other errors', () => {
  expect(isChunkLoadError(new ChunkLoadError('page', new Error('x')))).toBe(true);
  expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://veld.test/assets/page-x.js'))).toBe(true);
  expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/page-x.css'))).toBe(true);
  expect(isChunkLoadError(new Error('Request failed: 500'))).toBe(false);
});
