// `npm run test:dates` (issue 48): the unit and integration tests again with the machine's
// clock a year and ten years ahead (Debian's faketime, which moves the clock of the processes
// it starts; workerd, which it cannot run, has the shop's clock moved as far instead). A test
// that reads today's date somewhere instead of the test clock (tests/setup/unit-clock.ts,
// shared/clock.ts) passes on the day it is written and fails here. Installs faketime when it
// is missing and we are root, as ensure-chromium.mjs does.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const FAKETIME = '/usr/bin/faketime';
const OFFSETS = (process.env.DATE_CHECK_OFFSETS ?? '+365d,+3650d').split(',');
const PROJECTS = (process.env.DATE_CHECK_PROJECTS ?? 'unit,integration').split(',');

function ensureFaketime() {
  if (existsSync(FAKETIME)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) throw new Error('faketime is missing. Install it with: sudo apt-get update && sudo apt-get install -y faketime');
  console.log('Installing Debian faketime (apt-get)…');
  const install = `test -x ${FAKETIME} || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime; }`;
  execSync(`flock /var/lock/storefront-faketime.lock sh -c '${install}'`, { stdio: 'inherit' });
}

ensureFaketime();
for (const offset of OFFSETS) {
  const shown = spawnSync(FAKETIME, ['-f', offset, 'date', '-u', '+%F'], { encoding: 'utf8' }).stdout.trim();
  console.log(`\n▶ the clock ${offset} ahead (${shown}): ${PROJECTS.join(' and ')}`);
  const args = ['-f', offset, 'npx', 'vitest', 'run', ...PROJECTS.flatMap((p) => ['--project', p])];
  const days = Number(/^\+(\d+)d$/.exec(offset)?.[1]);
  if (!Number.isInteger(days)) throw new Error(`an offset is whole days ahead, like +365d: ${offset}`);
  // What faketime cannot reach (workerd, see scripts/lib/workers-host.mjs) has its clock moved as
  // far: startShop (scripts/lib/servers.mjs) moves it in every shop a test starts.
  const env = { ...process.env, FORCE_COLOR: '0', DATE_CHECK_AHEAD_MS: String(days * 86_400_000) };
  const run = spawnSync(FAKETIME, args, { stdio: 'inherit', env });
  if (run.status !== 0) {
    console.error(`\n✖ the tests fail with the clock ${offset} ahead: a test depends on today's date`);
    process.exit(run.status ?? 1);
  }
}
console.log('\n✔ the tests hold at any date');
