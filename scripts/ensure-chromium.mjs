// The browsers come from Debian (no browser downloads here). Installs one when it is missing
// and we are root; otherwise says how.
// - The end-to-end tests run in Chromium's headless shell (`chromium-headless-shell`): the same
//   engine and version as Debian's Chromium, without the desktop browser around it. It ran the
//   same 93 tests in 118 s where the full browser took 172-188 s (issue 48).
// - The screenshots, the benches and Lighthouse use the full browser (`chromium`), as a shopper's.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The end-to-end tests' browser (playwright.config.ts); CHROMIUM_PATH runs them in another. */
export const HEADLESS_SHELL = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

// Two `npm test` runs side by side on a fresh machine (CI's beside a developer's) would both
// call apt-get, and the second would fail on dpkg's lock. flock(1) makes the second wait for
// the first's install and then find the browser there.
const INSTALL_LOCK = '/var/lock/storefront-chromium.lock';

function ensureInstalled(binary, debianPackage) {
  if (existsSync(binary)) return binary;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(`${debianPackage} is missing at ${binary}. Install it with: sudo apt-get update && sudo apt-get install -y ${debianPackage} (or set CHROMIUM_PATH)`);
  }
  console.log(`Installing Debian ${debianPackage} (apt-get)…`);
  const install = `test -x ${binary} || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}; }`;
  execSync(`flock ${INSTALL_LOCK} sh -c '${install}'`, { stdio: 'inherit' });
  if (!existsSync(binary)) throw new Error(`apt-get finished but ${binary} is still missing`);
  return binary;
}

/** Debian's Chromium, the full browser: its path. */
export const ensureChromium = () => ensureInstalled(CHROMIUM, 'chromium');

/** Debian's Chromium headless shell, the end-to-end tests' browser: its path. */
export const ensureHeadlessShell = () => ensureInstalled(HEADLESS_SHELL, 'chromium-headless-shell');

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureChromium();
  ensureHeadlessShell();
}
