// Content preview (#19, decision 016), at both widths: the Presentation tool's preview URL with
// a valid secret starts a preview of the drafts; an edit of the draft shows without a reload;
// the perspective follows its cookie; leaving shows the published text again; a forged or
// missing secret gets 401; a shopper never sees a draft, not even with a forged cookie.
import type { Page } from '@playwright/test';
import { expect, markDocument, test } from './fixtures';
import { studioOrigin } from './shops';
import { seriousViolations } from './axe';

const TOKEN = 'demo-sanity-read-token'; // demo-backend/wrangler.toml
const PUBLISHED_HERO = 'Warm de winter in'; // demo-backend/sanity/dataset/pages/home.ts
const DRAFT_HERO = 'Nieuw: de feestcollectie'; // …/dataset/drafts.ts

/** Mutations through the emulator's Content Lake API, as the Studio sends them. */
async function mutate(backend: string, mutations: unknown[]) {
  const res = await fetch(`${backend}/v2025-02-19/data/mutate/production?returnDocuments=true`, {
    method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ mutations }),
  });
  expect(res.ok, await res.clone().text()).toBe(true);
  return res.json() as Promise<{ results: { id: string; document?: Record<string, unknown> }[] }>;
}

/** A preview secret as the Presentation tool stores one (sanity.previewUrlSecret, valid an hour). */
async function previewSecret(backend: string): Promise<string> {
  const secret = `secret-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
  await mutate(backend, [{ create: {
    _id: `sanity-preview-url-secret.${secret}`, _type: 'sanity.previewUrlSecret', secret,
    source: 'e2e', studioUrl: 'http://localhost:3333', userId: 'e2e',
  } }]);
  return secret;
}

const hero = (page: Page) => page.locator('.header-banner').getByRole('heading', { level: 1 });
/**
 * The hero's title as people read it: a preview's strings carry stega, invisible characters
 * that encode the edit link (U+200B–U+200D, U+2060, U+FEFF), which no one sees.
 */
const STEGA = /[\u200B-\u200D\u2060\uFEFF]/g;
const heroText = (page: Page) => () => hero(page).textContent().then((t) => (t ?? '').replace(STEGA, '').trim());

async function enablePreview(page: Page, backend: string, path = '/', perspective?: string) {
  const secret = await previewSecret(backend);
  const params = new URLSearchParams({ 'sanity-preview-secret': secret, 'sanity-preview-pathname': path });
  if (perspective) params.set('sanity-preview-perspective', perspective);
  await page.goto(`/api/draft-mode/enable?${params.toString()}`);
  // The Studio's perspective rides along in the address, as @sanity/preview-url-secret puts it.
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
}

/**
 * A page of this test's own, published and with a draft, so that editing its draft disturbs no
 * other test: a copy of the home page under a new slug.
 */
async function pageWithDraft(backend: string, published: string, draft: string) {
  const res = await fetch(`${backend}/v2025-02-19/data/doc/production/page-home`, { headers: { authorization: `Bearer ${TOKEN}` } });
  const home = (await res.json() as { documents: Record<string, unknown>[] }).documents[0]!;
  const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const id = `page-e2e-${suffix}`;
  const slug = `e2e-voorbeeld-${suffix}`;
  const withHero = (title: string) => {
    const [banner, ...rest] = home.pageBuilder as Record<string, unknown>[];
    return [{ ...banner, title }, ...rest];
  };
  const { _rev: _r, _createdAt: _c, _updatedAt: _u, ...fields } = home;
  void _r; void _c; void _u;
  const doc = { ...fields, _id: id, title: `E2E ${suffix}`, slug: { _type: 'slug', current: slug } };
  await mutate(backend, [
    { create: { ...doc, pageBuilder: withHero(published) } },
    { create: { ...doc, _id: `drafts.${id}`, pageBuilder: withHero(draft) } },
  ]);
  return { id, path: `/${slug}`, remove: () => mutate(backend, [{ delete: { id } }, { delete: { id: `drafts.${id}` } }]) };
}

test('a valid secret starts a preview of the drafts, with the bar, and an edit shows without a reload', async ({ page, context, shop }) => {
  const own = await pageWithDraft(shop.backend, 'Gepubliceerde titel', 'Concepttitel');
  try {
    await enablePreview(page, shop.backend, own.path);
    await expect.poll(heroText(page)).toBe('Concepttitel');
    const cookie = (await context.cookies()).find((c) => c.name === 'sanity-preview')!;
    expect(cookie).toMatchObject({ httpOnly: true, path: '/' });
    expect((await context.cookies()).find((c) => c.name === 'sanity-preview-perspective')?.value).toBe('drafts');
    const bar = page.getByRole('complementary', { name: 'Voorbeeldweergave' });
    await expect(bar).toContainText('Concepten');
    await expect(page.locator('html')).toHaveAttribute('data-preview', 'standalone');
    expect(await seriousViolations(page, 'the preview bar', { include: '#preview-bar' })).toEqual([]);

    // The editor changes the draft in the Studio once the page listens for live content: the
    // page follows, in place (how fast it follows is for the bench, not for a test).
    await expect(page.locator('html')).toHaveAttribute('data-preview-live', 'listening');
    const sameDocument = await markDocument(page);
    const edited = `Concept ${Date.now()}`;
    await mutate(shop.backend, [{ patch: { id: `drafts.${own.id}`, set: { 'pageBuilder[0].title': edited } } }]);
    await expect.poll(heroText(page)).toBe(edited);
    expect(await sameDocument()).toBe(true);
  } finally {
    await own.remove();
  }
});

test('the perspective follows its cookie; leaving the preview shows the published text', async ({ page, context, shop, baseURL }) => {
  await enablePreview(page, shop.backend);
  await expect.poll(heroText(page)).toBe(DRAFT_HERO);
  await context.addCookies([{ name: 'sanity-preview-perspective', value: 'published', url: baseURL! }]);
  await page.reload();
  await expect.poll(heroText(page)).toBe(PUBLISHED_HERO);
  await expect(page.getByRole('complementary', { name: 'Voorbeeldweergave' })).toContainText('Gepubliceerd');

  // A value that is no perspective: drafts, as the spec says.
  await context.addCookies([{ name: 'sanity-preview-perspective', value: 'raw%3Bdrop', url: baseURL! }]);
  await page.reload();
  await expect.poll(heroText(page)).toBe(DRAFT_HERO);

  await page.getByRole('link', { name: 'Voorbeeld sluiten' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  // Exactly the published text: no stega either.
  await expect(hero(page)).toHaveText(PUBLISHED_HERO, { useInnerText: false });
  expect(await hero(page).textContent()).toBe(PUBLISHED_HERO);
  await expect(page.getByRole('complementary', { name: 'Voorbeeldweergave' })).toHaveCount(0);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('sanity-preview');
});

test('the Studio’s perspective comes along with the preview URL', async ({ page, shop, context }) => {
  await enablePreview(page, shop.backend, '/', 'published');
  await expect.poll(heroText(page)).toBe(PUBLISHED_HERO);
  expect((await context.cookies()).find((c) => c.name === 'sanity-preview-perspective')?.value).toBe('published');
});

test('inside a frame (the Presentation tool) the page starts visual editing over stega-encoded strings, without the bar', async ({ page, shop }) => {
  await enablePreview(page, shop.backend);
  // The Studio frames the shop; here a page of the shop's own origin does, so its cookies go along.
  await page.evaluate(() => {
    document.body.innerHTML = '<iframe title="Presentation" src="/" style="width:100%;height:600px"></iframe>';
  });
  const frame = page.frameLocator('iframe[title="Presentation"]');
  await expect(frame.locator('html')).toHaveAttribute('data-preview', 'presentation');
  await expect(frame.locator('sanity-visual-editing')).toBeAttached();
  await expect(frame.getByRole('complementary', { name: 'Voorbeeldweergave' })).toHaveCount(0);
  // The strings carry their edit links (stega): the hero's title decodes to its document and field.
  const title = await frame.locator('.header-banner h1').textContent();
  expect(title!.replace(STEGA, '')).toBe(DRAFT_HERO);
  expect(title).toMatch(STEGA);
});

/**
 * The Studio's Presentation tool on its own origin (e2e/studio.ts) framing `src`, in a page of
 * the test's context opened without the fixture's wait for hydration (no shop page); answers
 * once the frame has loaded.
 */
async function framedByStudio(page: Page, src: string) {
  const studio = await page.context().newPage();
  await studio.goto(`${studioOrigin()}/presentation?src=${encodeURIComponent(src)}`);
  await studio.locator('body[data-framed="yes"]').waitFor({ state: 'attached' });
  return { studio, frame: studio.frameLocator('iframe[title="Presentation"]'), frameUrl: () => studio.frames()[1]!.url() };
}

test('a Studio on another origin cannot frame a shopper’s page', async ({ page, baseURL }) => {
  // A shopper's page refuses every frame but the shop's own (X-Frame-Options, frame-ancestors):
  // the browser shows its error page in the frame instead.
  const shopper = await framedByStudio(page, `${baseURL}/`);
  expect(shopper.frameUrl()).toMatch(/^chrome-error:/);
  await shopper.studio.close();
});

test('the Studio’s Presentation tool frames the preview it starts', async ({ page, shop, baseURL }) => {
  const secret = await previewSecret(shop.backend);
  const params = new URLSearchParams({ 'sanity-preview-secret': secret, 'sanity-preview-pathname': '/' });
  const { frame, frameUrl } = await framedByStudio(page, `${baseURL}/api/draft-mode/enable?${params.toString()}`);
  expect(frameUrl()).toBe(`${baseURL}/`);
  await expect(frame.locator('html')).toHaveAttribute('data-preview', 'presentation');
  await expect(frame.locator('sanity-visual-editing')).toBeAttached();
  await expect.poll(async () => ((await frame.locator('.header-banner h1').textContent()) ?? '').replace(STEGA, '').trim()).toBe(DRAFT_HERO);
});

test('a forged or missing secret gets 401 and sets nothing', async ({ request, shop }) => {
  await previewSecret(shop.backend); // one exists, but not this one
  for (const query of ['sanity-preview-secret=forged&sanity-preview-pathname=/', 'sanity-preview-pathname=/', '']) {
    const res = await request.get(`/api/draft-mode/enable?${query}`, { maxRedirects: 0 });
    expect(res.status(), query).toBe(401);
    expect(res.headers()['set-cookie']).toBeUndefined();
  }
});

test('a shopper never sees a draft, not even with a forged preview cookie', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'sanity-preview', value: `v1.9999999999.${'A'.repeat(43)}`, url: baseURL! },
    { name: 'sanity-preview-perspective', value: 'drafts', url: baseURL! },
  ]);
  await page.goto('/');
  expect(await hero(page).textContent()).toBe(PUBLISHED_HERO);
  await expect(page.locator('html')).not.toHaveAttribute('data-preview');
  const api = await page.request.get('/api/content/home');
  expect(await api.text()).not.toContain(DRAFT_HERO);
});
