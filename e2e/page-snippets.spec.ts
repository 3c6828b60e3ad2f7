// A page carries the snippets its HTML shows, not the shop's whole set (decision 030); the
// whole set loads in the browser at the first need for more. Here it is held back, as on a
// slow connection, to show that nothing waits on it in English meanwhile: what shows first on
// a press is carried, and what needs more shows once the whole set is in.
import { categoryWithChildren, expect, holdRequests, test } from './fixtures';

const WHOLE_SET = /\/api\/getSnippets$/;

/** The dehydrated state an HTML document carries: each query's key and data. */
function carriedQueries(html: string): { queryKey: unknown[]; data: unknown }[] {
  return [...html.matchAll(/\.push\((\{.*?\})\);document\.currentScript\.remove\(\)/g)].flatMap((m) =>
    (JSON.parse(m[1]!) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries.map((q) => ({ queryKey: q.queryKey, data: q.state.data })));
}

test('a page carries the snippets it shows, not the whole set, and its first view asks for no more @desktop', async ({ page, request }) => {
  const whole = await (await request.get('/api/getSnippets')).json() as Record<string, string>;
  for (const path of ['/', await categoryWithChildren(request), '/over-veld']) {
    const queries = carriedQueries(await (await request.get(path)).text());
    expect(queries.map((q) => JSON.stringify(q.queryKey)), path).not.toContain('["snippets"]');
    const carried = queries.find((q) => JSON.stringify(q.queryKey) === '["snippets","page"]')?.data as Record<string, string | null>;
    expect(Object.keys(carried).length, path).toBeGreaterThan(20);
    expect(Object.keys(carried).length, path).toBeLessThan(Object.keys(whole).length / 4);
    // Each as the whole set has it (null: the shop has none, the fallback shows).
    for (const [key, value] of Object.entries(carried)) expect(value, `${path} ${key}`).toBe(whole[key] ?? null);
  }
  const asked: string[] = [];
  page.on('request', (r) => { if (WHOLE_SET.test(new URL(r.url()).pathname)) asked.push(r.url()); });
  await page.goto('/');
  await page.evaluate(() => new Promise((resolve) => globalThis.requestIdleCallback(() => resolve(undefined))));
  expect(asked).toEqual([]);
});

test("the quick search's stand-in speaks Dutch before the whole set is in, the overlay once it is @desktop", async ({ page }) => {
  await page.goto('/');
  const release = await holdRequests(page, WHOLE_SET);
  const asked = page.waitForRequest((r) => WHOLE_SET.test(new URL(r.url()).pathname));
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await asked;
  const dialog = page.getByRole('dialog', { name: 'Zoeken' });
  await expect(dialog).toHaveAttribute('aria-busy', 'true');
  await expect(dialog.getByRole('searchbox', { name: 'Zoek in de winkel' })).toHaveAttribute('placeholder', 'Waar ben je naar op zoek?');
  await expect(dialog.getByRole('button', { name: 'Zoeken sluiten' })).toBeVisible();
  release();
  await expect(dialog).not.toHaveAttribute('aria-busy', 'true');
  await expect(dialog.getByRole('heading', { name: 'Meest gezochte merken' })).toBeVisible();
});

test('a client-side navigation shows the next page once the whole set is in, in Dutch @desktop', async ({ page }) => {
  await page.goto('/');
  const release = await holdRequests(page, WHOLE_SET);
  const asked = page.waitForRequest((r) => WHOLE_SET.test(new URL(r.url()).pathname));
  await page.locator('.site-footer').getByRole('link', { name: 'Merken', exact: true }).click();
  await asked;
  await expect(page).toHaveURL('/');
  release();
  await expect(page).toHaveURL('/merken');
  await expect(page.getByRole('button', { name: 'Alle', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test.describe('a part woken while the whole set is on its way @mobile', () => {
  test('goes live with it: the filter menu opens once, in Dutch', async ({ page, request }) => {
    await page.goto(await categoryWithChildren(request));
    const release = await holdRequests(page, WHOLE_SET);
    const asked = page.waitForRequest((r) => WHOLE_SET.test(new URL(r.url()).pathname));
    await page.getByRole('button', { name: 'Filters en sorteren' }).click();
    await asked;
    const menu = page.getByRole('dialog', { name: 'Filters en sorteren' });
    await expect(menu).toHaveCount(0);
    release();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: /^Toon [\d.]+ resultaten$/ })).toBeVisible();
  });
});
