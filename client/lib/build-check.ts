// Deploy skew (decision 013): the document knows the build that rendered it (<html data-build>).
// A light check asks the worker which build it serves now — about hourly, and whenever a chunk
// fails to load. Once a newer build is out, the next navigation is a full page load, and a route
// chunk that fails to load is a full load too, never an error page. A guard allows at most one
// such load per 10 seconds (spec section 9), so a broken deploy cannot loop.

import { BUILD_PATH } from '../../shared/build';

export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const RELOAD_GUARD_MS = 10_000;
const RELOAD_KEY = 'veld-full-load-at';

let newer = false;
let checking: Promise<boolean> | null = null;

/** A newer build than the document's is out (seen by the last check). */
export function newBuildOut(): boolean {
  return newer;
}

/** Asks the worker for its build; resolves true when it is not the document's. Never rejects. */
export function checkBuild(): Promise<boolean> {
  checking ??= fetch(BUILD_PATH, { cache: 'no-store' })
    .then((res): Promise<{ build?: unknown }> | { build?: unknown } => (res.ok ? res.json() as Promise<{ build?: unknown }> : {}))
    .then(({ build }) => {
      const mine = document.documentElement.dataset.build;
      if (typeof build === 'string' && mine && build !== mine) {
        newer = true;
        // Said on the page too: a look at <html> (or a test) tells the next navigation will be whole.
        document.documentElement.dataset.buildNewer = build;
      }
      return newer;
    }, () => newer)
    .finally(() => { checking = null; });
  return checking;
}

/** Checks about hourly while the page is open; returns the stop. */
export function watchBuild(): () => void {
  const timer = setInterval(() => void checkBuild(), BUILD_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}

/**
 * Loads `href` as a whole document (replacing the history entry when asked), unless this tab
 * did so less than 10 seconds ago: then it answers false and the caller shows what it has.
 */
export function fullLoad(href: string, replace = false): boolean {
  const now = Date.now();
  let last = 0;
  try { last = Number(sessionStorage.getItem(RELOAD_KEY)) || 0; } catch { /* storage off */ }
  if (last <= now && now - last < RELOAD_GUARD_MS) return false;
  try { sessionStorage.setItem(RELOAD_KEY, String(now)); } catch { /* storage off: no guard */ }
  if (replace) window.location.replace(href);
  else window.location.assign(href);
  return true;
}

/** A dynamic import (or the CSS Vite preloads with it) that failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return (error as { chunk?: unknown } | null)?.chunk === true
    || /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}
