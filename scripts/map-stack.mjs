// `npm run map-stack -- '<a log line, or its stack>' [--env production]` (issue 55): the frames of
// a logged stack (`handlePayment (index.js:140150:27) < …`, decision 021) as the TypeScript
// files and lines they were built from. Cloudflare remaps the stacks of uncaught exceptions
// with the source maps a deploy uploads (`upload_source_maps`); the stack an error's log line
// carries is text, so it is mapped here, through the source map of the same code: wrangler's
// dry-run bundle of this checkout (check out the deployed commit first), which is the same
// bundle byte for byte. docs/deploy.md, "What to watch".
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './lib/servers.mjs';
import { dryRunBundle } from './lib/wrangler.mjs';

/**
 * The stack with each `index.js:line:column` of the bundle replaced by `file.ts:line` of the
 * source it was built from (paths from the project's root); frames it cannot map stay as they are.
 * @param {string} stack
 * @param {object} sourceMap the bundle's source map (index.js.map), parsed
 * @param {string} mapDir the folder the source map lies in (its sources are relative to it)
 */
export function mapStack(stack, sourceMap, mapDir) {
  const map = new SourceMap(sourceMap);
  return stack.replace(/\bindex\.js:(\d+):(\d+)/g, (frame, line, column) => {
    const entry = map.findEntry(Number(line) - 1, Number(column) - 1);
    if (!entry?.originalSource) return frame;
    const source = entry.originalSource.startsWith('file://') ? new URL(entry.originalSource).pathname : path.resolve(mapDir, entry.originalSource);
    return `${path.relative(root, source)}:${entry.originalLine + 1}`;
  });
}

/** The dry-run bundle's source map for `env` (the top level, the local one, when null). */
export function bundleSourceMap(env = null) {
  const out = mkdtempSync(path.join(tmpdir(), 'map-stack-'));
  try {
    dryRunBundle(out, env);
    return { sourceMap: JSON.parse(readFileSync(path.join(out, 'index.js.map'), 'utf8')), mapDir: out };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

// As a command.
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const env = args.includes('--env') ? args[args.indexOf('--env') + 1] : null;
  const input = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--env').join(' ') || readFileSync(0, 'utf8');
  let stack = input;
  try {
    stack = JSON.parse(input).stack ?? input;
  } catch {
    // Not a log line: the stack itself.
  }
  const { sourceMap, mapDir } = bundleSourceMap(env);
  console.log(mapStack(stack, sourceMap, mapDir).split(' < ').join('\n  < '));
}
