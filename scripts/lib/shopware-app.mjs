// The Shopware app of shopware-app/ (issue 53): its checks and its zip, for `npm run app:build`
// (scripts/app-build.mjs) and its test. What Shopware would refuse at install fails here first:
// a manifest its schema (shopware-app/schema/manifest-3.0.xsd, with its source) does not accept,
// a script folder that names no store-api endpoint of this app, a snippet file that is no flat
// map of texts under the app's namespace (Shopware refuses an app's snippet that overrides one of
// its own; the namespace keeps every key the app's).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { validateXML } from 'xmllint-wasm';

export const APP_NAME = 'VeldStorefront';
/** The storefront's snippet namespace (worker/shopware/operations/catalogue.ts SNIPPET_NAMESPACE). */
export const SNIPPET_NAMESPACE = 'veld';
/** App scripts of custom Store API endpoints: `store-api-<hook>`, the hook prefixed with the app's own `veld-`. */
const ENDPOINT_FOLDER = /^store-api-veld-[a-z0-9-]+$/;
/** Snippet files: `<domain>.<locale>.json`. */
const SNIPPET_FILE = /^[a-z][a-z0-9-]*\.[a-z]{2}-[A-Z]{2}\.json$/;

/** The origin the committed manifest names in place of the storefront's (its setup and webhooks). */
export const STOREFRONT_PLACEHOLDER = 'https://storefront.example';

/**
 * The manifest a shop installs: the storefront's origin in its registration and webhook URLs,
 * and the app's secret in its setup (Shopware signs the registration with it).
 * @param {string} manifest
 * @param {{ storefrontUrl: string, appSecret: string }} o
 * @returns {string}
 */
export function deployedManifest(manifest, o) {
  const origin = new URL(o.storefrontUrl).origin;
  if (!/^[\x21-\x7e]{32,}$/.test(o.appSecret) || /[<>&]/.test(o.appSecret)) throw new Error('the app secret: at least 32 printable characters, no < > &');
  return manifest.replaceAll(STOREFRONT_PLACEHOLDER, origin)
    .replace(/(<registrationUrl>[^<]*<\/registrationUrl>)/, `$1\n        <secret>${o.appSecret}</secret>`);
}

/**
 * Every file of a folder, relative paths in a stable order.
 * @param {string} dir
 * @param {string} [base]
 * @returns {string[]}
 */
export function filesOf(dir, base = dir) {
  return readdirSync(dir).sort().flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesOf(file, base) : [path.relative(base, file).split(path.sep).join('/')];
  });
}

/**
 * What is wrong with the app in `appDir` (an empty list: nothing), checked against `xsdPath`.
 * @param {string} appDir
 * @param {string} xsdPath
 * @returns {Promise<string[]>}
 */
export async function appProblems(appDir, xsdPath) {
  const problems = await manifestProblems(readFileSync(path.join(appDir, 'manifest.xml'), 'utf8'), xsdPath, path.basename(appDir));
  const files = filesOf(appDir);
  for (const file of files.filter((f) => f.startsWith('Resources/scripts/'))) {
    const [, , folder, script] = file.split('/');
    if (!ENDPOINT_FOLDER.test(folder ?? '') || !script?.endsWith('.twig')) problems.push(`${file}: a script of a store-api-veld-<hook> folder, a .twig file`);
  }
  for (const file of files.filter((f) => f.startsWith('Resources/snippet/'))) {
    const base = path.basename(file);
    if (!SNIPPET_FILE.test(base)) {
      problems.push(`${file}: a snippet file is named <domain>.<locale>.json`);
      continue;
    }
    let texts;
    try {
      texts = JSON.parse(readFileSync(path.join(appDir, file), 'utf8'));
    } catch (error) {
      problems.push(`${file}: ${error.message}`);
      continue;
    }
    for (const [key, text] of Object.entries(texts)) {
      if (!key.startsWith(`${SNIPPET_NAMESPACE}.`)) problems.push(`${file}: ${key} is outside the app's namespace ${SNIPPET_NAMESPACE}.`);
      if (typeof text !== 'string') problems.push(`${file}: ${key} is no text`);
    }
  }
  return problems;
}

/**
 * What is wrong with a manifest alone: what Shopware's schema refuses, and a name other than its
 * app folder's.
 * @param {string} manifest
 * @param {string} xsdPath
 * @param {string} appName the app's folder
 * @returns {Promise<string[]>}
 */
export async function manifestProblems(manifest, xsdPath, appName) {
  const result = await validateXML({
    xml: [{ fileName: 'manifest.xml', contents: manifest }],
    schema: [{ fileName: path.basename(xsdPath), contents: readFileSync(xsdPath, 'utf8') }],
  });
  const problems = result.errors.map((error) => `manifest.xml: ${error.rawMessage ?? error.message}`);
  const name = /<meta>[\s\S]*?<name>([^<]+)<\/name>/.exec(manifest)?.[1];
  if (name !== appName) problems.push(`manifest.xml: the app's name (${name}) must be its folder's (${appName})`);
  return problems;
}

/**
 * The zip Shopware installs (Admin → Extensions → Upload extension): the app's folder as its one
 * top-level entry, entries in a stable order with a fixed date, so the same app makes the same
 * bytes.
 * @param {string} appDir
 * @param {string} [manifest] the manifest to ship in place of the folder's (deployedManifest)
 * @returns {Uint8Array}
 */
export function appZip(appDir, manifest) {
  const name = path.basename(appDir);
  /** @param {string} file */
  const contents = (file) => (file === 'manifest.xml' && manifest !== undefined ? new TextEncoder().encode(manifest) : readFileSync(path.join(appDir, file)));
  const entries = Object.fromEntries(filesOf(appDir).map((file) => [`${name}/${file}`, [contents(file), { mtime: new Date('2026-01-01T00:00:00Z') }]]));
  return zipSync(entries, { level: 9 });
}
