import { describe, expect, it } from 'vitest';
import { clampPage, pageWindow, totalPages } from './pagination';

describe('pageWindow', () => {
  it('shows every page when there are 7 or fewer', () => {
    expect(pageWindow(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(3, 3)).toEqual([1, 2, 3]);
  });
  it('has nothing to show for no pages and one item for one page', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
  it('shows the first 2, a window of 3 around the current page and the last 2', () => {
    expect(pageWindow(10, 20)).toEqual([1, 2, 'ellipsis', 9, 10, 11, 'ellipsis', 19, 20]);
  });
  it('merges the window with the edges without an ellipsis where they touch', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 'ellipsis', 19, 20]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 'ellipsis', 19, 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 19, 20]);
    expect(pageWindow(20, 20)).toEqual([1, 2, 'ellipsis', 19, 20]);
    expect(pageWindow(17, 20)).toEqual([1, 2, 'ellipsis', 16, 17, 18, 19, 20]);
  });
  it('keeps an out-of-range current page inside 1..total', () => {
    expect(pageWindow(99, 8)).toEqual([1, 2, 'ellipsis', 7, 8]);
    expect(pageWindow(-3, 8)).toEqual([1, 2, 'ellipsis', 7, 8]);
  });
});

describe('totalPages and clampPage', () => {
  it('counts pages of 12', () => {
    expect(totalPages(0, 12)).toBe(0);
    expect(totalPages(12, 12)).toBe(1);
    expect(totalPages(13, 12)).toBe(2);
  });
  it('reaches only 1..total', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 0)).toBe(1);
  });
});
