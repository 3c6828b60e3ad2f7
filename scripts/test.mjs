// `npm test`: everything, in order — client build, type check, lint, unit tests, the demo backend's
// contract tests, worker integration tests, then end-to-end tests in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

const steps = [
  ['build', 'npm', ['run', 'build']],
  ['type check', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit, demo backend and integration tests', 'npx', ['vitest', 'run']],
  ['chromium', null, null],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
];

for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}`);
  if (cmd === null) {
    ensureChromium();
    continue;
  }
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log('\n✔ all tests passed');
