// Shop the look (spec 'Shop-the-look overview'): look cards (2 columns on mobile, 3 on large
// screens), a filter all / dames / heren that starts again at page 1, 12 looks a page with
// pagination (the part LookGrid.tsx), and desktop-only USP slides below. Gender and page live
// in the query string.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { BlockOfType } from '../../../shared/content/types';
import { Later } from '../ui/HydrateLater';
import { onIntent } from '../../lib/preloadable';
import { useSnippets } from '../../lib/snippets';
const DESKTOP = '(min-width: 1024px)';

const LookUspSlides = lazy(() => import('../looks/LookUspSlides'));

/**
 * The looks themselves (filter, cards, pages) as a part on intent (decision 028): readied with
 * the page's data on the server and before a client-side page change (overview-data.ts), so
 * its HTML stands in place and a page change shows it at once; on a first view its code waits
 * for the shopper to reach for it.
 */
export const LookGrid = onIntent(() => import('../looks/LookGrid'));

/**
 * The USP slides are for desktop only and sit below the looks: their code (the slider) loads
 * when the slot comes near the viewport on a desktop screen, never on a phone.
 */
function DesktopUspSlides() {
  const slot = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const el = slot.current;
    if (!el || shown) return;
    const desktop = window.matchMedia(DESKTOP);
    const observer = new IntersectionObserver((entries) => {
      if (desktop.matches && entries.some((e) => e.isIntersecting)) setShown(true);
    }, { rootMargin: '300px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown]);
  return (
    <div ref={slot} className="look-usps">
      {shown && <Suspense fallback={null}><LookUspSlides /></Suspense>}
    </div>
  );
}

export default function LooksOverview({ block }: { block: BlockOfType<'LooksOverview'> }) {
  const { text } = useSnippets();
  return (
    <section className="looks-overview container" aria-label={block.title ?? text('looks.eyebrow', 'Shop the look')}>
      {block.title && <h2 className="section-title">{block.title}</h2>}
      {/* The looks themselves (LookGrid.tsx): a part on intent, failing alone. */}
      <Later name="look-grid" component={LookGrid} props={{ headingLevel: block.title ? 'h3' as const : 'h2' as const }} />
      <DesktopUspSlides />
    </section>
  );
}
