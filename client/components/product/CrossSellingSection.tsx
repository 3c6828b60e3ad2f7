// Cross-selling sliders below the fold, without costing the first view any JavaScript.
//
// The server renders them inside Suspense, so they stream in after the rest of the page and
// never hold up its first paint, and crawlers and shoppers without JavaScript get them as
// plain HTML. In the browser they keep that HTML until the section comes near the viewport or
// the shopper reaches for it, then the sliders' code (the page's extras chunk) takes over:
// the shop's one mechanism for that, HydrateLater (decision 005).
import { inView } from '../../lib/preloadable';
import { Later } from '../ui/HydrateLater';
import { loadExtras } from './load-extras';
import { useSnippets } from '../../lib/snippets';

const CrossSelling = inView(async () => ({ default: (await loadExtras()).CrossSelling }));

export function CrossSellingSection({ productId }: { productId: string }) {
  const { text } = useSnippets();
  return (
    <section className="pdp-cross" aria-label={text('product.suggestions', 'Suggestions')}>
      <Later name="cross-selling" component={CrossSelling} props={{ productId }} fallback={<div className="pdp-cross__placeholder" />} />
    </section>
  );
}
