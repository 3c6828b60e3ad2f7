// Runtime import cycles are found by the lint (eslint.config.js, `import-x/no-cycle`). For a long
// time the rule read no TypeScript module at all (import-x only parses the extensions it is
// told of) and a cycle of six demo-backend modules went unreported (#35). This pins that the
// rule sees TypeScript again, by closing that old cycle: middleware.ts → shopper/context → db →
// demo-customer → customers → validation → store-api-error.ts, if the error module imported the
// context. Type imports and `import()` (a chunk loaded later, once both modules ran) close no
// runtime cycle and are not reported.
import { describe, expect, it } from 'vitest';
import { ruleMessages } from './support/lint';

const cycleErrors = async (file: string, code: string) => (await ruleMessages('import-x/no-cycle', file, code)).map((m) => m.line);

const ERROR_MODULE = 'demo-backend/shopware/store-api-error.ts';

describe('import cycles', () => {
  it('reports a value import that closes a cycle through TypeScript modules', async () => {
    const code = [
      "import { resolveContextToken } from './shopper/context';",
      'export const probe = resolveContextToken;',
    ].join('\n');
    expect(await cycleErrors(ERROR_MODULE, code)).toEqual([1]);
  }, 60_000);

  it('lets type imports and import() close a loop', async () => {
    const code = [
      "import type { ShopperContext } from './shopper/context';",
      "export const later = () => import('./shopper/context');",
      'export type Probe = ShopperContext;',
    ].join('\n');
    expect(await cycleErrors(ERROR_MODULE, code)).toEqual([]);
  }, 60_000);
});
