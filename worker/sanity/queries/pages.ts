// GROQ for content pages. Projections name what the storefront reads and resolve internal
// links to paths here, in the one query, rather than in a waterfall from the browser.
import { defineQuery } from 'groq';
export const HOME_SLUG = 'home';

/**
 * The site path (no leading slash) of a referenced page or blog post: "" for the home page.
 * Every internal link of the content resolves through it (buttons, cards, rich text, the site
 * configuration's links), so a link to the home page is "/", to a post /blog/<slug>.
 */
export const pathOf = (ref: string) => /* groq */ `select(
  ${ref}->_type == "blog" => "blog/" + ${ref}->slug.current,
  ${ref}->slug.current == "${HOME_SLUG}" => "",
  ${ref}->slug.current
)`;

const LINK = /* groq */ `link{..., "internalPath": ${pathOf('internalLink')}}`;

/**
 * A rich-text (Portable Text) field with the paths of its internal links resolved: each
 * `internalLink` mark gains `internalPath`, which client/components/content/RichText.tsx reads.
 */
export const richText = (field: string) => /* groq */ `${field}[]{
  ...,
  _type == "block" => {markDefs[]{..., _type == "internalLink" => {"internalPath": ${pathOf('reference')}}}}
}`;

// Dereferenced documents keep their _id: it becomes the entry's purge tag (query-tags.ts), so
// editing an FAQ, review or team member purges the pages that show it.
const PAGE_PROJECTION = /* groq */ `{
  _id, title, "slug": slug.current, metaDescription,
  pageBuilder[]{
    ...,
    buttons[]{..., ${LINK}},
    cards[]{..., ${LINK}},
    items[]{..., button{..., ${LINK}}},
    ${LINK},
    _type == "Content" => {${richText('body')}},
    _type == "Video" => {${richText('blockContent')}},
    _type == "FAQs" => {items[]{_key, ...@->{_id, question, ${richText('answer')}}}},
    _type == "Reviews" => {items[]{_key, ...@->{_id, name, text, stars}}},
    _type == "Team" => {members[]{_key, ...@->{_id, name, jobTitle, image}}}
  }
}`;

export const PAGE_BY_SLUG_QUERY = defineQuery(`*[_type == "page" && slug.current == $slug][0]${PAGE_PROJECTION}`);

export const ERROR_PAGE_QUERY = defineQuery(`*[_type == "page" && title == "Error"][0]${PAGE_PROJECTION}`);
