// `npm run deploy -- --env staging` (or production): the strict deploy check for that
// environment first (scripts/deploy-check.mjs: nothing left `<to fill in>`, the worker's own
// configuration check on its values), then `wrangler deploy`, which uploads the source maps too.
// docs/deploy.md walks through a first deploy.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/servers.mjs';
import { WRANGLER_BIN } from './lib/wrangler.mjs';

const args = process.argv.slice(2);
const env = args.includes('--env') ? args[args.indexOf('--env') + 1] : null;
if (env !== 'staging' && env !== 'production') {
  console.error('Which environment? npm run deploy -- --env staging (or --env production). The top level of wrangler.toml is for local runs only.');
  process.exit(2);
}
const node = (script, ...rest) => spawnSync(process.execPath, [script, ...rest], { cwd: root, stdio: 'inherit' }).status ?? 1;
const checked = node(path.join(root, 'scripts', 'deploy-check.mjs'), '--env', env, '--strict');
if (checked !== 0) process.exit(checked);
process.exit(node(WRANGLER_BIN, 'deploy', ...args));
