// @vitest-environment happy-dom
// The shop's Link and NavLink: React Router's href and click handling, the current page named.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isActivePath, Link, NavLink } from './Link';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('isActivePath', () => {
  it('is the page itself, with or without a trailing slash', () => {
    expect(isActivePath('/account', '/account')).toBe(true);
    expect(isActivePath('/account/', '/account')).toBe(true);
    expect(isActivePath('/account', '/account/')).toBe(true);
  });
  it('includes the pages below it unless `end`', () => {
    expect(isActivePath('/account/orders/5', '/account/orders')).toBe(true);
    expect(isActivePath('/account/orders', '/account', true)).toBe(false);
    expect(isActivePath('/account', '/account', true)).toBe(true);
  });
  it('is not a page whose name merely starts the same', () => {
    expect(isActivePath('/accountancy', '/account')).toBe(false);
  });
  it('ignores the search and the hash of the link', () => {
    expect(isActivePath('/account/orders', '/account/orders?page=2#top')).toBe(true);
  });
  it('makes the home link active only on the home page', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/dames', '/')).toBe(false);
  });
});

describe('Link', () => {
  let host: HTMLElement;
  let root: Root;
  let leftToBrowser = false;
  beforeEach(() => {
    host = document.createElement('div');
    root = createRoot(host);
    // After React's own listener (registered by createRoot): note what the link decided, then
    // keep the test document where it is (happy-dom would follow the link).
    host.addEventListener('click', (event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    });
  });
  afterEach(() => {
    act(() => root.unmount());
  });

  function Where() {
    const { pathname, search } = useLocation();
    return <output>{pathname + search}</output>;
  }
  function render(ui: React.ReactNode, at = '/') {
    act(() => root.render(<MemoryRouter key={at} initialEntries={[at]}>{ui}<Where /></MemoryRouter>));
  }
  const click = (init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    act(() => { host.querySelector('a')!.dispatchEvent(event); });
    return { leftToBrowser };
  };
  const where = () => host.querySelector('output')!.textContent;

  it('is a real link: the href works without JavaScript', () => {
    render(<Link to="/Dames/?sort=price-asc" className="x">Dames</Link>);
    const a = host.querySelector('a')!;
    expect(a.getAttribute('href')).toBe('/Dames/?sort=price-asc');
    expect(a.className).toBe('x');
  });

  it('navigates in the page on a plain click', () => {
    render(<Link to="/Dames/">Dames</Link>);
    expect(click().leftToBrowser).toBe(false);
    expect(where()).toBe('/Dames/');
  });

  it('leaves a modified click, another target or its own prevented click to the browser', () => {
    render(<Link to="/Dames/">Dames</Link>);
    expect(click({ ctrlKey: true }).leftToBrowser).toBe(true);
    expect(click({ metaKey: true }).leftToBrowser).toBe(true);
    expect(where()).toBe('/');
    render(<Link to="/algemene-voorwaarden" target="_blank">Voorwaarden</Link>);
    expect(click().leftToBrowser).toBe(true);
    expect(where()).toBe('/');
    render(<Link to="/Dames/" onClick={(event) => event.preventDefault()}>Dames</Link>);
    click();
    expect(where()).toBe('/');
  });

  it('runs its own onClick before navigating', () => {
    const seen: string[] = [];
    render(<Link to="/cart" onClick={() => seen.push('clicked')}>Winkelwagen</Link>);
    click();
    expect(seen).toEqual(['clicked']);
    expect(where()).toBe('/cart');
  });

  it('NavLink names the current page with aria-current, and only it', () => {
    render(<nav><NavLink to="/account" end>Overzicht</NavLink></nav>, '/account');
    expect(host.querySelector('a')!.getAttribute('aria-current')).toBe('page');
    render(<nav><NavLink to="/account" end>Overzicht</NavLink></nav>, '/account/orders');
    expect(host.querySelector('a')!.hasAttribute('aria-current')).toBe(false);
    render(<nav><NavLink to="/account/orders">Bestellingen</NavLink></nav>, '/account/orders/10001');
    expect(host.querySelector('a')!.getAttribute('aria-current')).toBe('page');
  });
});
