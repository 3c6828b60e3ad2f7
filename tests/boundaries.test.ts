// Layering rule (DESIGN.md): client/ and shared/ never import worker/ (types aside), and
// shared/ uses no DOM or Workers APIs by import.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}
const valueImports = (source: string) =>
  [...source.matchAll(/^\s*import\s+(?!type\b)[^;]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!);

describe('import boundaries', () => {
  for (const area of ['client', 'shared']) {
    it(`${area}/ does not import worker/ code`, () => {
      const offenders = files(path.join(root, area)).flatMap((file) =>
        valueImports(readFileSync(file, 'utf8'))
          .filter((spec) => spec.startsWith('.') && path.resolve(path.dirname(file), spec).startsWith(path.join(root, 'worker')))
          .map((spec) => `${path.relative(root, file)} → ${spec}`));
      expect(offenders).toEqual([]);
    });
  }
  it('shared/ does not import client/', () => {
    const offenders = files(path.join(root, 'shared')).flatMap((file) =>
      valueImports(readFileSync(file, 'utf8'))
        .filter((spec) => spec.startsWith('.') && path.resolve(path.dirname(file), spec).startsWith(path.join(root, 'client')))
        .map((spec) => `${path.relative(root, file)} → ${spec}`));
    expect(offenders).toEqual([]);
  });
});
