// The editors' Studio (studio/, issue 54) from the repository's root, with Sanity's own CLI:
//   npm run studio            the Studio on http://127.0.0.1:3333 (`sanity dev`), against the demo
//                             backend's dataset unless SANITY_STUDIO_PROJECT_ID says otherwise;
//                             for the demo it also starts the Studio's front on
//                             https://localhost:8789 (scripts/lib/studio-front.mjs says why)
//                             before the demo backend on :8788, or DEMO_BACKEND_URL
//   npm run studio:build      `sanity build` into studio/dist (what `sanity deploy` uploads)
//   npm run studio:types      `sanity schema extract` (studio/schema.json) and `sanity typegen
//                             generate` (shared/content/sanity.types.ts): commit both
//   node scripts/studio.mjs check   (in `npm test`) the build, and both generated files as the
//                             schema and the worker's queries make them now: a stale one fails.
// Sanity's telemetry is off (DO_NOT_TRACK): nothing leaves the machine for a build or a check.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sanitySpawn, sanitySync, studioDir } from './lib/sanity-cli.mjs';
import { root } from './lib/servers.mjs';
import { startStudioFront } from './lib/studio-front.mjs';

const GENERATED = [path.join(studioDir, 'schema.json'), path.join(root, 'shared', 'content', 'sanity.types.ts')];

function sanity(...args) {
  const result = sanitySync(args);
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

/** `sanity dev`; against the demo backend (no project or API host given) behind its front. */
async function dev() {
  const demo = !process.env.SANITY_STUDIO_PROJECT_ID && !process.env.SANITY_STUDIO_API_HOST;
  const front = demo
    ? await startStudioFront({ backend: process.env.DEMO_BACKEND_URL ?? 'http://127.0.0.1:8788', log: console.error })
    : null;
  if (front) {
    console.log(`The Studio edits the demo backend of \`npm start\` through ${front.url} (HTTPS with this machine's own certificate).`);
    console.log(`Open ${front.url}/ first: accept the browser's warning twice (localhost, then demo0001.localhost), and it opens the Studio.`);
  }
  const child = sanitySpawn(['dev']);
  const stop = () => child.kill('SIGTERM');
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  child.once('exit', async (code) => {
    await front?.close();
    process.exit(code ?? 0);
  });
}

const command = process.argv[2] ?? 'dev';
switch (command) {
  case 'dev':
    await dev();
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
