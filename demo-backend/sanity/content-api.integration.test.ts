// Drives the Sanity emulator with the real @sanity/client, configured the way the storefront
// configures it, so that what passes here works for the shop unchanged.
import { createClient, type ClientConfig, type SanityClient } from '@sanity/client';
import { stegaClean } from '@sanity/client/stega';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DRAFT_HOME_HERO_TITLE } from './dataset/drafts';
import { HOME_HERO_TITLE, homePage } from './dataset/pages/home';

const TOKEN = 'demo-sanity-read-token'; // demo-backend/wrangler.toml
const backendUrl = inject('backendUrl');

function client(options: Pick<ClientConfig, 'token' | 'perspective' | 'stega'> = {}): SanityClient {
  return createClient({
    projectId: 'veld0demo',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: backendUrl,
    useProjectHostname: false,
    useCdn: false,
    maxRetries: 0,
    ...options,
  });
}

const HERO_TITLE_QUERY = '*[_type == "page" && slug.current == $slug][0].pageBuilder[_type == "HeaderBanner"][0].title';

describe('queries', () => {
  it('fetches with parameters', async () => {
    const page = await client().fetch<{ title: string; blocks: string[] }>(
      '*[_type == "page" && slug.current == $slug][0]{title, "blocks": pageBuilder[]._type}', { slug: 'contact' });
    expect(page.title).toBe('Contact');
    expect(page.blocks).toContain('ContactForm');
  });

  it('finds the error page by its title', async () => {
    const blocks = await client().fetch<string[]>('*[_type == "page" && title == "Error"][0].pageBuilder[]._type');
    expect(blocks.length).toBeGreaterThan(0);
  });

  it('returns sync tags for the types a query reads, including dereferenced ones', async () => {
    const response = await client().fetch(
      '*[_type == "page" && slug.current == "over-veld"][0]{"team": pageBuilder[_type == "Team"][0].members[]->name}',
      {}, { filterResponse: false });
    expect(response.result.team).toContain('Marieke de Vries');
    expect(response.syncTags).toEqual(['s1:t:page', 's1:t:teamMember']);
    expect(response.query).toContain('over-veld');
    const untyped = await client().fetch('*[_id == "siteConfig"][0].title', {}, { filterResponse: false });
    expect(untyped.syncTags).toEqual(['s1:all']);
  });

  it('switches from GET to POST for long queries', async () => {
    // Past 11264 characters of encoded query the client POSTs {query, params}.
    const padding = 'x'.repeat(12_000);
    const count = await client().fetch<number>('count(*[_type == "faq" && question != $padding])', { padding });
    expect(count).toBeGreaterThanOrEqual(10);
    const raw = await fetch(`${backendUrl}/v2025-02-19/data/query/production?returnQuery=false`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '*[_type == $type][0]._id', params: { type: 'siteConfig' } }),
    });
    expect(await raw.json()).toMatchObject({ result: 'siteConfig', syncTags: ['s1:t:siteConfig'] });
  });

  it('accepts slices and element access with parameters', async () => {
    const titles = await client().fetch<string[]>(
      '*[_type == "blog"] | order(publishedAt desc)[$start...$end].title', { start: 0, end: 3 });
    expect(titles).toHaveLength(3);
  });

  it('reports a parse error as the Content Lake does', async () => {
    await expect(client().fetch('*[_type == "page"')).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('GROQ query parse error'),
    });
  });

  it('answers the projections docs/content-model.md gives the storefront', async () => {
    const config = await client().fetch(`*[_type == "siteConfig"][0]{
      callOutBar{enabled, title, button{title, link{type, url, blank, "internal": internalLink->{_type, "slug": slug.current}}}},
      mainNav[]{_key, title, url, page->{title, "slug": slug.current}},
      appointmentLink{title, link{type, url, "internal": internalLink->{_type, "slug": slug.current}}}
    }`);
    expect(config.callOutBar).toMatchObject({ enabled: true, button: { link: { type: 'internal',
      internal: { _type: 'page', slug: 'klantenservice' } } } });
    expect(config.mainNav).toContainEqual(expect.objectContaining({ title: 'Merken', page: { title: 'Merken', slug: 'merken' } }));
    expect(config.appointmentLink.link.internal.slug).toBe('afspraak-maken');

    const page = await client().fetch(`*[_type == "page" && slug.current == $slug][0]{
      title, metaDescription,
      pageBuilder[]{
        ...,
        _type == "FAQs" => {items[]{_key, ...@->{question, answer}}},
        _type == "Reviews" => {items[]{_key, ...@->{name, text, stars}}},
        _type == "Team" => {members[]{_key, ...@->{name, jobTitle, image}}}
      }
    }`, { slug: 'klantenservice' });
    const faqs = page.pageBuilder.find((block: { _type: string }) => block._type === 'FAQs');
    expect(faqs.items[0]).toEqual({ _key: expect.any(String), question: expect.any(String), answer: expect.any(Array) });
  });

  it('keeps a block of an unknown type', async () => {
    const types = await client().fetch<string[]>('*[_type == "page" && slug.current == "inspiratie"][0].pageBuilder[]._type');
    expect(types).toContain('LegacyCarousel');
  });
});

describe('perspectives', () => {
  it('shows published content by default and without a token', async () => {
    expect(await client().fetch(HERO_TITLE_QUERY, { slug: 'home' })).toBe(HOME_HERO_TITLE);
    expect(await client({ perspective: 'drafts' }).fetch(HERO_TITLE_QUERY, { slug: 'home' })).toBe(HOME_HERO_TITLE);
    expect(await client().fetch('count(*[_id in path("drafts.**")])')).toBe(0);
  });

  it('lays drafts over published documents with a token', async () => {
    for (const perspective of ['drafts', 'previewDrafts'] as const) {
      const drafts = client({ token: TOKEN, perspective });
      expect(await drafts.fetch(HERO_TITLE_QUERY, { slug: 'home' })).toBe(DRAFT_HOME_HERO_TITLE);
      const home = await drafts.fetch('*[_type == "page" && slug.current == "home"]{_id, _originalId}');
      expect(home).toEqual([{ _id: 'page-home', _originalId: 'drafts.page-home' }]);
    }
    // A post that only exists as a draft appears in drafts only.
    const giftGuide = '*[_type == "blog" && slug.current == "cadeaugids"][0]._id';
    expect(await client({ token: TOKEN, perspective: 'drafts' }).fetch(giftGuide)).toBe('blog-cadeaugids');
    expect(await client({ token: TOKEN, perspective: 'published' }).fetch(giftGuide)).toBeNull();
  });

  it('shows drafts as separate documents in raw', async () => {
    const ids = await client({ token: TOKEN, perspective: 'raw' })
      .fetch<string[]>('*[_type == "page" && slug.current == "home"]._id');
    expect(ids.sort()).toEqual(['drafts.page-home', 'page-home']);
  });

  it('refuses a wrong token', async () => {
    await expect(client({ token: 'not-the-token' }).fetch('1')).rejects.toMatchObject({ statusCode: 401 });
  });
});

/**
 * The edit info @sanity/client hides in a stega-encoded string: after four U+200B, each byte of
 * its JSON as four base-4 digits written with U+200B, U+200C, U+200D and U+FEFF (the
 * @vercel/stega encoding, whose decoder the client does not export).
 */
function stegaDecode(value: string): { origin: string; href: string } | undefined {
  const digits = ['\u200B', '\u200C', '\u200D', '\uFEFF'];
  const hidden = /(?:\u200B|\u200C|\u200D|\uFEFF){4,}/u.exec(value)?.[0];
  if (!hidden) return undefined;
  const quads = [...hidden.slice(4)].map((char) => digits.indexOf(char));
  const bytes = new Uint8Array(quads.length / 4).map((_, i) =>
    quads.slice(4 * i, 4 * i + 4).reduce((byte, digit) => (byte << 2) | digit, 0));
  return JSON.parse(new TextDecoder().decode(bytes)) as { origin: string; href: string };
}

describe('content source maps', () => {
  const heroKey = homePage().pageBuilder.find((block) => block._type === 'HeaderBanner')!._key;

  it('lets a stega client encode an edit link to the draft into its strings', async () => {
    const stega = client({ token: TOKEN, perspective: 'drafts', stega: { enabled: true, studioUrl: 'http://127.0.0.1:3333' } });
    const title = await stega.fetch<string>(HERO_TITLE_QUERY, { slug: 'home' });
    expect(stegaClean(title)).toBe(DRAFT_HOME_HERO_TITLE);
    expect(title).not.toBe(DRAFT_HOME_HERO_TITLE);
    const decoded = stegaDecode(title);
    expect(decoded?.origin).toBe('sanity.io');
    const link = new URL(decoded!.href);
    expect(link.origin).toBe('http://127.0.0.1:3333');
    // The edit intent names the published id; a draft source leaves out `perspective=published`.
    expect(link.pathname).toMatch(/^\/intent\/edit\/mode=presentation;id=page-home;type=page;path=/);
    expect(link.searchParams.get('id')).toBe('page-home');
    expect(link.searchParams.get('path')).toBe(`pageBuilder[_key=="${heroKey}"].title`);
    expect(link.searchParams.has('perspective')).toBe(false);
  });

  it('answers resultSourceMap only when asked, naming the draft that stands in', async () => {
    const drafts = client({ token: TOKEN, perspective: 'drafts' });
    const mapped = await drafts.fetch(HERO_TITLE_QUERY, { slug: 'home' },
      { filterResponse: false, resultSourceMap: 'withKeyArraySelector' });
    expect(mapped.resultSourceMap).toEqual({
      documents: [{ _id: 'drafts.page-home', _type: 'page' }],
      paths: [`$['pageBuilder'][?(@._key=='${heroKey}')]['title']`],
      mappings: { $: { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } } },
    });
    const byIndex = await drafts.fetch(HERO_TITLE_QUERY, { slug: 'home' }, { filterResponse: false, resultSourceMap: true });
    expect(byIndex.resultSourceMap?.paths).toEqual(["$['pageBuilder'][0]['title']"]);
    const plain = await drafts.fetch(HERO_TITLE_QUERY, { slug: 'home' }, { filterResponse: false });
    expect(plain).not.toHaveProperty('resultSourceMap');
    expect(plain.result).toBe(DRAFT_HOME_HERO_TITLE);
  });
});

describe('documents by id', () => {
  it('gets published documents, and drafts only with a token', async () => {
    expect(await client().getDocument('siteConfig')).toMatchObject({ _type: 'siteConfig', callOutBar: { enabled: true } });
    expect(await client().getDocument('drafts.page-home')).toBeUndefined();
    expect(await client({ token: TOKEN }).getDocument('drafts.page-home')).toMatchObject({ _id: 'drafts.page-home' });
    const [faq, missing] = await client().getDocuments(['faq-levertijd', 'faq-does-not-exist']);
    expect(faq?._id).toBe('faq-levertijd');
    expect(missing).toBeNull();
  });
});

describe('mutations and live events', () => {
  const id = `review-test-${Date.now()}`;
  const editor = client({ token: TOKEN });
  let events: Array<{ type: string; tags?: string[] }> = [];
  let subscription: { unsubscribe(): void } | undefined;

  beforeAll(async () => {
    await new Promise<void>((resolve, reject) => {
      subscription = client().live.events().subscribe({
        next: (event) => {
          events.push(event as { type: string; tags?: string[] });
          if (event.type === 'welcome') resolve();
        },
        error: reject,
      });
    });
  });

  afterAll(() => subscription?.unsubscribe());

  it('creates, patches and deletes documents', async () => {
    events = [];
    const created = await editor.createOrReplace({ _id: id, _type: 'review', name: 'Test', text: 'Prima', stars: 4 });
    expect(created).toMatchObject({ _id: id, _type: 'review', stars: 4 });
    expect(created._rev).toBeTruthy();
    await editor.patch(id).set({ stars: 4.5 }).unset(['text']).commit();
    expect(await client().fetch('*[_id == $id][0]{stars, text}', { id })).toEqual({ stars: 4.5, text: null });
    await editor.delete(id);
    expect(await client().fetch('*[_id == $id][0]', { id })).toBeNull();
    // Let the three mutations' events arrive here, not in a test that counts its own.
    await expect.poll(() => events.filter((event) => event.type === 'message').length).toBe(3);
  });

  it('refuses mutations without a token', async () => {
    await expect(client().create({ _type: 'review', name: 'Anoniem', text: '', stars: 1 }))
      .rejects.toMatchObject({ statusCode: 403 });
  });

  it('announces a mutation to live listeners with the touched type', async () => {
    events = [];
    await editor.createOrReplace({ _id: id, _type: 'review', name: 'Live', text: 'Snel', stars: 5 });
    await expect.poll(() => events.find((event) => event.type === 'message')?.tags)
      .toEqual(['s1:t:review', 's1:all']);
    await editor.delete(id);
    // Let the deletion's event arrive here, not in the next test.
    await expect.poll(() => events.filter((event) => event.type === 'message').length).toBe(2);
  });

  it('keeps draft-only changes from published listeners', async () => {
    events = [];
    await editor.createOrReplace({ _id: `drafts.${id}`, _type: 'review', name: 'Concept', text: '-', stars: 3 });
    await editor.createOrReplace({ _id: id, _type: 'review', name: 'Gepubliceerd', text: '-', stars: 3 });
    await expect.poll(() => events.filter((event) => event.type === 'message').length).toBe(1);
    await editor.transaction().delete(id).delete(`drafts.${id}`).commit();
  });

  it('asks a client that resumes from an unknown event to restart', async () => {
    const response = await fetch(`${backendUrl}/v2025-02-19/data/live/events/production`, {
      headers: { accept: 'text/event-stream', 'last-event-id': 'from-an-earlier-run' },
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    while (!received.includes('event: restart')) received += (await reader.read()).value ?? '';
    expect(received).toMatch(/^event: welcome\ndata: \{\}\n\nevent: restart\n/);
    await reader.cancel();
  });

  it('serves live events only as an event stream', async () => {
    const response = await fetch(`${backendUrl}/v2025-02-19/data/live/events/production`);
    expect(response.status).toBe(406);
    await response.body?.cancel();
  });
});
