// What `npm run deploy:check` (scripts/deploy-check.mjs) holds every environment of wrangler.toml
// to, as pure functions of the configuration wrangler resolves for it (unstable_readConfig), so
// a test can break each rule on purpose (deploy-rules.test.ts). Decision 033.

/** Variables only the local runs set: never in a deployed environment. */
export const LOCAL_ONLY_VARS = ['DEMO_FAULT_SCOPE', 'TEST_CLOCK', 'TEST_CLOCK_BASE_MS', 'HTML_CONTENT_ENCODING'];

/** What the worker reads as secrets (worker/env.ts): set with `wrangler secret put`, never a var. */
export const SECRETS = ['SANITY_TOKEN', 'SANITY_WEBHOOK_SECRET', 'SHOPWARE_WEBHOOK_SECRET', 'SHOPWARE_APP_SECRET', 'PROOF_SECRET'];

/** The constants the worker's build must define: React's production build; no browser-only code. */
export const DEFINES = { 'process.env.NODE_ENV': '"production"', 'import.meta.env.SSR': 'true' };

/** Cloudflare's limit on a worker's compressed size on the free plan (paid: 10 MiB). */
export const FREE_PLAN_GZIP_BYTES = 3 * 1024 * 1024;
/**
 * This shop's own budget for the compressed bundle, set from what fills it (decision 033): 1,209
 * KiB before browser-only code, an unused renderer and zod's locales left it, 473 KiB after. A
 * quarter more is room to grow; posthog-js slipping back in (about 150 KiB) would cross it.
 */
export const BUNDLE_BUDGET_GZIP_BYTES = 600 * 1024;
/** Startup CPU budget (issue 55); Cloudflare refuses a worker whose startup takes over 1 s. */
export const STARTUP_BUDGET_MS = 200;

/** A value left for an account to fill in: `<...>` in wrangler.toml. */
export const unfilled = (value) => typeof value === 'string' && /^<.*>/.test(value);

/**
 * The problems of one environment's resolved configuration (an empty list: none).
 * @param {object} config what unstable_readConfig gives for the environment
 * @param {{ deployed: boolean, strict?: boolean, required: string[], demoSecretValues?: string[], exportedClasses: string[] }} o
 *   deployed: a Cloudflare environment (not the local top level); strict: about to deploy, so
 *   nothing may be left unfilled; required: the bindings worker/env.ts cannot do without;
 *   exportedClasses: the Durable Object classes worker/index.ts exports.
 */
export function environmentProblems(config, o) {
  const problems = [];
  const vars = config.vars ?? {};
  const bound = new Set([
    ...Object.keys(vars),
    ...(config.kv_namespaces ?? []).map((k) => k.binding),
    ...(config.durable_objects?.bindings ?? []).map((d) => d.name),
    ...(config.assets?.binding ? [config.assets.binding] : []),
    ...(config.secrets?.required ?? []),
  ]);
  for (const name of o.required) if (!bound.has(name)) problems.push(`${name} is read by the worker but not bound`);
  for (const d of config.durable_objects?.bindings ?? []) {
    if (!o.exportedClasses.includes(d.class_name)) problems.push(`${d.name}: class ${d.class_name} is not exported by worker/index.ts`);
    if (!(config.migrations ?? []).some((m) => [...(m.new_sqlite_classes ?? []), ...(m.new_classes ?? [])].includes(d.class_name))) {
      problems.push(`${d.name}: no migration creates class ${d.class_name}`);
    }
  }
  for (const [key, value] of Object.entries(DEFINES)) {
    if (config.define?.[key] !== value) problems.push(`define ${key} must be ${value} (React's production build; browser-only code out of the bundle)`);
  }
  if (!o.deployed) return problems;

  for (const name of LOCAL_ONLY_VARS) if (name in vars) problems.push(`${name} is local-only and must not be deployed`);
  for (const name of SECRETS) {
    if (name in vars) problems.push(`${name} is a secret: \`wrangler secret put ${name}\`, not a var`);
    if (!(config.secrets?.required ?? []).includes(name)) problems.push(`${name} is missing from secrets.required`);
  }
  for (const [name, value] of Object.entries(vars)) {
    if (typeof value === 'string' && /\/\/(127\.0\.0\.1|localhost)\b/.test(value)) problems.push(`${name} points at this machine: ${value}`);
    if ((o.demoSecretValues ?? []).includes(value)) problems.push(`${name} holds a demo secret`);
  }
  if (config.upload_source_maps !== true) problems.push('upload_source_maps must be true, so a logged stack names the TypeScript line');
  if (config.workers_dev !== false && !(config.routes ?? []).length) problems.push('no route: the shop would only answer on workers.dev');
  if (o.strict) {
    for (const [name, value] of Object.entries(vars)) if (unfilled(value)) problems.push(`${name} is still ${value}`);
    for (const k of config.kv_namespaces ?? []) if (unfilled(k.id)) problems.push(`KV ${k.binding} is still ${k.id}`);
  }
  return problems;
}

/** The problems of the bundle's compressed size (bytes). */
export function bundleProblems(gzipBytes) {
  if (gzipBytes > FREE_PLAN_GZIP_BYTES) return [`the bundle is ${kib(gzipBytes)} gzip, over the free plan's ${kib(FREE_PLAN_GZIP_BYTES)}`];
  if (gzipBytes > BUNDLE_BUDGET_GZIP_BYTES) return [`the bundle is ${kib(gzipBytes)} gzip, over this shop's budget of ${kib(BUNDLE_BUDGET_GZIP_BYTES)} (decision 033)`];
  return [];
}

/** The problems of the startup time (ms of CPU). */
export function startupProblems(ms) {
  return ms > STARTUP_BUDGET_MS ? [`startup took ${ms.toFixed(0)} ms of CPU, over the budget of ${STARTUP_BUDGET_MS} ms`] : [];
}

/** V8's sampling interval, which `wrangler check startup` leaves as it is (µs). */
export const SAMPLING_INTERVAL_US = 1000;

/**
 * The CPU time of a V8 CPU profile (what `wrangler check startup` writes), in ms: its samples
 * without the idle ones, each counting the time since the one before but at most one sampling
 * interval (and a tenth, for the timer's jitter). A longer gap is time the thread spent off the
 * CPU on a busy machine: counted as its time, a startup profiled at a load average of 15 read
 * 246-792 ms, where it reads 92-158 ms so and about 130 on a quiet machine.
 * @param {{ nodes: { id: number, callFrame: { functionName: string } }[], samples: number[], timeDeltas: number[] }} profile
 */
export function profileCpuMs(profile) {
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  let us = 0;
  profile.samples.forEach((node, i) => { if (!idle.has(node)) us += Math.min(profile.timeDeltas[i] ?? 0, SAMPLING_INTERVAL_US * 1.1); });
  return us / 1000;
}

const kib = (bytes) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KiB`;
