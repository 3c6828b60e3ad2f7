// Sanity's own CLI (`sanity build`, `dev`, `schema extract`, `typegen`) in studio/, on this Node
// (the pinned `node` package under npm scripts), also for what the CLI starts. Telemetry off
// (DO_NOT_TRACK): nothing leaves the machine for a build or a check.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './servers.mjs';

export const studioDir = path.join(root, 'studio');
const sanityBin = path.join(root, 'node_modules', '@sanity', 'cli', 'bin', 'run.js');

const sanityEnv = (extra = {}) => ({
  ...process.env,
  ...extra,
  PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
  DO_NOT_TRACK: '1',
  SANITY_TELEMETRY_DISABLED: '1',
});

/** Runs `sanity <args>` to its end; `env` adds variables (SANITY_STUDIO_* for a build). */
export function sanitySync(args, { env = {}, stdio = 'inherit' } = {}) {
  return spawnSync(process.execPath, [sanityBin, ...args], { cwd: studioDir, stdio, env: sanityEnv(env) });
}

/** Starts `sanity <args>` (the dev server) and answers its process. */
export function sanitySpawn(args) {
  return spawn(process.execPath, [sanityBin, ...args], { cwd: studioDir, stdio: 'inherit', env: sanityEnv() });
}
