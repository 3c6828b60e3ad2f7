import { expect, markDocument, test } from './fixtures';

// The content blocks on the demo pages that hold them (demo-backend/sanity/dataset/pages),
// each checked by role and text at desktop (1440) and mobile (375) sizes.
test.describe('content blocks', () => {
  test('FAQs open and close by keyboard; info cards; button link to a page', async ({ page }) => {
    await page.goto('/klantenservice');
    await expect(page.getByRole('heading', { level: 1, name: 'Hoe kunnen we je helpen?' })).toBeVisible();

    const info = page.getByRole('region', { name: 'Informatie' });
    // Without a section title the cards' titles are the section's headings: h2 under the h1.
    await expect(info.getByRole('heading', { level: 2 })).toHaveText(['Verzenden', 'Retourneren', 'Maatadvies']);
    await expect(info.getByRole('link', { name: 'Alles over verzenden' })).toHaveAttribute('href', '/klantenservice/verzenden-en-retourneren');

    const faqs = page.getByRole('region', { name: 'Meestgestelde vragen' });
    const details = faqs.locator('details').filter({ hasText: 'Wat kost verzending?' });
    const question = details.locator('summary');
    const answer = details.getByText('gratis vanaf € 75');
    await expect(details).not.toHaveAttribute('open');
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(details).not.toHaveAttribute('open');
    await expect(answer).toBeHidden();

    // Rich text in an answer: a numbered list with a link into the shop.
    const returns = faqs.locator('details', { hasText: 'Hoe meld ik een retour aan?' });
    await returns.locator('summary').click();
    await expect(returns.getByRole('listitem')).toHaveCount(3);
    await expect(returns.getByRole('link', { name: 'je account' })).toHaveAttribute('href', '/account/orders');

    const jsonLd = JSON.parse(await faqs.locator('script[type="application/ld+json"]').textContent() ?? '{}') as { '@type': string; mainEntity: unknown[] };
    expect(jsonLd['@type']).toBe('FAQPage');
    expect(jsonLd.mainEntity).toHaveLength(5);

    await expect(page.getByRole('link', { name: 'Alle veelgestelde vragen' })).toHaveAttribute('href', '/klantenservice/veelgestelde-vragen');
  });

  test('raw HTML in a sandboxed, lazy iframe at least 1000 px high; content and button', async ({ page }) => {
    await page.goto('/klantenservice/maattabel');
    await expect(page.getByText('Meet over je ondergoed, met een zacht meetlint')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Taille:' })).toBeVisible();

    const frame = page.locator('iframe[title="Maattabel dames en heren"]');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    const sandbox = await frame.getAttribute('sandbox');
    expect(sandbox).not.toBeNull();
    expect(sandbox).not.toContain('allow-same-origin');
    await frame.scrollIntoViewIfNeeded();
    expect((await frame.boundingBox())!.height).toBeGreaterThanOrEqual(1000);
    await expect(page.frameLocator('iframe[title="Maattabel dames en heren"]').getByRole('heading', { name: 'Heren' })).toBeVisible();

    await expect(page.getByRole('link', { name: 'Liever persoonlijk maatadvies?' })).toHaveAttribute('href', '/afspraak-maken');
  });

  test('reviews with half stars, team slider, ordered steps and an email button', async ({ page }) => {
    await page.goto('/afspraak-maken');
    await expect(page.getByRole('heading', { level: 2, name: 'Zo werkt het' })).toBeVisible();
    await expect(page.locator('.content-block ol > li')).toHaveCount(3);

    const reviews = page.getByRole('region', { name: 'Ervaringen met ons advies' });
    await expect(reviews.getByRole('group')).toHaveCount(3);
    await expect(reviews.getByRole('img', { name: '4,5 van 5 sterren', exact: true })).toHaveCount(1);
    await expect(reviews.getByRole('img', { name: '5 van 5 sterren', exact: true })).toHaveCount(1);
    await expect(reviews.getByRole('img', { name: '4 van 5 sterren', exact: true })).toHaveCount(1);
    await expect(reviews.getByText('Thomas')).toBeAttached();

    const team = page.getByRole('region', { name: 'Je stylisten' });
    await expect(team.getByRole('group')).toHaveCount(3);
    await expect(team.getByText('Sanne Jansen')).toBeVisible();
    await expect(team.getByText('Personal stylist')).toBeVisible();
    await expect(team.getByRole('img', { name: 'Portret van Sanne Jansen' })).toBeVisible();

    await expect(page.getByRole('link', { name: 'Mail ons je vraag' })).toHaveAttribute('href', 'mailto:klantenservice@veldmode.nl');
  });

  test('info card buttons: phone, email and an external link in a new tab @desktop', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByText('We helpen je graag, van dinsdag tot en met zaterdag')).toBeVisible();
    await expect(page.getByRole('link', { name: '023 531 04 60' })).toHaveAttribute('href', 'tel:+31235310460');
    await expect(page.getByRole('link', { name: 'klantenservice@veldmode.nl' }).first()).toHaveAttribute('href', 'mailto:klantenservice@veldmode.nl');
    const route = page.getByRole('link', { name: 'Route plannen (opent in nieuw venster)' });
    await expect(route).toHaveAttribute('target', '_blank');
    await expect(route).toHaveAttribute('rel', /noopener/);
  });

  test('Instagram posts open in a new tab and the handle links to the profile; reviews on the home page', async ({ page }) => {
    await page.goto('/');
    const instagram = page.getByRole('region', { name: 'Volg ons op Instagram' });
    await instagram.scrollIntoViewIfNeeded();
    await expect(instagram.getByRole('group')).toHaveCount(8);
    const handle = instagram.getByRole('link', { name: '@veldmode (opent in nieuw venster)' });
    await expect(handle).toHaveAttribute('href', 'https://www.instagram.com/veldmode/');
    await expect(handle).toHaveAttribute('target', '_blank');
    const posts = instagram.getByRole('link', { name: /Bekijk op Instagram/ });
    await expect(posts).toHaveCount(8);
    for (const post of await posts.all()) {
      await expect(post).toHaveAttribute('target', '_blank');
      await expect(post).toHaveAttribute('rel', /noopener/);
      await expect(post).toHaveAttribute('href', /^https:\/\/www\.instagram\.com\/p\//);
    }
    await expect(instagram.getByRole('img', { name: 'Lotte in een bordeaux teddyjas voor de etalage' })).toBeAttached();

    const reviews = page.getByRole('region', { name: 'Wat klanten over ons zeggen' });
    await expect(reviews.getByRole('group')).toHaveCount(6);
    await expect(reviews.getByRole('img', { name: /van 5 sterren$/ })).toHaveCount(6);

    const cards = page.getByRole('region', { name: 'Waar ben je naar op zoek?' });
    await expect(cards.getByRole('link', { name: /Dames/ })).toHaveAttribute('href', '/Dames/');
  });

  test('story page: content with an internal link, image caption, team grid and cards slider', async ({ page }) => {
    await page.goto('/over-veld');
    const story = page.getByRole('region', { name: 'Ons verhaal' });
    await expect(story.getByText('We verkopen liever één jas die je tien jaar draagt')).toBeVisible();

    await expect(page.getByRole('figure').filter({ hasText: 'Ons atelier boven de winkel' })
      .getByRole('img', { name: 'Werktafel in het atelier met stofrollen, een schaar en een meetlint' })).toBeVisible();

    const team = page.getByRole('region', { name: 'Het team' });
    await expect(team.getByRole('listitem')).toHaveCount(7);
    await expect(team.getByText('Youssef El Amrani')).toBeVisible();
    await expect(team.getByText('Kleermaker')).toBeVisible();

    const more = page.getByRole('region', { name: 'Ontdek meer' });
    await expect(more.getByRole('group')).toHaveCount(4);
    await expect(more.getByRole('link', { name: /VELD Journal/ })).toHaveAttribute('href', '/blog');

    // The internal link resolves to the page's path and navigates without a reload.
    const sameDocument = await markDocument(page);
    await story.getByRole('link', { name: 'hoe we kiezen' }).click();
    await expect(page).toHaveURL(/\/duurzaamheid$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Minder, maar beter' })).toBeVisible();
    expect(await sameDocument()).toBe(true);
  });

  test('content block padding per breakpoint from the block @desktop', async ({ page }) => {
    await page.goto('/duurzaamheid');
    const content = page.getByRole('region', { name: 'Zo kiezen wij' });
    await expect(content).toHaveCSS('padding-top', '96px');
    await expect(content.locator('.content-block__inner')).toHaveCSS('max-width', '820px');
  });

  test('content block padding per breakpoint from the block @mobile', async ({ page }) => {
    await page.goto('/duurzaamheid');
    const content = page.getByRole('region', { name: 'Zo kiezen wij' });
    await expect(content).toHaveCSS('padding-top', '56px');
    await expect(content.getByRole('heading', { level: 2, name: 'Materialen' })).toBeVisible();
  });

  test('an unknown block shows its message while the other blocks render @desktop', async ({ page }) => {
    await page.goto('/inspiratie');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load component: LegacyCarousel' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Inspiratie' })).toBeVisible();
  });
});
