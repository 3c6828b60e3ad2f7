// End-to-end tests run in Debian's Chromium (no browser downloads here). Installs it when it
// is missing and we are root; otherwise says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Two `npm test` runs side by side on a fresh machine (CI's beside a developer's) would both
// call apt-get, and the second would fail on dpkg's lock. flock(1) makes the second wait for
// the first's install and then find Chromium there.
const INSTALL_LOCK = '/var/lock/storefront-chromium.lock';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  console.log('Installing Debian chromium (apt-get)…');
  const install = `test -x ${CHROMIUM} || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; }`;
  execSync(`flock ${INSTALL_LOCK} sh -c '${install}'`, { stdio: 'inherit' });
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} is still missing`);
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
