import { describe, expect, it } from 'vitest';
import { isVisibleEnough, sectionId, shopLink, visibilityAction, vimeoEmbedUrl, type VisibilityState } from './behaviour';

const base: VisibilityState = { visible: true, playing: false, reducedMotion: false, pausedByShopper: false, ready: true };

describe('video visibility rule', () => {
  it('plays when at least half is visible', () => {
    expect(visibilityAction(base)).toBe('play');
  });
  it('pauses when it leaves, and does nothing when already paused', () => {
    expect(visibilityAction({ ...base, visible: false, playing: true })).toBe('pause');
    expect(visibilityAction({ ...base, visible: false, playing: false })).toBeNull();
  });
  it('never starts by itself with reduced motion, or after the shopper paused it', () => {
    expect(visibilityAction({ ...base, reducedMotion: true })).toBeNull();
    expect(visibilityAction({ ...base, pausedByShopper: true })).toBeNull();
    // ...but still pauses when it leaves.
    expect(visibilityAction({ ...base, reducedMotion: true, visible: false, playing: true })).toBe('pause');
  });
  it('waits until the player is ready', () => {
    expect(visibilityAction({ ...base, ready: false })).toBeNull();
  });
  it('counts 50% (with rounding) as visible', () => {
    expect(isVisibleEnough({ isIntersecting: true, intersectionRatio: 0.5 })).toBe(true);
    expect(isVisibleEnough({ isIntersecting: true, intersectionRatio: 0.4999 })).toBe(true);
    expect(isVisibleEnough({ isIntersecting: true, intersectionRatio: 0.3 })).toBe(false);
    expect(isVisibleEnough({ isIntersecting: false, intersectionRatio: 0 })).toBe(false);
  });
});

describe('vimeo embed URL', () => {
  it('builds a muted player URL without Vimeo controls', () => {
    const url = new URL(vimeoEmbedUrl('1031858190')!);
    expect(url.origin + url.pathname).toBe('https://player.vimeo.com/video/1031858190');
    expect(url.searchParams.get('muted')).toBe('1');
    expect(url.searchParams.get('controls')).toBe('0');
    expect(url.searchParams.get('dnt')).toBe('1');
  });
  it('refuses ids that are not numeric', () => {
    expect(vimeoEmbedUrl('1/../evil')).toBeNull();
    expect(vimeoEmbedUrl('')).toBeNull();
  });
});

describe("'shop this video' links and the section id", () => {
  it('links a Shopware category or product id through its technical path (redirects to the SEO URL)', () => {
    expect(shopLink('category', 'A'.repeat(32))).toBe(`/navigation/${'a'.repeat(32)}`);
    expect(shopLink('product', 'b'.repeat(32))).toBe(`/detail/${'b'.repeat(32)}`);
  });
  it('takes a category given as its path', () => {
    expect(shopLink('category', 'Dames/Kleding/Jurken/')).toBe('/Dames/Kleding/Jurken/');
  });
  it('ignores what it cannot link', () => {
    expect(shopLink('product', 'not an id')).toBeNull();
    expect(shopLink('category', undefined)).toBeNull();
    expect(shopLink('category', 'javascript:alert(1)')).toBeNull();
  });
  it('makes the component id a usable HTML id', () => {
    expect(sectionId(' campagne winter ')).toBe('campagne-winter');
    expect(sectionId('')).toBeUndefined();
  });
});
