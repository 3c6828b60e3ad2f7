import { describe, expect, it } from 'vitest';
import {
  CONTENT_BLOCK_TYPES, isContentBlock, type ContentDocument, type HeaderBannerBlock, type Page,
  type PageBuilderBlock, type VideoBlock,
} from '../../../shared/content/types';
import { buildDataset } from './index';
import { parseImageFileName } from '../assets/asset-ids';
import { renderImage } from '../assets/svg';
import { DRAFT_HOME_HERO_TITLE } from './drafts';
import { HOME_HERO_TITLE } from './pages/home';

const dataset = buildDataset();
const byId = new Map(dataset.map((doc) => [doc._id, doc]));
const pages = dataset.filter((doc): doc is Page => doc._type === 'page');
const publishedPages = pages.filter((doc) => !doc._id.startsWith('drafts.'));
const publishedBlocks: PageBuilderBlock[] = publishedPages.flatMap((doc) => doc.pageBuilder);

describe('seed dataset', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(buildDataset())).toBe(JSON.stringify(dataset));
  });

  it('has unique document ids', () => {
    expect(byId.size).toBe(dataset.length);
  });

  it('uses every block type on a published page', () => {
    const used = new Set(publishedBlocks.map((block) => block._type));
    expect(CONTENT_BLOCK_TYPES.filter((type) => !used.has(type))).toEqual([]);
  });

  it('has exactly one block of an unknown type', () => {
    const unknown = pages.flatMap((doc) => doc.pageBuilder).filter((block) => !isContentBlock(block));
    expect(unknown.map((block) => block._type)).toEqual(['LegacyCarousel']);
  });

  it('has the error page, found by its title', () => {
    const errorPages = publishedPages.filter((doc) => doc.title === 'Error');
    expect(errorPages).toHaveLength(1);
    expect(errorPages[0]!.pageBuilder.length).toBeGreaterThan(0);
  });

  it('has a home page and unique slugs', () => {
    expect(publishedPages.find((doc) => doc.slug.current === 'home')?._id).toBe('page-home');
    const slugs = publishedPages.map((doc) => doc.slug.current);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('has drafts that differ from their published versions', () => {
    const drafts = dataset.filter((doc) => doc._id.startsWith('drafts.'));
    expect(drafts.length).toBeGreaterThanOrEqual(3);
    const home = byId.get('page-home') as Page;
    const draftHome = byId.get('drafts.page-home') as Page;
    const heroTitle = (doc: Page) => doc.pageBuilder
      .find((block): block is HeaderBannerBlock => block._type === 'HeaderBanner')?.title;
    expect(heroTitle(home)).toBe(HOME_HERO_TITLE);
    expect(heroTitle(draftHome)).toBe(DRAFT_HOME_HERO_TITLE);
    for (const draft of drafts) {
      const published = byId.get(draft._id.slice('drafts.'.length));
      if (published) expect(JSON.stringify({ ...draft, _id: '', _rev: '', _updatedAt: '' }))
        .not.toBe(JSON.stringify({ ...published, _id: '', _rev: '', _updatedAt: '' }));
    }
  });

  it('has 12 or more published blog posts, team members, reviews and FAQs', () => {
    const count = (type: ContentDocument['_type']) =>
      dataset.filter((doc) => doc._type === type && !doc._id.startsWith('drafts.')).length;
    expect(count('blog')).toBeGreaterThanOrEqual(12);
    expect(count('teamMember')).toBeGreaterThan(0);
    expect(count('review')).toBeGreaterThan(0);
    expect(count('faq')).toBeGreaterThan(0);
  });

  it('has a file video and a Vimeo video', () => {
    const videos = publishedBlocks.filter((block): block is VideoBlock => block._type === 'Video');
    expect(videos.map((block) => block.videoType).sort()).toEqual(['file', 'vimeo']);
  });

  // The rules of the content model (required fields, formats, the spec's limits) are the editors'
  // Studio's: studio-schema.test.ts validates every document here with them.

  it('only references documents that exist', () => {
    const refs = [...JSON.stringify(dataset).matchAll(/"_ref":"([^"]+)"/g)].map((match) => match[1]!)
      .filter((id) => !/^(image|file)-/.test(id));
    expect(refs.filter((id) => !byId.has(id))).toEqual([]);
  });

  it('has unique array keys within each document', () => {
    for (const doc of dataset) {
      const keys = [...JSON.stringify(doc).matchAll(/"_key":"([^"]+)"/g)].map((match) => match[1]!);
      expect(keys.length - new Set(keys).size, doc._id).toBe(0);
    }
  });

  it('gives every journal post a cover of its own, drawn as its alt text says (issue 50)', () => {
    const covers = dataset.filter((doc) => doc._type === 'blog').map((doc) => {
      const { coverImage } = doc as Extract<ContentDocument, { _type: 'blog' }>;
      const [, hash, size] = /^image-(\w+)-(\d+x\d+)-svg$/.exec(coverImage.asset._ref)!;
      return { id: doc._id, alt: coverImage.alt, asset: parseImageFileName(`${hash}-${size}.svg`)! };
    });
    expect(covers.length).toBeGreaterThan(10);
    // Each a scene (a subject of its own, scenes.ts), none used twice...
    expect(covers.filter((c) => !c.asset.scene).map((c) => c.id)).toEqual([]);
    expect(new Set(covers.map((c) => c.asset.scene)).size).toBe(covers.length);
    // ...and not the same drawing in other colours: with the colours taken out, every cover differs.
    const shapes = covers.map((c) => renderImage(c.asset).replace(/#[0-9a-f]{3,8}\b/gi, '#'));
    expect(new Set(shapes).size).toBe(covers.length);
  });
});

