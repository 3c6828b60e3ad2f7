// The editors' Studio (studio/, issue 54) against the run's demo backend, offline: an editor logs
// in, opens a page in the Presentation tool, clicks its heading in the framed shop (the edit
// link opens that field), changes it, and the framed shop shows it without a reload. The Studio
// is built for this run's ports and served from the Studio's origin of the run (e2e/studio.ts);
// it reaches the demo backend through its HTTPS front (scripts/lib/studio-front.mjs), whose
// certificate is this machine's own: the context accepts it.
import { test as base, expect, type FrameLocator, type Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import { sanitySync } from '../scripts/lib/sanity-cli.mjs';
import { DEMO_SECRETS } from '../scripts/lib/servers.mjs';
import { startStudioFront } from '../scripts/lib/studio-front.mjs';
import { shopPorts, shopUrls, studioOrigin } from './shops';
import { STUDIO_BUILD_DIR } from './studio';

const PAGE_ID = 'page-contact';
const NEW_HEADING = 'Contact met VELD';

const test = base.extend<{ studio: Page }>({
  studio: async ({ browser }, use) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1440, height: 900 }, locale: 'nl-NL' });
    await use(await context.newPage());
    await context.close();
  },
});

let front: { close: () => Promise<void> } | undefined;

test.beforeAll(async () => {
  // Building takes about 10 s of CPU; the other worker goes on meanwhile.
  test.setTimeout(180_000);
  const { backend, storefront } = shopUrls();
  const frontPort = shopPorts().studioFront;
  rmSync(STUDIO_BUILD_DIR, { recursive: true, force: true });
  const built = sanitySync(['build', STUDIO_BUILD_DIR, '--yes'], {
    stdio: 'pipe',
    env: { SANITY_STUDIO_API_HOST: `https://localhost:${frontPort}`, SANITY_STUDIO_SHOP_URL: storefront },
  });
  expect(built.status, String(built.stderr)).toBe(0);
  front = await startStudioFront({ backend, port: frontPort, studioUrl: `${studioOrigin()}/` });
});

test.afterAll(async () => {
  await front?.close();
});

test.afterEach(async () => {
  // The draft of this test leaves with it: every other test sees the page as seeded.
  await fetch(`${shopUrls().backend}/v2025-02-19/data/mutate/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO_SECRETS.sanityToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mutations: [{ delete: { id: `drafts.${PAGE_ID}` } }] }),
  });
});

async function logIn(studio: Page) {
  await studio.goto(`${studioOrigin()}/`);
  await studio.getByRole('link', { name: /Demo-redacteur/ }).or(studio.getByRole('button', { name: /Demo-redacteur/ })).first().click();
  await expect(studio.getByRole('link', { name: 'Voorbeeld' })).toBeVisible({ timeout: 30_000 });
}

const heading = (frame: FrameLocator, name: string) => frame.getByRole('heading', { level: 1, name });

test('an editor opens a heading from the framed shop, changes it, and the shop shows it without a reload @desktop', async ({ studio }) => {
  test.setTimeout(90_000);
  await logIn(studio);
  await studio.goto(`${studioOrigin()}/presentation/page/${PAGE_ID}?preview=${encodeURIComponent('/contact')}`);
  const frame = studio.frameLocator('iframe').first();
  // The Title block's level survives the preview's edit marks (worker/sanity/stega.ts): still the h1.
  await expect(heading(frame, 'Contact')).toBeVisible({ timeout: 30_000 });
  const framed = studio.frames().find((candidate) => candidate.url().includes('/contact'))!;
  await framed.evaluate(() => { (window as { notReloaded?: boolean }).notReloaded = true; });

  // The heading's edit link (its stega marks): a click on it in the frame opens that very field,
  // once the shop's visual editing (loaded after its page) has found it. It shows that it has by
  // marking its outline of the element under the pointer (`data-hovered`); before, a click is
  // the page's own.
  const seeded = heading(frame, 'Contact');
  await expect(async () => {
    await seeded.hover();
    await expect(frame.locator('sanity-visual-editing [data-hovered]')).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await seeded.click();
  await expect(studio).toHaveURL(/\/presentation\/page\/page-contact\/pageBuilder\[_key==%22[0-9a-f]+%22\]\.text/);
  const text = studio.getByLabel('Tekst', { exact: true });
  await expect(text).toHaveValue('Contact');
  await text.fill(NEW_HEADING);

  await expect(heading(frame, NEW_HEADING)).toBeVisible();
  expect(await framed.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(studio.getByText('Saved', { exact: true })).toBeVisible();

  // It is the draft in the demo backend's store; shoppers still get the published page.
  const draft = await fetch(`${shopUrls().backend}/v2025-02-19/data/doc/production/drafts.${PAGE_ID}`, {
    headers: { authorization: `Bearer ${DEMO_SECRETS.sanityToken}` },
  }).then((answer) => answer.json()) as { documents: unknown[] };
  expect(JSON.stringify(draft.documents)).toContain(NEW_HEADING);
  const shopperPage = await fetch(`${shopUrls().storefront}/contact`).then((answer) => answer.text());
  expect(shopperPage).not.toContain(NEW_HEADING);
});
