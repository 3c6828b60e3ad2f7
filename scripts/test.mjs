// `npm test`: everything — client build, then type check, lint, the deploy check and unit tests side by side, then
// the server tests side by side with the end-to-end tests in Debian's Chromium headless shell:
// the demo backend's contract tests and the worker's integration tests run one file at a time against a
// shop of their own (ports of their own), mostly waiting on it, which leaves the end-to-end run
// most of the machine. Every test waits for events, never for a time, and must hold on a busy
// machine anyway (a second `npm test` beside this one, issue 31).
import { spawn, spawnSync } from 'node:child_process';
import { ensureHeadlessShell } from './ensure-chromium.mjs';

const steps = [
  ['build', 'npm', ['run', 'build']],
  // Two single-threaded checks beside the unit tests (on two threads, vitest.config.ts): on two
  // cores they keep both busy (one after the other, the checks left a core idle while the
  // longer ran: issue 48). The deploy check (wrangler's dry run and startup profile, decision
  // 033) follows the lint, and the Shopware app's check and zip (scripts/app-build.mjs, issue 53)
  // the deploy check, in the time the unit tests take longer; the editors' Studio's build and
  // generated types (scripts/studio.mjs, issue 54) follow the type check, the shorter chain.
  // The end-to-end tests come after, not beside: in one phase with the checks they took 668 s
  // where they took 603 s after them (a test that lasts longer keeps its page open, and
  // Chromium busy, longer).
  ['type check, lint, deploy check and unit tests', 'parallel', [
    ['sh', ['-c', 'npm run typecheck && node scripts/studio.mjs check']], ['sh', ['-c', 'npm run lint && node scripts/deploy-check.mjs && node scripts/app-build.mjs']], ['npx', ['vitest', 'run', '--project', 'unit']],
  ]],
  ['browser', null, null],
  ['demo backend and integration tests, beside the end-to-end tests', 'parallel', [
    ['npx', ['vitest', 'run', '--project', 'demo-backend', '--project', 'integration']],
    ['npx', ['playwright', 'test']],
  ]],
];

// Lines naming a failure in vitest's and Playwright's reports.
const FAILURE_LINE = /\bFAIL\b|×|✘|AssertionError|Error:|^\s*\d+\) \[|\d+ (failed|flaky)\b/;

const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };

/**
 * Runs the commands at once; the status of the first that fails. Each line of their output goes
 * out as it comes, after its command's label ([1], [2]), so a long run shows its progress and a
 * line can be told apart; the labels are named first.
 */
async function parallel(commands) {
  commands.forEach(([cmd, args], i) => console.log(`[${i + 1}] ${cmd} ${args.join(' ')}`));
  const runs = commands.map(([cmd, args], i) => new Promise((resolve) => {
    const startedAt = Date.now();
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const label = `[${i + 1}] `;
    const failureLines = [];
    const out = (line) => {
      process.stdout.write(label + line + '\n');
      if (FAILURE_LINE.test(line) && failureLines.length < 80) failureLines.push(label + line);
    };
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (d) => {
        const lines = (rest + d).split(/\r?\n|\r/);
        rest = lines.pop() ?? '';
        for (const line of lines) if (line.trim() !== '') out(line);
      });
      stream.on('end', () => { if (rest.trim() !== '') out(rest); });
    }
    child.on('close', (status) => {
      console.log(`${label}${cmd} ${args.join(' ')}: exit ${status} after ${Math.round((Date.now() - startedAt) / 1000)} s`);
      resolve({ status, failureLines });
    });
  }));
  const results = await Promise.all(runs);
  // A long run's failure scrolls far out of sight behind the other command's progress (a CI log
  // keeps only its tail): the failing command's failure lines are said again at the end.
  for (const [i, r] of results.entries()) {
    if (r.status === 0 || r.failureLines.length === 0) continue;
    console.log(`\n[${i + 1}] failed; its failure lines again:\n${r.failureLines.join('\n')}`);
  }
  return { status: results.find((r) => r.status !== 0)?.status ?? 0 };
}

// Each step's time, printed at the end: where the run's time goes (issue 48).
const took = [];
const runStartedAt = Date.now();
for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}`);
  const startedAt = Date.now();
  if (cmd === null) {
    ensureHeadlessShell();
    continue;
  }
  const result = cmd === 'parallel' ? await parallel(args) : spawnSync(cmd, args, { stdio: 'inherit', env });
  took.push(`${name}: ${Math.round((Date.now() - startedAt) / 1000)} s`);
  if (result.status !== 0) {
    printTimes();
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
printTimes();
console.log('\n✔ all tests passed');

function printTimes() {
  console.log(`\n${took.join('\n')}\nin all: ${Math.round((Date.now() - runStartedAt) / 1000)} s on Node ${process.versions.node}`);
}
