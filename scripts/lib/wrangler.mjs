// wrangler from a script, on the Node running the script (the current one the npm scripts put
// first; wrangler refuses the machine's Node 20), in this project: the deploy check, the deploy
// and map-stack. (The local workers host runs the wrangler of the project it serves, which may
// be a copy of this one: workers-host.mjs.)
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WRANGLER_BIN = path.join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js');

/** Runs wrangler in the project's root and answers its output; throws when it fails. */
export function wrangler(...args) {
  return execFileSync(process.execPath, [WRANGLER_BIN, ...args], { cwd: root, stdio: 'pipe' });
}

/**
 * The storefront's bundle as `wrangler deploy` would upload it (index.js and index.js.map) in
 * `outdir`, for the environment `env` (the top level, the local one, when null).
 * @param {string} outdir
 * @param {string | null} [env]
 */
export function dryRunBundle(outdir, env = null) {
  wrangler('deploy', '--dry-run', '--outdir', outdir, ...(env ? ['--env', env] : []));
}
