// Unpublished edits, as the Studio stores them: `drafts.<id>` beside the published document.
// They let preview and the perspectives be seen to work: each differs visibly from what
// the public sees.
import { image, ref, refs, richText } from './builders';
import { homePage } from './pages/home';
import type { Seed, SeedOf } from './seed';
import { siteConfig } from './site-config';

const DRAFT_PREFIX = 'drafts.';

/** The home page with a new campaign in the hero, not yet published. */
export const DRAFT_HOME_HERO_TITLE = 'Nieuw: de feestcollectie';

const draftHome: SeedOf<'page'> = { ...homePage(DRAFT_HOME_HERO_TITLE), _id: `${DRAFT_PREFIX}page-home` };

const draftSiteConfig: SeedOf<'siteConfig'> = {
  ...siteConfig,
  _id: `${DRAFT_PREFIX}${siteConfig._id}`,
  callOutBar: { ...siteConfig.callOutBar, title: 'Alleen dit weekend: 20% korting op alle jassen' },
};

/** A post that has never been published: it only exists as a draft. */
const draftGiftGuide: SeedOf<'blog'> = {
  _id: `${DRAFT_PREFIX}blog-cadeaugids`,
  _type: 'blog',
  title: 'Cadeaugids: twintig cadeaus onder de € 100',
  slug: { _type: 'slug', current: 'cadeaugids' },
  excerpt: 'Voor wie alles al heeft: onze favorieten voor de feestdagen, van sjaal tot slippers.',
  coverImage: image({ name: 'blog-cadeaugids', motif: { scene: 'wrapped-gifts' }, width: 1600, height: 1067,
    alt: 'Ingepakte cadeaus met linnen lint op een houten tafel' }),
  publishedAt: '2026-12-01T08:00:00Z',
  category: 'styling',
  author: ref('team-lotte'),
  body: richText('drafts.blog-cadeaugids:body',
    'De feestdagen komen eraan. Wij zetten onze favoriete cadeaus op een rij, allemaal onder de € 100.',
    '## Voor haar',
    '- Een kasjmier muts in oudroze',
    '- Leren handschoenen met wollen voering',
    '## Voor hem',
    '- Een lamswollen sjaal in flessengroen',
    '- Wollen sokken in een cadeaudoos'),
  related: refs('drafts.blog-cadeaugids', ['blog-capsule-garderobe-najaar', 'blog-investeringsstukken']),
};

export const drafts: Seed[] = [draftHome, draftSiteConfig, draftGiftGuide];
