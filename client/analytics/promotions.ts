// Promotions seen and chosen (decision 012): every element the server marked as a promotion
// (shared/analytics/promotions.ts) raises view_promotion once per time it is shown, when half
// of it is in view, and select_promotion when a link in it is followed. Started by the runtime,
// after consent; a page the router renders later is watched as well.
import { PROMOTION_SELECTOR, promotionOf } from '../../shared/analytics/promotions';
import type { ShopEvent } from '../../shared/analytics/events';

/** How long DOM changes are gathered before looking for new promotions. */
const SETTLE_MS = 200;

/** Watches until the returned stop is called (the runtime watches for the page's life). */
export function watchPromotions(raise: (event: ShopEvent) => void): () => void {
  if (typeof IntersectionObserver === 'undefined' || typeof MutationObserver === 'undefined') return () => {};
  const seen = new WeakSet<Element>();
  const slot = () => window.location.pathname;
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting || seen.has(entry.target)) continue;
      seen.add(entry.target);
      inView.unobserve(entry.target);
      const promotion = promotionOf(entry.target, slot());
      if (promotion) raise({ type: 'view_promotion', promotion });
    }
  }, { threshold: 0.5 });
  const watchAll = () => {
    for (const el of document.querySelectorAll(PROMOTION_SELECTOR)) if (!seen.has(el)) inView.observe(el);
  };
  watchAll();
  let pending: ReturnType<typeof setTimeout> | undefined;
  const arrivals = new MutationObserver(() => {
    clearTimeout(pending);
    pending = setTimeout(watchAll, SETTLE_MS);
  });
  arrivals.observe(document.body, { childList: true, subtree: true });
  const chosen = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest('a[href]');
    const marked = link?.closest(PROMOTION_SELECTOR);
    const promotion = marked ? promotionOf(marked, slot()) : null;
    if (promotion) raise({ type: 'select_promotion', promotion });
  };
  // Capture: the router handles the click of a site link before it would bubble here.
  document.addEventListener('click', chosen, true);
  return () => {
    inView.disconnect();
    arrivals.disconnect();
    clearTimeout(pending);
    document.removeEventListener('click', chosen, true);
  };
}
