// `npm run app:build` (part of `npm test`): checks the Shopware app of shopware-app/ and writes the
// zip a shop owner uploads, dist/app/VeldStorefront.zip (scripts/lib/shopware-app.mjs), for the
// storefront at STOREFRONT_URL with the app's secret SHOPWARE_APP_SECRET (the worker's secret of
// the same name): the shop registers there and sends its webhooks there. Without them, the
// zip is the local shop's (http://localhost:8787, the demo secret), never one to install.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_SECRETS, root } from './lib/servers.mjs';
import { APP_NAME, appProblems, appZip, deployedManifest, manifestProblems } from './lib/shopware-app.mjs';

const appDir = path.join(root, 'shopware-app', APP_NAME);
const xsd = path.join(root, 'shopware-app', 'schema', 'manifest-3.0.xsd');
const storefrontUrl = process.env.STOREFRONT_URL;
const appSecret = process.env.SHOPWARE_APP_SECRET;
if (storefrontUrl && !appSecret) {
  console.error('STOREFRONT_URL without SHOPWARE_APP_SECRET: the shop could not register (set the worker\'s secret of that name)');
  process.exit(1);
}
const local = !storefrontUrl;
const manifest = deployedManifest(readFileSync(path.join(appDir, 'manifest.xml'), 'utf8'), local
  ? { storefrontUrl: 'http://localhost:8787', appSecret: DEMO_SECRETS.shopwareApp }
  : { storefrontUrl, appSecret: appSecret ?? '' });
// The folder as committed, and the manifest as the shop gets it (its files are the folder's).
const problems = [...await appProblems(appDir, xsd), ...(await manifestProblems(manifest, xsd, APP_NAME)).map((p) => `(as built) ${p}`)];
if (problems.length > 0) {
  console.error(`The app in shopware-app/${APP_NAME} is not what Shopware installs:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
const out = path.join(root, 'dist', 'app', `${APP_NAME}.zip`);
mkdirSync(path.dirname(out), { recursive: true });
const zip = appZip(appDir, manifest);
writeFileSync(out, zip);
const target = local ? 'the local shop (http://localhost:8787, the demo secret): not one to install' : new URL(storefrontUrl).origin;
console.log(`app: shopware-app/${APP_NAME} is valid (manifest-3.0.xsd); ${path.relative(root, out)}, ${zip.byteLength} bytes, for ${target}`);
