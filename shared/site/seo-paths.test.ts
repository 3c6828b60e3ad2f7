import { afterEach, describe, expect, it, vi } from 'vitest';
import { toSeoPaths } from './seo-paths';

describe('toSeoPaths', () => {
  afterEach(() => vi.restoreAllMocks());
  it('maps ids to site paths', () => {
    expect(toSeoPaths({ elements: [{ foreignKey: 'a', seoPathInfo: 'Dames/' }, { foreignKey: 'b' }] })).toEqual({ a: '/Dames/' });
  });
  it("logs 'Invalid response format: missing elements array' and gives {} without elements", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(toSeoPaths({ items: [] })).toEqual({});
    expect(toSeoPaths(null)).toEqual({});
    expect(log).toHaveBeenCalledWith('Invalid response format: missing elements array');
  });
});
