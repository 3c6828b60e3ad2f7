// The app's checks (shopware-app.mjs), each broken on purpose on a copy of the app.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { root } from './servers.mjs';
import { APP_NAME, appProblems, appZip, deployedManifest, filesOf, manifestProblems, STOREFRONT_PLACEHOLDER } from './shopware-app.mjs';

const XSD = path.join(root, 'shopware-app', 'schema', 'manifest-3.0.xsd');
const copies: string[] = [];

/** A copy of the app to break. */
function copy(): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'app-')), APP_NAME);
  cpSync(path.join(root, 'shopware-app', APP_NAME), dir, { recursive: true });
  copies.push(path.dirname(dir));
  return dir;
}

const edit = (file: string, change: (text: string) => string) => writeFileSync(file, change(readFileSync(file, 'utf8')));

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the Shopware app', () => {
  it('is what Shopware installs, as it is', async () => {
    expect(await appProblems(copy(), XSD)).toEqual([]);
  });

  it('refuses a manifest its schema does not accept, or named otherwise than its folder', async () => {
    const app = copy();
    edit(path.join(app, 'manifest.xml'), (xml) => xml.replace('<meta>', '<meta><colour>rood</colour>'));
    expect((await appProblems(app, XSD)).join('\n')).toMatch(/manifest\.xml: .*colour/);
    const renamed = copy();
    edit(path.join(renamed, 'manifest.xml'), (xml) => xml.replace(`<name>${APP_NAME}</name>`, '<name>Andere</name>'));
    expect(await appProblems(renamed, XSD)).toEqual([expect.stringContaining("the app's name (Andere)")]);
  });

  it('refuses a snippet outside its namespace, a snippet that is no text, and a script of no endpoint of its own', async () => {
    const app = copy();
    const snippets = path.join(app, 'Resources', 'snippet', 'storefront.nl-NL.json');
    edit(snippets, (json) => JSON.stringify({ ...JSON.parse(json), 'footer.copyright': 'Shopware\'s own key', 'veld.count': 3 }));
    mkdirSync(path.join(app, 'Resources', 'scripts', 'store-api-looks'), { recursive: true });
    writeFileSync(path.join(app, 'Resources', 'scripts', 'store-api-looks', 'looks.twig'), '');
    const problems = await appProblems(app, XSD);
    expect(problems).toContainEqual(expect.stringContaining('footer.copyright is outside the app\'s namespace'));
    expect(problems).toContainEqual(expect.stringContaining('veld.count is no text'));
    expect(problems).toContainEqual(expect.stringContaining('Resources/scripts/store-api-looks/looks.twig'));
  });

  it('is built for one storefront: its origin in the registration and webhook URLs, the app\'s secret in its setup', async () => {
    const app = path.join(root, 'shopware-app', APP_NAME);
    const committed = readFileSync(path.join(app, 'manifest.xml'), 'utf8');
    const secret = 'x'.repeat(40);
    const built = deployedManifest(committed, { storefrontUrl: 'https://www.veld.nl/ignored/path', appSecret: secret });
    expect(built).not.toContain(STOREFRONT_PLACEHOLDER);
    expect(built).toContain('<registrationUrl>https://www.veld.nl/api/shopware-app/register</registrationUrl>');
    expect(built).toContain(`<secret>${secret}</secret>`);
    expect(built.match(/url="https:\/\/www\.veld\.nl\/api\/revalidate"/g)?.length).toBeGreaterThanOrEqual(4);
    expect(await manifestProblems(built, XSD, APP_NAME)).toEqual([]);
    expect(() => deployedManifest(committed, { storefrontUrl: 'https://www.veld.nl', appSecret: 'short' })).toThrow(/at least 32/);
    const zipped = unzipSync(appZip(app, built))[`${APP_NAME}/manifest.xml`]!;
    expect(new TextDecoder().decode(zipped)).toBe(built);
  });

  it('zips its folder whole, the same bytes each time', () => {
    const app = path.join(root, 'shopware-app', APP_NAME);
    const zip = appZip(app);
    expect(Object.keys(unzipSync(zip)).sort()).toEqual(filesOf(app).map((file) => `${APP_NAME}/${file}`).sort());
    expect(Buffer.from(appZip(app)).equals(Buffer.from(zip))).toBe(true);
  });
});
