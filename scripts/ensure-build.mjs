// The worker imports Vite's manifest, so type-checking and bundling the worker need a client
// build. Builds once when it is missing (a fresh clone); otherwise does nothing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/servers.mjs';

if (!existsSync(path.join(root, 'dist/client/.vite/manifest.json'))) {
  console.log('No client build yet: running vite build first.');
  execSync('npx vite build', { cwd: root, stdio: 'inherit' });
}
