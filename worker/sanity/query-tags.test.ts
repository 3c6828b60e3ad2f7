import { describe, expect, it } from 'vitest';
import { BLOG_BY_SLUG_QUERY, BLOG_LIST_QUERY } from './queries/blogs';
import { PAGE_BY_SLUG_QUERY } from './queries/pages';
import { SITE_CONFIG_QUERY } from './queries/site-config';
import { queryDocumentTypes, referencedDocumentIds, sanityQueryTags } from './query-tags';

describe('query tags', () => {
  it('finds the types a query selects from the dataset, not those it only dereferences', () => {
    // PAGE_BY_SLUG_QUERY also compares `internalLink->_type == "blog"`: a link, not a selection.
    expect(queryDocumentTypes(PAGE_BY_SLUG_QUERY)).toEqual(['page']);
    expect(queryDocumentTypes(BLOG_LIST_QUERY, { start: 0, end: 12 })).toEqual(['blog']);
    expect(queryDocumentTypes(SITE_CONFIG_QUERY)).toEqual(['siteConfig']);
    expect(queryDocumentTypes('*[_type in ["faq", "review"] || ("teamMember" == _type)]')).toEqual(['faq', 'review', 'teamMember']);
  });

  it('tags the documents an answer shows or links to, without image assets or drafts prefixes', () => {
    const page = {
      _id: 'page-home',
      pageBuilder: [
        { _type: 'FAQs', items: [{ _key: 'a', _id: 'faq-1', question: 'Retour?' }] },
        { _type: 'Reviews', items: [{ _key: 'b', _id: 'drafts.review-2' }] },
        { _type: 'Team', members: [{ _key: 'c', _id: 'team-3', image: { asset: { _ref: 'image-abc-100x100-jpg' } } }] },
        { _type: 'BlogRelated', blog: { _ref: 'blog-4', _type: 'reference' } },
      ],
    };
    expect(referencedDocumentIds(page)).toEqual(['blog-4', 'faq-1', 'page-home', 'review-2', 'team-3']);
    expect(sanityQueryTags(BLOG_BY_SLUG_QUERY, { slug: 'x' }, { id: 'blog-1', author: { _id: 'team-3' } })).toEqual([
      'sanity:type:blog', 'sanity:doc:team-3',
    ]);
  });
});
