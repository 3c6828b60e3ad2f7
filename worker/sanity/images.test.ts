import { describe, expect, it } from 'vitest';
import type { SanityImage } from '../../shared/content/types';
import type { Config } from '../env';
import { createImageResolver, imageDimensions, renditionWidths, withImageUrls } from './images';

const HASH = 'b'.repeat(40);
const config = { sanity: { projectId: 'demo0001', dataset: 'production', apiVersion: '2025-02-19' } } as unknown as Config;
const image = (w: number, h: number): SanityImage => ({
  _type: 'image', alt: 'Jas', asset: { _type: 'reference', _ref: `image-${HASH}-${w}x${h}-jpg` },
});
const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('image URL building', () => {
  const resolve = createImageResolver(config);

  it('reads width, height and ratio from the asset id, and 0, 0, 0 when it cannot', () => {
    expect(imageDimensions(image(1200, 800))).toEqual({ width: 1200, height: 800, ratio: 1.5 });
    expect(imageDimensions({ asset: { _type: 'reference', _ref: 'image-nonsense' } })).toEqual({ width: 0, height: 0, ratio: 0 });
    expect(imageDimensions({ asset: { _type: 'reference', _ref: `image-${HASH}-0x0-jpg` } })).toEqual({ width: 0, height: 0, ratio: 0 });
    expect(imageDimensions(null)).toEqual({ width: 0, height: 0, ratio: 0 });
  });

  it('offers every layout width at densities 1 and 2, never wider than the source', () => {
    expect(renditionWidths([400], 3000)).toEqual([400, 800]);
    expect(renditionWidths([400, 600], 1000)).toEqual([400, 600, 800, 1000]);
    expect(renditionWidths([320], 0)).toEqual([320, 640]);
  });

  it('builds webp at quality 80 over the spec screens without a preset', () => {
    const urls = resolve(image(1280, 1600));
    expect(urls.src).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/demo0001\/production\//);
    expect(params(urls.src)).toMatchObject({ w: '1280', h: '1600', fm: 'webp', q: '80', fit: 'crop' });
    expect(urls.srcSet.split(', ').map((s) => s.split(' ')[1])).toEqual(['320w', '640w', '768w', '1024w', '1280w']);
    expect({ width: urls.width, height: urls.height }).toEqual({ width: 1280, height: 1600 });
  });

  it('hero: webp 1600 x 800 at q80', () => {
    const urls = resolve(image(3200, 2400), 'hero');
    expect(params(urls.src)).toMatchObject({ w: '1600', h: '800', fm: 'webp', q: '80' });
    expect({ width: urls.width, height: urls.height }).toEqual({ width: 1600, height: 800 });
    expect(urls.srcSet).toContain(' 3200w');
  });

  it('thumbnail: webp width 400 at q85, 2x for sharp screens', () => {
    const urls = resolve(image(1000, 1000), 'thumbnail');
    expect(params(urls.src)).toMatchObject({ w: '400', fm: 'webp', q: '85' });
    expect(urls.srcSet.split(', ').map((s) => s.split(' ')[1])).toEqual(['400w', '800w']);
  });

  it('team: quality 65 at widths 400 and 600', () => {
    const urls = resolve(image(2000, 2500), 'team');
    expect(params(urls.src)).toMatchObject({ w: '600', q: '65' });
    expect(urls.srcSet.split(', ').map((s) => s.split(' ')[1])).toEqual(['400w', '600w', '800w', '1200w']);
  });

  it('banner: widths 1600 and 600', () => {
    const urls = resolve(image(3200, 1200), 'banner');
    expect(urls.srcSet.split(', ').map((s) => s.split(' ')[1])).toEqual(['600w', '1200w', '1600w', '3200w']);
  });

  it('throws for an unknown preset or provider', () => {
    expect(() => resolve(image(10, 10), 'poster')).toThrow('Unknown image preset: poster');
    expect(() => resolve(image(10, 10), 'toString')).toThrow('Unknown image preset: toString');
    expect(() => createImageResolver(config, 'vercel')).toThrow('Unknown image provider: vercel');
  });

  it('adds urls through a content tree, with the presets of the block that holds the image', () => {
    const blocks = [
      { _type: 'HeaderBanner', _key: 'a', image: image(3200, 1600), imageMobile: image(1200, 1600) },
      { _type: 'Team', _key: 'b', members: [{ _key: 'm', name: 'Eva', image: image(800, 1000) }] },
      { _type: 'Cards', _key: 'c', cards: [{ _key: 'k', image: image(800, 1000) }] },
    ];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test walks the blocks' untyped JSON
    const [banner, team, cards] = withImageUrls(blocks, resolve) as unknown as Array<Record<string, any>>;
    expect(params(banner!.image.urls.src)).toMatchObject({ w: '1600', h: '800' });
    expect(params(banner!.imageMobile.urls.src)).toMatchObject({ w: '600' });
    expect(params(team!.members[0].image.urls.src)).toMatchObject({ w: '600', q: '65' });
    expect(params(cards!.cards[0].image.urls.src)).toMatchObject({ w: '800', q: '80' });
  });
});
