// The layering of DESIGN.md is enforced by the lint (eslint.config.js, `layering/value-paths`).
// This pins what that rule reports, so a change to the config cannot quietly loosen it:
// value imports, `export … from` and `import()` across a boundary fail; type imports pass.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'layering/value-paths').map((m) => m.line);
}

describe('import boundaries', () => {
  it('client/ imports no worker/ code, in any form, but may import its types', async () => {
    const code = [
      "import { createApp } from '../worker/app';",
      "export { readEnv } from '../worker/env';",
      "export const later = () => import('../worker/index');",
      "import type { Env } from '../worker/env';",
      "export type { Env as E } from '../worker/env';",
      'export const used: unknown = [createApp, later] as unknown as Env;',
    ].join('\n');
    expect(await boundaryErrors('client/probe.ts', code)).toEqual([1, 2, 3]);
  }, 60_000);

  it('shared/ imports neither client/ nor worker/ code', async () => {
    const code = [
      "export { AppProviders } from '../client/app';",
      "export { readEnv } from '../worker/env';",
      "export type { RouteDeps } from '../client/router/types';",
    ].join('\n');
    expect(await boundaryErrors('shared/probe.ts', code)).toEqual([1, 2]);
  }, 60_000);

  it('only worker/render imports client/', async () => {
    const code = "export { AppProviders } from '../../client/app';";
    expect(await boundaryErrors('worker/api/probe.ts', code)).toEqual([1]);
    expect(await boundaryErrors('worker/render/probe.ts', code)).toEqual([]);
  }, 60_000);

  it('the shop and the demo backend share shared/ alone', async () => {
    expect(await boundaryErrors('worker/shopware/probe.ts', "export { snippetSet } from '../../demo-backend/shopware/catalogue/snippets';")).toEqual([1]);
    expect(await boundaryErrors('shared/probe.ts', "export { snippetSet } from '../demo-backend/shopware/catalogue/snippets';")).toEqual([1]);
    expect(await boundaryErrors('demo-backend/probe.ts', "export { app } from '../worker/app';")).toEqual([1]);
    expect(await boundaryErrors('demo-backend/probe.ts', "export { clockNow } from '../shared/clock';")).toEqual([]);
  }, 60_000);
});
