// @vitest-environment happy-dom
// HydrateLater in a DOM (decision 005): the server's markup stays as it is while the part's
// code is held back, and presses on it are held for the live part.
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, onTestFinished, vi } from 'vitest';
import { setLocalWishlist } from '../../lib/wishlist';
import { setShopTextsLoader } from '../../lib/page-snippets';
import { HELD_PRESS_DEADLINE_MS, HydrateLater } from './HydrateLater';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What the worker rendered for the part: live, with its children. */
const SERVER_HTML = '<div class="hydrate-later" data-part="footer" data-live=""><a href="/dames/">Dames</a><a href="/heren/">Heren</a></div>';

let container: HTMLElement;
let root: Root | undefined;
const recoverable = vi.fn();

beforeEach(() => {
  delete document.documentElement.dataset.hydrated;
  container = document.createElement('div');
  container.innerHTML = SERVER_HTML;
  document.body.appendChild(container);
  recoverable.mockClear();
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  container.remove();
});

/** Hydrates the part with its code held back (by default a load that never answers). */
async function hydrateHeld(load = vi.fn(() => new Promise<void>(() => {}))) {
  await act(async () => {
    root = hydrateRoot(container, (
      <HydrateLater name="footer" when="intent" load={load} ready={false}>
        <a href="/dames/">Dames</a><a href="/heren/">Heren</a>
      </HydrateLater>
    ), { onRecoverableError: recoverable });
  });
  return load;
}

it("leaves the server's markup alone: React keeps the empty dangerouslySetInnerHTML div's nodes", async () => {
  const before = [...container.querySelectorAll('a')];
  await hydrateHeld();
  expect([...container.querySelectorAll('a')]).toEqual(before);
  expect(before.every((a) => a.isConnected)).toBe(true);
  expect(container.querySelector('[data-part="footer"]')!.textContent).toBe('DamesHeren');
  expect(recoverable).not.toHaveBeenCalled();
});

it('holds a second press while the first is held, so neither loads the whole document', async () => {
  const load = await hydrateHeld();
  const [dames, heren] = [...container.querySelectorAll('a')];
  const press = (el: Element) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    el.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(press(dames!)).toBe(true);
  expect(load).toHaveBeenCalledOnce();
  expect(press(heren!)).toBe(true);
  expect(press(dames!)).toBe(true);
});

it('ends on the live part a press that went down on the markup before the swap', async () => {
  container.innerHTML = '<div class="hydrate-later" data-part="consent" data-live=""><details><summary>Instellingen per doel</summary>x</details></div>';
  let arrive!: () => void;
  const load = () => new Promise<void>((resolve) => { arrive = resolve; });
  await act(async () => {
    root = hydrateRoot(container, (
      <HydrateLater name="consent" when="intent" load={load} ready={false}>
        <details><summary>Instellingen per doel</summary>x</details>
      </HydrateLater>
    ), { onRecoverableError: recoverable });
  });
  const markup = container.querySelector('summary')!;
  markup.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
  markup.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
  // The code arrives; the live part replaces the markup (waited for, however long it takes: each
  // act() commits what React has by its end).
  await act(async () => { arrive(); });
  while (container.querySelector('summary') === markup) await act(async () => { await new Promise((resolve) => setTimeout(resolve, 5)); });
  const live = container.querySelector('summary')!;
  expect(live).not.toBe(markup);
  expect(container.querySelector('details')!.open).toBe(false);
  // Released over the live summary; the browser sends no click (the press began elsewhere).
  vi.spyOn(document, 'elementFromPoint').mockReturnValue(live);
  window.dispatchEvent(new MouseEvent('pointerup', { bubbles: true, clientX: 5, clientY: 5 }));
  while (!container.querySelector('details')!.open) await act(async () => { await new Promise((resolve) => setTimeout(resolve, 5)); });
  expect(container.querySelector('details')!.open).toBe(true);
  vi.restoreAllMocks();
});

/** Hydrates `html` (the markup's inner HTML) held back, with the same elements as its children. */
async function hydrateMarkup(html: string, children: React.ReactNode) {
  container.innerHTML = `<div class="hydrate-later" data-part="listing" data-live="">${html}</div>`;
  const load = vi.fn(() => new Promise<void>(() => {}));
  await act(async () => {
    root = hydrateRoot(container, (
      <HydrateLater name="listing" when="intent" load={load} ready={false}>{children}</HydrateLater>
    ), { onRecoverableError: recoverable });
  });
  return load;
}

it('lets a jump to a place on this page through (the browser moves focus there), and holds a site link', async () => {
  await hydrateMarkup('<a href="#producten">Naar de producten</a><a href="/dames/">Dames</a>',
    <><a href="#producten">Naar de producten</a><a href="/dames/">Dames</a></>);
  const [skip, site] = [...container.querySelectorAll('a')];
  const press = (el: Element) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    el.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(press(skip!)).toBe(false);
  expect(press(site!)).toBe(true);
});

it('holds a jump to a place on this page when the part\'s code answers it with more (data-hold-early)', async () => {
  await hydrateMarkup('<nav data-hold-early=""><a href="#merken-k">K</a></nav>', <nav data-hold-early=""><a href="#merken-k">K</a></nav>);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  container.querySelector('a')!.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
});

it('holds a submit, valid or not, for the live part: its code answers the form as it answers a later press', async () => {
  const form = '<form method="post" action="/account/orders/1/annuleren"><input name="email" value="a@b.nl"><button type="submit">Ja</button></form>';
  const load = await hydrateMarkup(form,
    <form method="post" action="/account/orders/1/annuleren"><input name="email" defaultValue="a@b.nl" /><button type="submit">Ja</button></form>);
  const button = container.querySelector('button')!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  button.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
  expect(load).toHaveBeenCalledOnce();
});

it('sends a held valid form without its code once the code is past the deadline (a stalled connection), never an invalid one', async () => {
  vi.useFakeTimers();
  try {
    await hydrateMarkup('<form><input name="a" value="x"><button type="submit">Ja</button></form><form><input name="b" required><button type="submit">Nee</button></form>',
      <><form><input name="a" defaultValue="x" /><button type="submit">Ja</button></form><form><input name="b" required /><button type="submit">Nee</button></form></>);
    const [valid, invalid] = [...container.querySelectorAll('form')];
    const sent = vi.fn((event: Event) => event.preventDefault());
    container.addEventListener('submit', sent);
    invalid!.querySelector('button')!.click();
    await vi.advanceTimersByTimeAsync(HELD_PRESS_DEADLINE_MS * 2);
    expect(sent).not.toHaveBeenCalled();
    valid!.querySelector('button')!.click();
    await vi.advanceTimersByTimeAsync(HELD_PRESS_DEADLINE_MS - 1);
    expect(sent).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveBeenCalledOnce();
    expect(sent.mock.calls[0]![0].target).toBe(valid);
  } finally {
    vi.useRealTimers();
  }
});

it('wakes at once a part with product hearts for a shopper with saved products, and only then', async () => {
  const heart = '<article><a href="/p/1">Blouse</a><button type="button" class="wishlist-heart" aria-pressed="false">♡</button></article>';
  const load = await hydrateMarkup(heart,
    <article><a href="/p/1">Blouse</a><button type="button" className="wishlist-heart" aria-pressed="false">♡</button></article>);
  expect(load).not.toHaveBeenCalled();
  await act(async () => setLocalWishlist(['p1']));
  expect(load).toHaveBeenCalledOnce();
  await act(async () => setLocalWishlist([]));
});

it('wakes at once when the page asks it to (an arrival the part must land), and not before', async () => {
  const load = vi.fn(() => new Promise<void>(() => {}));
  const render = (wake: boolean) => (
    <HydrateLater name="listing" when="intent" load={load} ready={false} wake={wake}><a href="/dames/">Dames</a><a href="/heren/">Heren</a></HydrateLater>
  );
  await act(async () => { root = hydrateRoot(container, render(false), { onRecoverableError: recoverable }); });
  expect(load).not.toHaveBeenCalled();
  await act(async () => root!.render(render(true)));
  expect(load).toHaveBeenCalledOnce();
});

it('wakes on a field changed without a pointer or focus', async () => {
  const load = await hydrateMarkup('<select name="sort"><option value="a">A</option><option value="b">B</option></select>',
    <select name="sort" defaultValue="a"><option value="a">A</option><option value="b">B</option></select>);
  const select = container.querySelector('select')!;
  select.value = 'b';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  expect(load).toHaveBeenCalledOnce();
});

it('wakes when an image of the markup failed, before or after hydration, so its code shows the placeholder', async () => {
  const failedBefore = await hydrateMarkup('<img src="/a.jpg" alt="" data-failed="">', <img src="/a.jpg" alt="" />);
  expect(failedBefore).toHaveBeenCalledOnce();
  await act(async () => root?.unmount());
  root = undefined;
  const failedAfter = await hydrateMarkup('<img src="/a.jpg" alt="">', <img src="/a.jpg" alt="" />);
  expect(failedAfter).not.toHaveBeenCalled();
  container.querySelector('img')!.dispatchEvent(new Event('error'));
  expect(failedAfter).toHaveBeenCalledOnce();
});

it("holds the step keys of a range input and a button for the live part, and leaves links' and other keys alone", async () => {
  await hydrateMarkup('<input type="range" name="min-price" min="0" max="100"><button type="button">Afbeelding 1</button><a href="/dames/">Dames</a>',
    <><input type="range" name="min-price" min="0" max="100" /><button type="button">Afbeelding 1</button><a href="/dames/">Dames</a></>);
  const [range, button, link] = [container.querySelector('input')!, container.querySelector('button')!, container.querySelector('a')!];
  const key = (el: Element, k: string) => {
    const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
    el.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(key(range, 'ArrowRight')).toBe(true);
  expect(key(range, 'End')).toBe(true);
  expect(key(button, 'ArrowRight')).toBe(true);
  expect(key(range, 'Tab')).toBe(false);
  expect(key(button, 'Enter')).toBe(false);
  expect(key(link, 'ArrowDown')).toBe(false);
});

it("goes live only once the shop's whole texts are in too, not with its code alone (the page carried only its own)", async () => {
  let codeArrives!: () => void;
  let textsArrive!: () => void;
  const load = () => new Promise<void>((resolve) => { codeArrives = resolve; });
  const shopTexts = vi.fn(() => new Promise<void>((resolve) => { textsArrive = resolve; }));
  setShopTextsLoader(shopTexts);
  onTestFinished(() => setShopTextsLoader(null));
  await hydrateHeld(vi.fn(load));
  const part = () => container.querySelector('[data-part="footer"]')!;
  const markup = part();
  expect(shopTexts).not.toHaveBeenCalled();
  markup.querySelector('a')!.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
  expect(shopTexts).toHaveBeenCalledOnce();
  await act(async () => { codeArrives(); });
  // Every turn React may take settled: still the server's markup.
  for (let i = 0; i < 5; i += 1) await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
  expect(part()).toBe(markup);
  await act(async () => { textsArrive(); });
  while (part() === markup) await act(async () => { await new Promise((resolve) => setTimeout(resolve, 5)); });
  expect(part().textContent).toBe('DamesHeren');
  expect(recoverable).not.toHaveBeenCalled();
});
