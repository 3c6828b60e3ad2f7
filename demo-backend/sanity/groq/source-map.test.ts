import type { ContentSourceMap, ContentSourceMapParsedPath } from '@sanity/client';
import { encodeIntoResult } from '@sanity/client/stega';
import { describe, expect, it } from 'vitest';
import { ContentStore, type StoredDocument, type ViewName } from '../store';
import { runQuery, type QueryParams } from './execute';
import { sourceMapModeOf, type SourceMapMode } from './source-map';

const system = { _rev: 'r1', _createdAt: '2026-01-15T09:00:00Z', _updatedAt: '2026-01-15T09:00:00Z' };

const home = (heroTitle: string, id: string): StoredDocument => ({
  ...system,
  _id: id,
  _type: 'page',
  title: 'Home',
  slug: { _type: 'slug', current: 'home' },
  seo: { metaTitle: 'VELD, mode in Haarlem', image: { alt: 'Etalage' } },
  pageBuilder: [
    {
      _key: 'hero', _type: 'HeaderBanner', title: heroTitle, text: 'De wintercollectie is binnen',
      buttons: [
        { _key: 'b-dames', title: 'Shop dames', link: { type: 'external', url: '/Dames/' } },
        { _key: 'b-heren', title: 'Shop heren', link: { type: 'external', url: '/Heren/' } },
      ],
    },
    {
      _key: 'team', _type: 'Team', title: 'Ons team',
      members: [
        { _key: 'm-marieke', _type: 'reference', _ref: 'team-marieke' },
        { _key: 'm-joost', _type: 'reference', _ref: 'team-joost' },
      ],
    },
    {
      _key: 'text', _type: 'Content',
      body: [{ _key: 'p1', _type: 'block', style: 'normal', markDefs: [],
        children: [{ _key: 's1', _type: 'span', text: 'Welkom bij VELD.', marks: [] }] }],
    },
  ],
});

const member = (id: string, name: string, jobTitle: string): StoredDocument =>
  ({ ...system, _id: `team-${id}`, _type: 'teamMember', name, jobTitle });

const store = new ContentStore([
  home('Warm de winter in', 'page-home'),
  home('Nieuw: de feestcollectie', 'drafts.page-home'),
  { ...system, _id: 'page-contact', _type: 'page', title: 'Contact', slug: { _type: 'slug', current: 'contact' },
    address: { street: 'Grote Houtstraat 1', city: 'Haarlem' } },
  member('marieke', 'Marieke de Vries', 'Oprichter'),
  member('joost', 'Joost Bakker', 'Kleermaker'),
  // The same job title as a member's: a value in several documents is never guessed.
  { ...system, _id: 'faq-1', _type: 'faq', question: 'Wie is de kleermaker?', answer: 'Kleermaker' },
]);

/** A query's source map, as the API returns it for `resultSourceMap=withKeyArraySelector` (or `true`). */
async function query(groq: string, params: QueryParams = {}, view: ViewName = 'published', mode: SourceMapMode = 'key') {
  const { result, resultSourceMap } = await runQuery(store, view, groq, params, { sourceMap: mode });
  return { result, csm: resultSourceMap! };
}

const studioPath = (path: ContentSourceMapParsedPath) => path.map((segment, i) => {
  if (typeof segment === 'number') return `[${segment}]`;
  if (typeof segment === 'string') return i === 0 ? segment : `.${segment}`;
  return segment._key ? `[_key=="${segment._key}"]` : `[${segment._index}]`;
}).join('');

/**
 * What @sanity/client's stega encoding makes of a result and its map: for each string it
 * would encode, "document id -> source path" by result path.
 */
function editTargets(result: unknown, csm: ContentSourceMap): Record<string, string> {
  const targets: Record<string, string> = {};
  encodeIntoResult(result, csm, ({ sourcePath, sourceDocument, resultPath, value }) => {
    targets[studioPath(resultPath) || '(result)'] = `${sourceDocument._type} ${sourceDocument._id} -> ${studioPath(sourcePath)}`;
    return value;
  });
  return targets;
}

describe('sourceMapModeOf', () => {
  it('reads the resultSourceMap parameter', () => {
    expect(sourceMapModeOf('withKeyArraySelector')).toBe('key');
    expect(sourceMapModeOf('true')).toBe('index');
    expect(sourceMapModeOf(undefined)).toBeNull();
    expect(sourceMapModeOf('false')).toBeNull();
  });
});

describe('buildSourceMap', () => {
  it('maps a top-level field in the format of the Content Lake', async () => {
    const { result, csm } = await query('*[_type == "page" && slug.current == "contact"][0]{_id, title}');
    expect(result).toEqual({ _id: 'page-contact', title: 'Contact' });
    expect(csm).toEqual({
      documents: [{ _id: 'page-contact', _type: 'page' }],
      paths: ["$['title']"],
      mappings: { "$['title']": { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } } },
    });
  });

  it('maps a result that is a string itself, and a renamed field', async () => {
    const { result, csm } = await query('*[_type == "page" && slug.current == $slug][0].title', { slug: 'contact' });
    expect(editTargets(result, csm)).toEqual({ '(result)': 'page page-contact -> title' });
    const renamed = await query('*[_type == "page" && slug.current == $slug][0]{"heading": title, "slug": slug.current}', { slug: 'contact' });
    expect(editTargets(renamed.result, renamed.csm)).toEqual({
      heading: 'page page-contact -> title',
      slug: 'page page-contact -> slug.current',
    });
  });

  it('maps fields of nested objects', async () => {
    const { result, csm } = await query('*[_type == "page" && slug.current == "contact"][0]{address, "city": address.city}');
    expect(editTargets(result, csm)).toEqual({
      'address.street': 'page page-contact -> address.street',
      'address.city': 'page page-contact -> address.city',
      city: 'page page-contact -> address.city',
    });
    const home = await query('*[_id == "page-home"][0]{_id, seo}');
    expect(editTargets(home.result, home.csm)).toEqual({
      'seo.metaTitle': 'page page-home -> seo.metaTitle',
      'seo.image.alt': 'page page-home -> seo.image.alt',
    });
  });

  it('addresses keyed array members by key with withKeyArraySelector, by index with true', async () => {
    const groq = '*[_type == "page" && slug.current == "home"][0]{_id, pageBuilder[_type == "HeaderBanner"]{_key, title, buttons}}';
    const { result, csm } = await query(groq);
    expect(editTargets(result, csm)).toMatchObject({
      'pageBuilder[_key=="hero"].title': 'page page-home -> pageBuilder[_key=="hero"].title',
      'pageBuilder[_key=="hero"].buttons[_key=="b-heren"].title':
        'page page-home -> pageBuilder[_key=="hero"].buttons[_key=="b-heren"].title',
    });
    // Mapping keys are result paths by index, as @sanity/client looks them up.
    expect(csm.paths[csm.mappings["$['pageBuilder'][0]['title']"]!.source.type === 'documentValue'
      ? (csm.mappings["$['pageBuilder'][0]['title']"]!.source as { path: number }).path : -1])
      .toBe("$['pageBuilder'][?(@._key=='hero')]['title']");

    const byIndex = await query(groq, {}, 'published', 'index');
    expect(byIndex.csm.paths).toContain("$['pageBuilder'][0]['buttons'][1]['title']");
    expect(byIndex.csm.paths.some((path) => path.includes('_key'))).toBe(false);
  });

  it('maps the text of portable text spans', async () => {
    const { result, csm } = await query('*[_id == "page-home"][0].pageBuilder[_type == "Content"][0].body');
    expect(editTargets(result, csm)).toEqual({
      '[_key=="p1"].children[_key=="s1"].text': 'page page-home -> pageBuilder[_key=="text"].body[_key=="p1"].children[_key=="s1"].text',
    });
  });

  it("maps a dereferenced document's fields to that document", async () => {
    const names = await query('*[_type == "page" && slug.current == "home"][0]{"team": pageBuilder[_type == "Team"][0].members[]->name}');
    expect(names.result).toEqual({ team: ['Marieke de Vries', 'Joost Bakker'] });
    expect(editTargets(names.result, names.csm)).toEqual({
      'team[0]': 'teamMember team-marieke -> name',
      'team[1]': 'teamMember team-joost -> name',
    });
    // Through a spread of the dereferenced document, beside the reference's own `_key`; the
    // job title "Kleermaker" is also an FAQ's answer, but the reference names its document.
    const spread = await query(`*[_type == "page" && slug.current == "home"][0]{
      pageBuilder[_type == "Team"]{title, members[]{_key, ...@->{name, jobTitle}}}}`);
    expect(editTargets(spread.result, spread.csm)).toEqual({
      'pageBuilder[0].title': 'page page-home -> pageBuilder[_key=="team"].title',
      'pageBuilder[0].members[_key=="m-marieke"].name': 'teamMember team-marieke -> name',
      'pageBuilder[0].members[_key=="m-marieke"].jobTitle': 'teamMember team-marieke -> jobTitle',
      'pageBuilder[0].members[_key=="m-joost"].name': 'teamMember team-joost -> name',
      'pageBuilder[0].members[_key=="m-joost"].jobTitle': 'teamMember team-joost -> jobTitle',
    });
  });

  it('names the draft that stands in for a published document in the drafts view', async () => {
    const groq = '*[_type == "page" && slug.current == "home"][0].pageBuilder[_type == "HeaderBanner"][0].title';
    const draft = await query(groq, {}, 'drafts');
    expect(draft.result).toBe('Nieuw: de feestcollectie');
    expect(draft.csm.documents).toEqual([{ _id: 'drafts.page-home', _type: 'page' }]);
    expect(editTargets(draft.result, draft.csm)).toEqual({
      '(result)': 'page drafts.page-home -> pageBuilder[_key=="hero"].title',
    });
    const published = await query(groq, {}, 'published');
    expect(editTargets(published.result, published.csm)).toEqual({
      '(result)': 'page page-home -> pageBuilder[_key=="hero"].title',
    });
    // A document without a draft keeps its published id.
    const contact = await query('*[_id == "page-contact"][0]{title}', {}, 'drafts');
    expect(contact.csm.documents).toEqual([{ _id: 'page-contact', _type: 'page' }]);
  });

  it('tells the draft from the published copy in the raw view by the enclosing document', async () => {
    const { result, csm } = await query('*[_type == "page" && slug.current == "home"]{_id, pageBuilder[0]{_key, text}}', {}, 'raw');
    expect(Object.values(editTargets(result, csm)).sort()).toEqual([
      'page drafts.page-home -> pageBuilder[_key=="hero"].text',
      'page page-home -> pageBuilder[_key=="hero"].text',
    ]);
    // Without `_id`s the same text is in both documents: no mapping rather than a guess.
    const bare = await query('*[_type == "page" && slug.current == "home"][0].pageBuilder[0].text', {}, 'raw');
    expect(bare.csm.mappings).toEqual({});
  });

  it('leaves computed strings, literals and ambiguous values unmapped', async () => {
    const { result, csm } = await query(`*[_type == "page" && slug.current == "contact"][0]{
      "label": title + " | VELD", "upper": upper(title), "fixed": "Haarlem", "title": title}`);
    expect(result).toMatchObject({ label: 'Contact | VELD', upper: 'CONTACT', fixed: 'Haarlem' });
    expect(editTargets(result, csm)).toEqual({ title: 'page page-contact -> title' });
    expect(Object.keys(csm.mappings)).toEqual(["$['title']"]);
    // "Haarlem" above is a literal that the query returns; a compared one is content.
    const compared = await query('*[_type == "page" && slug.current == "contact"][0]{"slug": slug.current}');
    expect(editTargets(compared.result, compared.csm)).toEqual({ slug: 'page page-contact -> slug.current' });
    // "Kleermaker" is a job title and an FAQ's answer: an untyped query may have read either.
    const untyped = await query('*[_id == "team-joost"][0].jobTitle');
    expect(untyped.result).toBe('Kleermaker');
    expect(untyped.csm.mappings).toEqual({});
    const typed = await query('*[_type == "teamMember" && _id == "team-joost"][0].jobTitle');
    expect(editTargets(typed.result, typed.csm)).toEqual({ '(result)': 'teamMember team-joost -> jobTitle' });
  });

  it('skips _id, _type, _key and _ref', async () => {
    const { csm } = await query('*[_id == "page-home"][0]{_id, _type, "members": pageBuilder[1].members}');
    expect(csm.mappings).toEqual({});
  });

  it('keeps the map with the cached result, and builds none unless asked', async () => {
    const groq = '*[_type == "page" && slug.current == "home"][0]{..., pageBuilder[]{..., members[]->}}';
    const first = await query(groq, {}, 'drafts');
    const again = await query(groq, {}, 'drafts');
    expect(again.csm).toBe(first.csm);
    expect((await query(groq, {}, 'drafts', 'index')).csm).not.toBe(first.csm);
    const { resultSourceMap } = await runQuery(store, 'drafts', groq, {});
    expect(resultSourceMap).toBeUndefined();
  });
});
