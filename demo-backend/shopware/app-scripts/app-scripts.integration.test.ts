// The app's Store API endpoints, answered by the demo backend running the app's own scripts
// (shopware-app/VeldStorefront/Resources/scripts/) as Shopware runs them: /store-api/script/<hook>.
import { createAPIClient } from '@shopware/api-client';
import type { operations } from '@shopware/api-client/store-api-types';
import { describe, expect, inject, it } from 'vitest';

const baseURL = `${inject('backendUrl')}/store-api`;
const accessToken = inject('accessKey');
const api = createAPIClient<operations>({ baseURL, accessToken });

interface Looks {
  looksObject: { id: string; url: string; cover: { media: { url: string; alt: string } } | null; products: string[]; translated: { name: string } }[];
  pagination: { page: number; totalPages: number; totalLooks: number; itemsPerPage: number };
}

async function looks(body: unknown): Promise<{ status: number; body: Looks & { errors?: { code: string }[] } }> {
  const res = await fetch(`${baseURL}/script/veld-looks`, {
    method: 'POST', headers: { 'sw-access-key': accessToken, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() as Looks & { errors?: { code: string }[] } };
}

describe('the looks endpoint (store-api-veld-looks)', () => {
  it('pages the looks, in their order, by gender', async () => {
    const first = await looks({ gender: '', page: 1, itemsPerPage: 12 });
    expect(first.status).toBe(200);
    expect(first.body.looksObject).toHaveLength(12);
    expect(first.body.pagination).toEqual({ page: 1, totalPages: 3, totalLooks: 30, itemsPerPage: 12 });
    expect(first.body.looksObject[0]!.url).toMatch(/^look\/[a-z0-9-]+$/);
    const third = await looks({ gender: '', page: 3, itemsPerPage: 12 });
    expect(third.body.looksObject).toHaveLength(6);
    const ids = [...first.body.looksObject, ...(await looks({ gender: '', page: 2, itemsPerPage: 12 })).body.looksObject, ...third.body.looksObject].map((l) => l.id);
    expect(new Set(ids).size).toBe(30);
    const dames = await looks({ gender: 'dames', page: 1, itemsPerPage: 100 });
    expect(dames.body.pagination.totalLooks).toBe(15);
  });

  it('answers a look\'s cover and products as its landing page\'s layout holds them', async () => {
    const [look] = (await looks({ gender: 'heren', page: 1, itemsPerPage: 1 })).body.looksObject;
    const { data: page } = await api.invoke('readLandingPage post /landing-page/{landingPageId}', { pathParams: { landingPageId: look!.id }, body: {} });
    const slots = page.cmsPage!.sections!.flatMap((s) => s.blocks!.flatMap((b) => b.slots!)) as unknown as { type: string; config: Record<string, { value: unknown }>; data?: { media?: { url: string } } }[];
    expect(look!.cover!.media.url).toBe(slots.find((s) => s.type === 'image')!.data!.media!.url);
    expect(look!.products).toEqual(slots.find((s) => s.type === 'product-listing')!.config.products!.value);
    expect(look!.products.length).toBeGreaterThan(1);
    expect(look!.translated.name).toBe(page.translated!.name);
  });

  it('refuses a gender it does not know and a page that is no whole number, as its script says', async () => {
    const gender = await looks({ gender: 'kinderen', page: 1, itemsPerPage: 12 });
    expect(gender.status).toBe(400);
    expect(gender.body.errors![0]!.code).toBe('VELD__INVALID_LOOK_GENDER');
    for (const body of [{ page: 0 }, { page: 1.5 }, { itemsPerPage: 101 }]) expect((await looks(body)).status).toBe(400);
  });

  it('answers 204 for a hook the app has no script for, as Shopware does', async () => {
    const res = await fetch(`${baseURL}/script/veld-bestaat-niet`, { method: 'POST', headers: { 'sw-access-key': accessToken } });
    expect(res.status).toBe(204);
  });
});
