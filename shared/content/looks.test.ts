import { describe, expect, it } from 'vitest';
import { lookItemsLabel, looksSearch, parseLooksState } from './looks';
import { parsePageParam } from './listings';

describe('lookItemsLabel', () => {
  it("reads '{n} item(s)' verbatim", () => {
    expect(lookItemsLabel(3)).toBe('3 item(s)');
    expect(lookItemsLabel(1)).toBe('1 item(s)');
    expect(lookItemsLabel(0)).toBe('0 item(s)');
  });
});

describe('looks state in the query string', () => {
  it('reads gender and page', () => {
    expect(parseLooksState(new URLSearchParams('gender=dames&p=2'))).toEqual({ gender: 'dames', page: 2 });
    expect(parseLooksState(new URLSearchParams(''))).toEqual({ gender: '', page: 1 });
  });
  it('turns odd input into page 1 of all looks', () => {
    expect(parseLooksState(new URLSearchParams('gender=kids&p=-3'))).toEqual({ gender: '', page: 1 });
    expect(parseLooksState(new URLSearchParams('p=2.5'))).toEqual({ gender: '', page: 1 });
    expect(parseLooksState(new URLSearchParams('p=abc'))).toEqual({ gender: '', page: 1 });
  });
  it('writes only what differs from the defaults', () => {
    expect(looksSearch({ gender: '', page: 1 })).toBe('');
    expect(looksSearch({ gender: 'heren', page: 1 })).toBe('?gender=heren');
    expect(looksSearch({ gender: 'dames', page: 3 })).toBe('?gender=dames&p=3');
    expect(looksSearch({ gender: '', page: 2 })).toBe('?p=2');
  });
});

describe('parsePageParam', () => {
  it('keeps pages within 1..1000', () => {
    expect(parsePageParam(new URLSearchParams('p=0'))).toBe(1);
    expect(parsePageParam(new URLSearchParams('p=7'))).toBe(7);
    expect(parsePageParam(new URLSearchParams('p=999999'))).toBe(1000);
  });
});
