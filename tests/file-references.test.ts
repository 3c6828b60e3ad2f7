// Comments and the current docs name the files that hold what they speak of
// ("worker/api/route.ts"): a newcomer follows them. A file that moves leaves such a name behind
// (issue 51 found six), so every path from the project's root named in the code, the README
// and docs/ must exist. Decision records are history: they keep the names of their day.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const TOP_FOLDERS = ['worker', 'demo-backend', 'client', 'shared', 'scripts', 'tests', 'e2e', 'docs', 'bench', 'public'];

/** A path from the root, not part of a longer one (`../shared/x`, `@sanity/client`, a URL). */
const NAMED_PATH = new RegExp(String.raw`(?<![\w./@-])((?:${TOP_FOLDERS.join('|')})/[\w./-]*\w)`, 'g');

/**
 * Named but made by a run, or outside the project: the benches' reports (bench/results/, not
 * committed), files the layering test writes and removes, and `../shared/` beside the project
 * (its contracts), which some docs call `shared/contracts/`.
 */
const NOT_IN_THE_TREE = [/^bench\/results\//, /\/probe\.ts$/, /^shared\/contracts(\/|$)/];

const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

function readable(file: string): boolean {
  // Decision records, and this file's own examples.
  if (file.startsWith('docs/decisions/') || file === 'tests/file-references.test.ts') return false;
  if (file.endsWith('.md')) return file === 'README.md' || file.startsWith('docs/');
  return /\.(ts|tsx|mjs|js|toml|css|sh)$/.test(file);
}

/** An existing file or folder; a module named without its extension, as imports name them. */
function exists(named: string): boolean {
  return ['', '.ts', '.tsx'].some((ext) => existsSync(path.join(ROOT, named + ext)));
}

function missingNames(files: string[], read: (file: string) => string): string[] {
  const missing: string[] = [];
  for (const file of files.filter(readable)) {
    for (const match of read(file).matchAll(NAMED_PATH)) {
      const named = match[1]!.replace(/\.$/, '');
      if (NOT_IN_THE_TREE.some((pattern) => pattern.test(named)) || exists(named)) continue;
      missing.push(`${file}: ${named}`);
    }
  }
  return missing;
}

describe('files named in the code and docs', () => {
  it('exist', () => {
    expect(missingNames(tracked, (file) => readFileSync(path.join(ROOT, file), 'utf8'))).toEqual([]);
  });

  it('are checked: a moved file is found, a longer path or a decision record is not', () => {
    const sources: Record<string, string> = {
      'worker/a.ts': '// the counter (worker/rate-limit/counter.ts) and worker/api/route.ts',
      'README.md': 'See `../shared/spec/x.md`, `@sanity/client` and https://example.com/worker/x.ts.',
      'docs/decisions/001-x.md': 'worker/gone.ts',
    };
    expect(missingNames(Object.keys(sources), (file) => sources[file]!)).toEqual(['worker/a.ts: worker/rate-limit/counter.ts']);
  });
});
