// `npm run app:build` (part of `npm test`): checks the Shopware app of shopware-app/ and writes the
// zip a shop owner uploads, dist/app/VeldStorefront.zip (scripts/lib/shopware-app.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/servers.mjs';
import { APP_NAME, appProblems, appZip } from './lib/shopware-app.mjs';

const appDir = path.join(root, 'shopware-app', APP_NAME);
const problems = await appProblems(appDir, path.join(root, 'shopware-app', 'schema', 'manifest-3.0.xsd'));
if (problems.length > 0) {
  console.error(`The app in shopware-app/${APP_NAME} is not what Shopware installs:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
const out = path.join(root, 'dist', 'app', `${APP_NAME}.zip`);
mkdirSync(path.dirname(out), { recursive: true });
const zip = appZip(appDir);
writeFileSync(out, zip);
console.log(`app: shopware-app/${APP_NAME} is valid (manifest-3.0.xsd); ${path.relative(root, out)}, ${zip.byteLength} bytes`);
