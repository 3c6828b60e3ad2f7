// The seed dataset of the Sanity emulator: every document of the shop's content, published
// and draft, generated in code so it is identical on every machine and every restart.
//
// Well-known ids and slugs (docs/content-model.md lists them all):
//   siteConfig              the site configuration (call-out bar, main navigation)
//   sizeGuide               the size guide beside the product page's sizes
//   page-home  (slug home)  the home page, served at "/"
//   page-error (title Error) the error page
//   page-<slug>             content pages, served at "/<slug>" (a "/" in the slug becomes "-" in the id)
//   blog-<slug>             journal posts, served at "/blog/<slug>"
import type { ContentDocument } from '../../../shared/content/types';
import { blogs } from './blogs';
import { drafts } from './drafts';
import { faqs } from './faqs';
import { revisionFor } from './ids';
import { helpPages } from './pages/help';
import { homePage } from './pages/home';
import { overviewPages } from './pages/overviews';
import { servicePages } from './pages/service';
import { storyPages } from './pages/story';
import { reviews, teamMembers } from './people';
import type { Seed } from './seed';
import { siteConfig } from './site-config';
import { sizeGuide } from './size-guide';

/** When the site went live; the creation time of every seeded document. */
const CREATED_AT = '2026-01-15T09:00:00Z';
/** The last editing session before the seed was taken. */
const EDITED_AT = '2026-11-20T16:30:00Z';
const DRAFTED_AT = '2026-11-21T08:15:00Z';

function withSystemFields(seed: Seed): ContentDocument {
  const updatedAt = seed._updatedAt ?? (seed._id.startsWith('drafts.') ? DRAFTED_AT : EDITED_AT);
  return { ...seed, _rev: revisionFor(seed._id), _createdAt: CREATED_AT, _updatedAt: updatedAt } as ContentDocument;
}

export function buildDataset(): ContentDocument[] {
  const seeds: Seed[] = [
    siteConfig,
    sizeGuide,
    homePage(),
    ...storyPages,
    ...servicePages,
    ...helpPages,
    ...overviewPages,
    ...blogs,
    ...teamMembers,
    ...reviews,
    ...faqs,
    ...drafts,
  ];
  return seeds.map(withSystemFields);
}
