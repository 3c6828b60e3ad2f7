// `npm run deploy:check` (part of `npm test`; issue 55, decision 033): before anything ships,
//   - every environment of wrangler.toml (local, staging, production) binds what worker/env.ts
//     reads, and no deployed one carries a local-only variable, a demo secret or a URL of this
//     machine (scripts/lib/deploy-rules.mjs);
//   - wrangler's dry-run bundle for production stays within the free plan's 3 MiB gzip and this
//     shop's own budget;
//   - the worker's startup (`wrangler check startup`: its global scope, profiled in workerd, the
//     least of up to eight profiles) stays within 200 ms of CPU.
// `-- --env staging --strict` (what `npm run deploy` runs first) also refuses a value left
// `<to fill in>` and runs the worker's own configuration check on the environment's values.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import { unstable_readConfig } from 'wrangler';
import {
  bundleProblems, environmentProblems, profileCpuMs, SECRETS, STARTUP_BUDGET_MS, startupProblems,
} from './lib/deploy-rules.mjs';
import { DEMO_SECRETS, root } from './lib/servers.mjs';
import { dryRunBundle, wrangler } from './lib/wrangler.mjs';

/** At most this many startup profiles (each about 3 s). */
const STARTUP_PROFILES = 8;
const args = process.argv.slice(2);
const only = args.includes('--env') ? args[args.indexOf('--env') + 1] : null;
const strict = args.includes('--strict');
const ENVIRONMENTS = only ? [only] : [null, 'staging', 'production'];

/** The members of worker/env.ts's Bindings that are not optional: what the worker cannot run without. */
function requiredBindings() {
  const file = path.join(root, 'worker', 'env.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const bindings = source.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === 'Bindings');
  const names = bindings.members.filter((m) => !m.questionToken).map((m) => m.name.getText(source));
  // Optional in the type, required at startup (readConfig's own first check).
  return [...names, 'SHOPWARE_ENDPOINT', 'SHOPWARE_ACCESS_KEY'];
}

/** The Durable Object classes worker/index.ts exports. */
function exportedClasses() {
  const index = readFileSync(path.join(root, 'worker', 'index.ts'), 'utf8');
  return [...index.matchAll(/export \{ (\w+) \}/g)].map((m) => m[1]);
}

const problems = [];
const say = (where, list) => { for (const p of list) problems.push(`${where}: ${p}`); };

const required = requiredBindings();
const classes = exportedClasses();
for (const env of ENVIRONMENTS) {
  const config = unstable_readConfig({ config: path.join(root, 'wrangler.toml'), env: env ?? undefined }, { hideWarnings: true });
  const where = env ?? 'local';
  say(where, environmentProblems(config, {
    deployed: env !== null, strict, required, exportedClasses: classes, demoSecretValues: Object.values(DEMO_SECRETS),
  }));
  if (strict && env !== null && problems.length === 0) {
    // The worker's own check of its configuration (what stops it at startup), on these values.
    // (Node runs the TypeScript module itself; by URL, so the scripts' type check leaves the worker's code to its own.)
    const { readConfig } = await import(pathToFileURL(path.join(root, 'worker', 'env.ts')).href);
    const secrets = Object.fromEntries(SECRETS.map((name) => [name, 'a-secret-of-at-least-32-characters!!']));
    try { readConfig({ ...config.vars, ...secrets }); } catch (error) { say(where, [error.message]); }
  }
  console.log(`${where}: ${config.name}, ${Object.keys(config.vars).length} vars, ${(config.secrets?.required ?? []).length} secrets`);
}

const out = mkdtempSync(path.join(tmpdir(), 'deploy-check-'));
try {
  // The bundle Cloudflare would get for production (the same code as every environment's).
  dryRunBundle(out, only ?? 'production');
  const code = readFileSync(path.join(out, 'index.js'));
  const gzip = gzipSync(code).length;
  console.log(`bundle: ${Math.round(code.length / 1024)} KiB, ${Math.round(gzip / 1024)} KiB gzip`);
  say('bundle', bundleProblems(gzip));

  // Startup: the worker's global scope, profiled in workerd (the local configuration's values;
  // the code is the same in every environment). A busy machine only ever adds to a profile, so
  // the least one counts: profiled until one is within the budget, at most eight times (a
  // quiet machine needs one; the `npm test` this runs in keeps both cores busy beside it).
  const profile = path.join(out, 'startup.cpuprofile');
  const runs = [];
  while (runs.length < STARTUP_PROFILES && (runs.length === 0 || Math.min(...runs) > STARTUP_BUDGET_MS)) {
    wrangler('check', 'startup', '--outfile', profile);
    runs.push(profileCpuMs(JSON.parse(readFileSync(profile, 'utf8'))));
  }
  const ms = Math.min(...runs);
  console.log(`startup: ${ms.toFixed(1)} ms of CPU (least of ${runs.map((r) => r.toFixed(0)).join(', ')})`);
  say('startup', startupProblems(ms));
} finally {
  rmSync(out, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`\n✖ not deployable:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('\n✔ deployable');
