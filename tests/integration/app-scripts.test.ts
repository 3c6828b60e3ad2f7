// The shop's looks come from the Shopware app's script
// (shopware-app/VeldStorefront/Resources/scripts/store-api-veld-looks/looks.twig), which the demo
// backend runs as Shopware would: put another script in its place and the shop shows what that
// one answers (issue 53).
import { afterAll, describe, expect, inject, it } from 'vitest';
import { purgeAll } from '../support/http';

const storefront = inject('storefrontUrl');
const backend = inject('backendUrl');

/** A looks script answering one look of its own. */
const ONE_LOOK = `{% block response %}{% do hook.setResponse(services.response.json({
  looksObject: [{ id: '${'e'.repeat(32)}', url: 'look/vervangen', cover: null, products: [], translated: { name: 'Een vervangen look' } }],
  pagination: { page: 1, totalPages: 1, totalLooks: 1, itemsPerPage: 12 }
})) %}{% endblock %}`;

async function replaceLooksScript(source: string | null) {
  const res = source === null
    ? await fetch(`${backend}/__demo/app-scripts`, { method: 'DELETE' })
    : await fetch(`${backend}/__demo/app-scripts/store-api-veld-looks`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ file: 'looks.twig', source }) });
  expect(res.status).toBe(204);
  // The shop keeps the looks it read (the looks tag), and the pages that show them.
  await purgeAll(storefront, ['looks']);
}

afterAll(() => replaceLooksScript(null));

describe('the looks, from the app\'s script', () => {
  it('shows what the script answers', async () => {
    const before = await (await fetch(`${storefront}/shop-the-look`)).text();
    expect(before).toContain('Zomerse linnen look');
    expect(before).not.toContain('Een vervangen look');
    await replaceLooksScript(ONE_LOOK);
    const after = await (await fetch(`${storefront}/shop-the-look`)).text();
    expect(after).toContain('Een vervangen look');
    expect(after).not.toContain('Zomerse linnen look');
    await replaceLooksScript(null);
    expect(await (await fetch(`${storefront}/shop-the-look`)).text()).toContain('Zomerse linnen look');
  });
});
