// Which strings of a preview carry stega (the invisible edit links of the Presentation tool's
// overlays). A string the shop decides with rather than shows (a heading's level, an alignment,
// a sort order) must stay as stored: with marks appended, `level: "h1"` is no known level and
// the heading falls back to h2. Sanity's default filter already leaves out types, ids, slugs,
// URLs, icons, layouts and variants; these are the Studio's other fields with a fixed list of
// choices (worker/sanity/stega.test.ts reads them from studio/schema.json).
import type { StegaConfig } from '@sanity/client/stega';

export const CHOICE_FIELDS: ReadonlySet<string> = new Set([
  'level', 'alignment', 'textPosition', 'backgroundShape', 'backgroundStyle', 'imageStyle', 'sort', 'category',
  // Portable text's own: a block's style and list kind.
  'style', 'listItem',
]);

export const stegaFilter: NonNullable<StegaConfig['filter']> = (props) => {
  const field = props.sourcePath.at(-1);
  return !(typeof field === 'string' && CHOICE_FIELDS.has(field)) && props.filterDefault(props);
};
