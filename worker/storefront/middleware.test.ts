import { describe, expect, it } from 'vitest';
import { builtOnFirstUse } from './middleware';

describe('builtOnFirstUse', () => {
  it('builds nothing until a member is read, then once, and its methods keep their object', () => {
    let builds = 0;
    class Api {
      readonly name = 'façade';
      private readonly calls: string[] = [];
      read(what: string) {
        this.calls.push(what);
        return this.calls.length;
      }
      get shopware() { return `shopware of ${this.name}`; }
    }
    const api = builtOnFirstUse(() => {
      builds++;
      return new Api();
    });
    expect(builds).toBe(0);
    expect(api.read('product')).toBe(1);
    const { read } = api;
    expect(read('listing')).toBe(2);
    expect(api.shopware).toBe('shopware of façade');
    expect('read' in api).toBe(true);
    expect(builds).toBe(1);
  });
});
