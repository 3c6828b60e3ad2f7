// The brand index (spec 'Brands page'): intro, filter All / Dames / Heren (in the query string,
// so a filtered index is linkable and rendered by the server), a letter bar a–z and '#', and a
// section per letter with its brands in 2, 3 or 4 columns (BrandIndex.tsx, a part on intent). A
// letter scrolls to its section 100 px below the top of the window; a letter without brands
// (from a link such as /merken#merken-q) lands on the next letter with brands, else the
// previous one.
import { useLocation } from 'react-router';
import type { BlockOfType } from '../../../shared/content/types';
import { onIntent } from '../../lib/preloadable';
import { Later } from '../ui/HydrateLater';
import { useSnippets } from '../../lib/snippets';

/**
 * The index (filter, letters, sections): readied with the page's data on the server and before
 * a client-side page change (overview-data.ts); on a first view its code waits for the shopper,
 * or comes at once to land an arrival on its letter.
 */
export const BrandIndex = onIntent(() => import('./BrandIndex'));

export default function Brands({ block }: { block: BlockOfType<'Brands'> }) {
  const { text } = useSnippets();
  return (
    <section className="brands container" aria-label={block.title ?? text('brands.title', 'Brands')}>
      {block.title && <h2 className="section-title">{block.title}</h2>}
      {block.intro && <p className="brands__intro">{block.intro}</p>}
      {/* Brand fetch errors are only logged (spec section 8): the part fails alone. */}
      {/* An arrival at a place on the page wakes it at once: the index's code decides whether the
          fragment names a letter (letterFromHash: #merken-k, #k, encoded or not) and lands there. */}
      <Later name="brand-index" component={BrandIndex} props={{ headingLevel: block.title ? 'h3' as const : 'h2' as const }}
        wake={useLocation().hash !== ''} />
    </section>
  );
}

