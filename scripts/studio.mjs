// The editors' Studio (studio/, issue 54) from the repository's root, with Sanity's own CLI:
//   npm run studio            the Studio on http://127.0.0.1:3333 (`sanity dev`), against the demo
//                             backend's dataset unless SANITY_STUDIO_PROJECT_ID says otherwise
//   npm run studio:build      `sanity build` into studio/dist (what `sanity deploy` uploads)
//   npm run studio:types      `sanity schema extract` (studio/schema.json) and `sanity typegen
//                             generate` (shared/content/sanity.types.ts): commit both
//   node scripts/studio.mjs check   (in `npm test`) the build, and both generated files as the
//                             schema and the worker's queries make them now: a stale one fails.
// Sanity's telemetry is off (DO_NOT_TRACK): nothing leaves the machine for a build or a check.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/servers.mjs';

const studioDir = path.join(root, 'studio');
const sanityBin = path.join(root, 'node_modules', '@sanity', 'cli', 'bin', 'run.js');
const GENERATED = [path.join(studioDir, 'schema.json'), path.join(root, 'shared', 'content', 'sanity.types.ts')];

function sanity(...args) {
  // On this Node (the pinned `node` package under npm scripts), also for what the CLI starts.
  const PATH = `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`;
  const result = spawnSync(process.execPath, [sanityBin, ...args], {
    cwd: studioDir, stdio: 'inherit', env: { ...process.env, PATH, DO_NOT_TRACK: '1', SANITY_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error(`sanity ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

const build = () => sanity('build', 'dist', '--yes');
// Required fields come out non-optional in the generated types (the Studio's rule.required()).
const types = () => {
  sanity('schema', 'extract', '--enforce-required-fields', '--force');
  sanity('typegen', 'generate');
};

const read = (file) => { try { return readFileSync(file, 'utf8'); } catch { return null; } };

const command = process.argv[2] ?? 'dev';
switch (command) {
  case 'dev':
    sanity('dev');
    break;
  case 'build':
    build();
    break;
  case 'types':
    types();
    break;
  case 'check': {
    const before = GENERATED.map(read);
    build();
    types();
    const stale = GENERATED.filter((file, i) => read(file) !== before[i]).map((file) => path.relative(root, file));
    if (stale.length > 0) {
      console.error(`Stale generated files, now regenerated: ${stale.join(', ')}. The Studio's schema or a query of worker/sanity/queries/ changed: commit them (npm run studio:types).`);
      process.exit(1);
    }
    console.log('The Studio builds, and its schema and the query types are as committed.');
    break;
  }
  default:
    console.error(`unknown command ${command}: dev, build, types or check`);
    process.exit(2);
}
