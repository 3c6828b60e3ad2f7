// Internal links of the content resolve to the target's site path in the query itself, the
// same way everywhere (pathOf in pages.ts): the home page is "", a post "blog/<slug>". Before
// issue 54 the site configuration's links took the bare slug (a post lost /blog/, the home
// page became /home) and page buttons and cards linked the home page as /home.
import { describe, expect, it } from 'vitest';
import { evaluate, parse } from 'groq-js';
import { linkHref } from '../site-config';
import { PAGE_BY_SLUG_QUERY } from './pages';
import { SITE_CONFIG_QUERY } from './site-config';

const ref = (id: string) => ({ _type: 'reference', _ref: id });
const internal = (id: string) => ({ type: 'internal', internalLink: ref(id) });
const dataset = [
  { _id: 'page-home', _type: 'page', title: 'Home', slug: { current: 'home' }, pageBuilder: [
    { _type: 'Button', _key: 'b1', title: 'Naar huis', link: internal('page-home'), variant: 'primary', alignment: 'left' },
    { _type: 'Cards', _key: 'c1', cards: [{ _type: 'card', _key: 'k1', title: 'Journal', link: internal('blog-winter') }] },
    { _type: 'HeaderBanner', _key: 'h1', title: 'Hoi', buttons: [{ _type: 'button', _key: 'x', title: 'Service', link: internal('page-klantenservice-maattabel') }] },
  ] },
  { _id: 'page-klantenservice-maattabel', _type: 'page', title: 'Maattabel', slug: { current: 'klantenservice/maattabel' }, pageBuilder: [] },
  { _id: 'blog-winter', _type: 'blog', title: 'Winter', slug: { current: 'winter' } },
  { _id: 'siteConfig', _type: 'siteConfig', title: 'VELD',
    callOutBar: { enabled: true, title: 'Lees', button: { title: 'het verhaal', link: internal('blog-winter') } },
    appointmentLink: { title: 'Advies', link: internal('page-home') } },
];

const run = async (query: string, params: Record<string, unknown> = {}) =>
  (await evaluate(parse(query, { params }), { dataset, params })).get();

describe('internal links in the content queries', () => {
  it('resolve the site configuration’s links to a post and to the home page', async () => {
    const config = await run(SITE_CONFIG_QUERY);
    expect(config.callout.link.internalPath).toBe('blog/winter');
    expect(config.appointment.link.internalPath).toBe('');
    expect(linkHref(config.callout.link)).toBe('/blog/winter');
    expect(linkHref(config.appointment.link)).toBe('/');
  });

  it('resolve a page’s buttons and cards to the home page, a post and a nested page', async () => {
    const page = await run(PAGE_BY_SLUG_QUERY, { slug: 'home' });
    const [button, cards, banner] = page.pageBuilder;
    expect(button.link.internalPath).toBe('');
    expect(cards.cards[0].link.internalPath).toBe('blog/winter');
    expect(banner.buttons[0].link.internalPath).toBe('klantenservice/maattabel');
  });

  it('take an external link’s url, and no link as none', () => {
    expect(linkHref({ type: 'external', url: '/Dames/' })).toBe('/Dames/');
    expect(linkHref(null)).toBeNull();
  });
});
