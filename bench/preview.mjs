// How soon an editor's change shows in a content preview (#19, decision 016): from the draft's
// mutation in the Content Lake API (as the Studio sends it) to the new text on the previewed
// page, in place, through the Live Content API's event, the worker's relay and the refetch.
// A measurement, not a test (e2e/preview.spec.ts holds the behaviour: the page follows).
import { DEMO_SECRETS } from '../scripts/lib/servers.mjs';
import { pct, round } from './measure.mjs';

const SAMPLES = Number(process.env.BENCH_PREVIEW_SAMPLES ?? 10);
const API = '/v2025-02-19/data/mutate/production';
/** The home page's draft in the demo dataset (demo-backend/sanity/dataset/drafts.ts). */
const HOME_DRAFT = 'drafts.page-home';

async function mutate(backend, mutations) {
  const res = await fetch(`${backend}${API}`, {
    method: 'POST', headers: { authorization: `Bearer ${DEMO_SECRETS.sanityToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mutations }),
  });
  if (!res.ok) throw new Error(`mutation failed: ${res.status} ${await res.text()}`);
}

/** p50 and p95 in ms from a draft's mutation to its text on the previewed home page. */
export async function previewEditLatency(browser, base, backend) {
  const secret = `bench-${Date.now()}`;
  await mutate(backend, [{ create: {
    _id: `sanity-preview-url-secret.${secret}`, _type: 'sanity.previewUrlSecret', secret,
    source: 'bench', studioUrl: 'http://localhost:3333', userId: 'bench',
  } }]);
  const page = await browser.newPage();
  try {
    await page.goto(`${base}/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=%2F`);
    await page.locator('html[data-preview-live="listening"]').waitFor({ state: 'attached' });
    const samples = [];
    for (let i = 0; i < SAMPLES; i++) {
      const title = `Bench ${Date.now()}-${i}`;
      const shown = page.waitForFunction((expected) => {
        const text = globalThis.document.querySelector('.header-banner h1')?.textContent ?? '';
        return text.replace(/[\u200B-\u200D\u2060\uFEFF]/g, '').trim() === expected;
      }, title, { polling: 'raf', timeout: 60_000 });
      const start = process.hrtime.bigint();
      await mutate(backend, [{ patch: { id: HOME_DRAFT, set: { 'pageBuilder[0].title': title } } }]);
      await shown;
      samples.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    return { samples: samples.length, p50: round(pct(samples, 50)), p95: round(pct(samples, 95)) };
  } finally {
    await page.close();
  }
}
