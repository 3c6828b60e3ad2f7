// @vitest-environment happy-dom
// Promotions seen and chosen: once per time a marked banner is shown, and on a followed link.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ShopEvent } from '../../shared/analytics/events';
import { promotionAttributes } from '../../shared/analytics/promotions';
import { watchPromotions } from './promotions';

/** An IntersectionObserver the test drives: `show(el)` reports the element in view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) { FakeObserver.all.push(this); }
  observe(el: Element) { this.watched.add(el); }
  unobserve(el: Element) { this.watched.delete(el); }
  disconnect() { this.watched.clear(); }
  static show(el: Element) {
    for (const o of FakeObserver.all) {
      if (o.watched.has(el)) o.callback([{ target: el, isIntersecting: true } as unknown as IntersectionObserverEntry], o as unknown as IntersectionObserver);
    }
  }
}

function banner(id: string) {
  const section = document.createElement('section');
  for (const [k, v] of Object.entries(promotionAttributes({ id, name: `Banner ${id}`, creative: 'HeaderBanner' }))) section.setAttribute(k, v);
  section.innerHTML = '<h1>Nieuw</h1><a href="/dames/">Shop dames</a>';
  document.body.appendChild(section);
  return section;
}

let raised: ShopEvent[];
let stop = () => {};
beforeEach(() => {
  vi.useFakeTimers();
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  raised = [];
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

it('raises view_promotion once when a marked banner is shown, with where it was shown', () => {
  const hero = banner('hero-1');
  stop = watchPromotions((e) => raised.push(e));
  expect(raised).toEqual([]);
  FakeObserver.show(hero);
  FakeObserver.show(hero);
  expect(raised).toEqual([{ type: 'view_promotion', promotion: { id: 'hero-1', name: 'Banner hero-1', creative: 'HeaderBanner', slot: window.location.pathname } }]);
});

it('watches banners of pages rendered later', async () => {
  stop = watchPromotions((e) => raised.push(e));
  const later = banner('later');
  await vi.advanceTimersByTimeAsync(250);
  FakeObserver.show(later);
  expect(raised.map((e) => e.type)).toEqual(['view_promotion']);
});

it('raises select_promotion for a link followed in a banner, and nothing for a click elsewhere', () => {
  const hero = banner('hero-1');
  const other = document.body.appendChild(document.createElement('a'));
  other.href = '/heren/';
  stop = watchPromotions((e) => raised.push(e));
  const noNavigation = (e: Event) => e.preventDefault();
  document.addEventListener('click', noNavigation);
  hero.querySelector('h1')!.click();
  other.click();
  hero.querySelector('a')!.click();
  document.removeEventListener('click', noNavigation);
  expect(raised).toEqual([{ type: 'select_promotion', promotion: { id: 'hero-1', name: 'Banner hero-1', creative: 'HeaderBanner', slot: window.location.pathname } }]);
});
