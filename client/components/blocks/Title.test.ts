import { afterEach, describe, expect, it, vi } from 'vitest';
import { headingLevel } from './Title';

describe('headingLevel', () => {
  afterEach(() => vi.restoreAllMocks());
  it('keeps h1 to h4', () => {
    for (const level of ['h1', 'h2', 'h3', 'h4']) expect(headingLevel(level)).toBe(level);
  });
  it('warns and uses h2 for an invalid level', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(headingLevel('h7')).toBe('h2');
    expect(headingLevel(undefined)).toBe('h2');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
