// GROQ for content pages. Projections name what the storefront reads and resolve internal
// links to paths here, in the one query, rather than in a waterfall from the browser.
export const HOME_SLUG = 'home';

const LINK = /* groq */ `link{..., "internalPath": select(
  internalLink->_type == "blog" => "blog/" + internalLink->slug.current,
  internalLink->slug.current
)}`;

const PAGE_PROJECTION = /* groq */ `{
  _id, title, "slug": slug.current, metaDescription,
  pageBuilder[]{
    ...,
    buttons[]{..., ${LINK}},
    cards[]{..., ${LINK}},
    items[]{..., button{..., ${LINK}}},
    ${LINK}
  }
}`;

export const PAGE_BY_SLUG_QUERY = /* groq */ `*[_type == "page" && slug.current == $slug][0]${PAGE_PROJECTION}`;

export const ERROR_PAGE_QUERY = /* groq */ `*[_type == "page" && title == "Error"][0]${PAGE_PROJECTION}`;
