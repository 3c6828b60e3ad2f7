// The Presentation tool: which document a shop URL shows (mainDocuments), and where a document
// appears in the shop (locations), so an editor sees a page change as they type. The shop's
// preview URL is /api/draft-mode/enable (worker/preview/routes.ts).
import { map, type Observable } from 'rxjs';
import { defineDocuments, type DocumentLocationResolver, type DocumentLocationsState } from 'sanity/presentation';
import { HOME_PAGE_SLUG } from '../shared/content/paths';
import { CACHED_DOCUMENT_TYPES } from './webhooks';

/** The shop path of a page (docs/content-model.md, "Paths"). */
export const pagePath = (slug?: string | null) => (slug === HOME_PAGE_SLUG ? '/' : `/${slug ?? ''}`);

export const mainDocuments = defineDocuments([
  { route: '/', filter: `_type == "page" && slug.current == "${HOME_PAGE_SLUG}"` },
  { route: '/blog/:slug', filter: '_type == "blog" && slug.current == $slug' },
  // A page's slug may hold slashes (klantenservice/maattabel): the whole path is its slug.
  // Presentation matches with path-to-regexp 8, where `*slug` is the path's segments, an array.
  { route: '/*slug', filter: '_type == "page" && slug.current == array::join($slug, "/")' },
]);

interface Shown { _type: string; title?: string; slug?: string | null }

/**
 * Where a document shows, in words and links: a page at its path; a blog post at its own and
 * on the overview; the site configuration and the size guide everywhere of their kind; an FAQ,
 * review or team member on every page whose blocks pick it (up to ten).
 */
export function locationsOf(type: string, self: Shown | null, pages: Shown[]): DocumentLocationsState | null {
  switch (type) {
    case 'page':
      return self ? { locations: [{ title: self.title ?? 'Pagina', href: pagePath(self.slug) }] } : null;
    case 'blog':
      return self ? {
        locations: [{ title: self.title ?? 'Blog', href: `/blog/${self.slug ?? ''}` }, { title: 'Blogoverzicht', href: '/blog' }],
      } : null;
    case 'siteConfig':
      return { message: 'De balk boven de header en het menu staan op elke pagina', tone: 'positive', locations: [{ title: 'Home', href: '/' }] };
    case 'sizeGuide':
      return { message: 'Staat op elke productpagina, naast de maten', tone: 'positive' };
    case 'faq': case 'review': case 'teamMember': {
      const on = pages.filter((p) => p._type === 'page');
      return on.length > 0
        ? { locations: on.map((p) => ({ title: p.title ?? 'Pagina', href: pagePath(p.slug) })) }
        : { message: 'Staat nog op geen enkele pagina', tone: 'caution' };
    }
    default:
      return null;
  }
}

// One listening query per shown document: itself, and the pages that reference it.
const WHERE_SHOWN = `{
  "self": *[_id == $id][0]{_type, title, "slug": slug.current},
  "pages": *[_type == "page" && references($id)] | order(title asc)[0...10]{_type, title, "slug": slug.current}
}`;

export const locations: DocumentLocationResolver = ({ id, type }, { documentStore }) => {
  // Every document type the shop reads shows somewhere in it (locationsOf says where).
  if (!(CACHED_DOCUMENT_TYPES as readonly string[]).includes(type)) return null;
  const published = id.replace(/^drafts\./, '');
  const shown = documentStore.listenQuery(WHERE_SHOWN, { id: published }, { perspective: 'drafts' }) as Observable<{ self: Shown | null; pages: Shown[] } | null>;
  return shown.pipe(map((answer) => locationsOf(type, answer?.self ?? null, answer?.pages ?? [])));
};
