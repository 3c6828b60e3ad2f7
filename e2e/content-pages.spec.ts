// Blocks the other specs do not visit on their own: the home page's banner, USPs, product and
// journal sliders, and the looks-beside-journal overview. Together with blocks.spec.ts,
// overviews.spec.ts, video.spec.ts and contact.spec.ts every block type of the content model
// is checked by role and text at both sizes.
import { expect, test } from './fixtures';

test('home: header banner, USPs, product slider and journal slider', async ({ page }) => {
  await page.goto('/');
  const banner = page.locator('.header-banner');
  await expect(banner.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner.getByRole('img').first()).toHaveAttribute('alt', /camel jas/);
  await expect(banner.getByRole('link').first()).toHaveAttribute('href', /^\//);

  const usps = page.getByRole('region', { name: 'Waarom VELD' });
  await expect(usps.getByRole('listitem')).toHaveCount(4);
  await expect(usps).toContainText('Gratis verzending vanaf € 75');

  const newIn = page.getByRole('region', { name: 'Nieuw binnen' });
  await expect(newIn.getByRole('group')).toHaveCount(9);
  await expect(newIn.getByRole('group').first().getByRole('link').first()).toHaveAttribute('href', /^\/[^?]+$/);

  const journal = page.getByRole('region', { name: 'Uit het VELD Journal' });
  await journal.scrollIntoViewIfNeeded();
  const post = journal.getByRole('group').first().getByRole('link').first();
  await expect(post).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/);
});

test('inspiration: the newest looks beside the newest journal posts', async ({ page }) => {
  await page.goto('/inspiratie');
  const overview = page.getByRole('region', { name: 'Laat je inspireren' });
  const looks = overview.getByRole('region', { name: 'Nieuwste looks' });
  const posts = overview.getByRole('region', { name: 'Uit het Journal' });
  await expect(looks.getByRole('listitem')).toHaveCount(4);
  await expect(looks.getByRole('link', { name: 'Alle looks' })).toHaveAttribute('href', '/shop-the-look');
  await expect(looks.getByText(/^\d+ artikel(en)?$/).first()).toBeVisible();
  await expect(posts.getByRole('listitem')).toHaveCount(3);
  await expect(posts.getByRole('link', { name: 'Alle verhalen' })).toHaveAttribute('href', '/blog');
});
