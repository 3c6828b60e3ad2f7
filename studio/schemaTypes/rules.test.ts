// The spec's rules as the Studio holds editors to them: a link of each kind, a title's level,
// the video's two sources, an image's text alternative.
import { describe, expect, it } from 'vitest';
import { studioProblems, studioSchema } from '../testing/validate';

const image = { _type: 'image', asset: { _type: 'reference', _ref: `image-${'a'.repeat(40)}-800x600-svg` }, alt: 'Jas' };
const pageWith = (...blocks: object[]) => ({
  _id: 'page-test', _type: 'page', title: 'Test', slug: { _type: 'slug', current: 'test' },
  pageBuilder: blocks.map((block, i) => ({ _key: `k${i}`, ...block })),
});

describe('the Studio’s rules for blocks', () => {
  it('takes a button with each kind of link', async () => {
    for (const link of [
      { type: 'internal', internalLink: { _type: 'reference', _ref: 'page-contact' } },
      { type: 'external', url: '/Dames/' },
      { type: 'external', url: 'https://www.instagram.com/veldmode/', blank: true },
      { type: 'phone', phone: '+31235310460' },
      { type: 'email', email: 'klantenservice@veldmode.nl' },
    ]) {
      const page = pageWith({ _type: 'Button', title: 'Ga', link, variant: 'primary', alignment: 'center' });
      expect(await studioProblems(page), JSON.stringify(link)).toEqual([]);
    }
  });

  it('refuses a link without what its kind needs', async () => {
    const page = pageWith(
      { _type: 'Button', title: 'Ga', link: { type: 'external', url: 'www.zonder-schema.nl' }, variant: 'primary', alignment: 'left' },
      { _type: 'Button', title: 'Bel', link: { type: 'phone' }, variant: 'primary', alignment: 'left' },
      { _type: 'Button', title: 'Naar', link: { type: 'internal' }, variant: 'primary', alignment: 'left' },
    );
    expect(await studioProblems(page)).toHaveLength(3);
  });

  it('holds a title to h1-h4, a Vimeo video to its id and address, an image to its text alternative', async () => {
    const problems = (await studioProblems(pageWith(
      { _type: 'Title', text: 'Kop', level: 'h5' },
      { _type: 'Video', videoType: 'vimeo' },
      { _type: 'Video', videoType: 'file' },
      { _type: 'Image', image: { ...image, alt: '' } },
    ))).join('\n');
    expect(problems).toMatch(/"k0"\},"level"\]/);
    expect(problems).toMatch(/"k1"\},"vimeoId"\]: Vul het Vimeo-id in/);
    expect(problems).toMatch(/"k1"\},"vimeoUrl"\]: Vul het Vimeo-adres in/);
    expect(problems).toMatch(/"k2"\},"video"\]: Kies een videobestand/);
    expect(problems).toMatch(/"k3"\},"image","alt"\]/);
    expect(await studioProblems(pageWith({ _type: 'Image', image }))).toEqual([]);
  });

  it('holds a slider to a sensible number of slides per view', async () => {
    const slider = { _type: 'BlogSlider', title: 'Journal', perViewDesktop: 0, perViewMobile: 40 };
    const problems = await studioProblems(pageWith(slider));
    expect(problems.join('\n'), problems.join('\n')).toMatch(/perViewDesktop/);
    expect(problems.join('\n')).toMatch(/perViewMobile/);
  });
});

describe('the Studio’s blocks with a slider', () => {
  it('group the slides per view in their fieldset, and only those blocks have it', () => {
    const sliderFieldsetOf = (type: string) => {
      const sets = (studioSchema.get(type) as { fieldsets?: Array<{ single?: boolean; name?: string; fields?: Array<{ name: string }> }> }).fieldsets ?? [];
      return sets.find((set) => !set.single && set.name === 'slider')?.fields?.map((f) => f.name);
    };
    for (const type of ['BlogSlider', 'BlogRelated', 'CardsSlider', 'InstagramSlider', 'ProductSlider', 'Reviews']) {
      expect(sliderFieldsetOf(type), type).toEqual(['perViewDesktop', 'perViewTablet', 'perViewMobile']);
    }
    expect(sliderFieldsetOf('Cards')).toBeUndefined();
  });
});
