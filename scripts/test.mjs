// `npm test`: everything, in order — client build, type check and lint (side by side), unit
// tests, the demo backend's contract tests, worker integration tests, then end-to-end tests in
// Debian's Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

const steps = [
  ['build', 'npm', ['run', 'build']],
  // Two single-threaded checks side by side: on two cores they take the time of the longer one.
  ['type check and lint', 'parallel', [['npm', ['run', 'typecheck']], ['npm', ['run', 'lint']]]],
  ['unit, demo backend and integration tests', 'npx', ['vitest', 'run']],
  ['chromium', null, null],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
];

const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };

/** Runs the commands at once; the status of the first that fails (their output is kept apart, each shown whole). */
async function parallel(commands) {
  const runs = commands.map(([cmd, args]) => new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => { output += d; });
    child.stderr.on('data', (d) => { output += d; });
    child.on('close', (status) => resolve({ status, output }));
  }));
  const results = await Promise.all(runs);
  for (const { output } of results) process.stdout.write(output);
  return { status: results.find((r) => r.status !== 0)?.status ?? 0 };
}

for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}`);
  if (cmd === null) {
    ensureChromium();
    continue;
  }
  const result = cmd === 'parallel' ? await parallel(args) : spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log('\n✔ all tests passed');
