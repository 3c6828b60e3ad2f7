// The plugin against the React Router this shop installs: what it changes in the module, and
// that a bundle keeps only what it imports (with the plugin) where it kept everything (without).
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { reactRouterTreeShaking, treeShakeableReactRouter } from './react-router-tree-shaking';

const productionDir = fileURLToPath(new URL('../../node_modules/react-router/dist/production/', import.meta.url));
const mainModule = readdirSync(productionDir)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => readFileSync(join(productionDir, name), 'utf8'))
  .find((code) => code.includes('Link.displayName = "Link"'));

async function bundle(exports: string, plugins: ReturnType<typeof reactRouterTreeShaking>[]): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'rr-shake-'));
  writeFileSync(join(dir, 'entry.js'), `export { ${exports} } from 'react-router';\n`);
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    plugins,
    resolve: { alias: [{ find: /^react-router$/, replacement: join(productionDir, 'index.mjs') }] },
    build: {
      write: false,
      minify: true,
      rollupOptions: { input: join(dir, 'entry.js'), external: ['react', 'react-dom'], preserveEntrySignatures: 'strict' },
    },
  }) as Rollup.RollupOutput[] | Rollup.RollupOutput;
  const [result] = Array.isArray(output) ? output : [output];
  return result!.output.filter((part): part is Rollup.OutputChunk => part.type === 'chunk').map((chunk) => chunk.code).join('\n');
}

describe('React Router made tree-shakeable', () => {
  it('finds the module it was written for (an upgrade that moves it fails here, not silently in the bundle)', () => {
    expect(mainModule).toBeDefined();
  });

  it('marks every top-level component factory pure and drops the developer-tools names', () => {
    const code = treeShakeableReactRouter(mainModule!);
    const factories = mainModule!.match(/^var [\w$]+ = React\d*\.(?:forwardRef|memo|createContext)\(/gm) ?? [];
    expect(factories.length).toBeGreaterThan(10);
    expect(code.match(/^var [\w$]+ = \/\* @__PURE__ \*\/ React\d*\.(?:forwardRef|memo|createContext)\(/gm)).toHaveLength(factories.length);
    expect(code).not.toMatch(/^[\w$]+\.displayName = /m);
    // The one component property that works at run time stays, as a static field of its class.
    expect(code).not.toMatch(/^\w+\.contextType = /m);
    expect(code).toMatch(/^var RenderErrorBoundary = class extends React\d*\.Component \{\n {2}static contextType = RSCRouterContext;$/m);
  });

  it('lets a bundle of useLocation leave out the rest of the router', async () => {
    // <Form>'s submission code and <Link>'s prefetching stand for all the shop does not import.
    const unused = ['Cannot submit element that is not', 'rel:`prefetch`'];
    const kept = (code: string) => unused.filter((text) => code.includes(text));
    expect(kept(await bundle('useLocation', []))).toEqual(unused);
    const shaken = await bundle('useLocation', [reactRouterTreeShaking()]);
    expect(kept(shaken)).toEqual([]);
    expect(shaken.includes('as useLocation')).toBe(true);
  });
});
