import { describe, expect, it } from 'vitest';
import { deepFreeze, jsonText } from './frozen-json';

describe('jsonText', () => {
  it('writes what JSON.stringify writes, around and inside frozen entities', () => {
    const shared = deepFreeze({ id: 'a', n: 1.5, tags: ['x', null], nested: { deep: true, gone: undefined } });
    const cases: unknown[] = [
      null, 0, -0, 'tekst met "quotes" en \u2028', true, [], {}, [undefined, () => 1, Symbol('s'), NaN, Infinity],
      { a: undefined, b: () => 1, c: Symbol('s'), d: null, 'sleutel "x"': 1 },
      { elements: [shared, shared], total: 2, date: new Date(0), nested: { shared } },
      [shared, { shared }],
      shared,
    ];
    for (const value of cases) expect(jsonText(value)).toBe(JSON.stringify(value) ?? 'null');
  });

  it('keeps the text of a frozen entity and does not walk it again', () => {
    const entity = deepFreeze({ id: 'p1', cover: { url: 'https://x/1.svg' } });
    const first = jsonText({ elements: [entity] });
    // The kept text is used as is: a Proxy around the same data would be read, a frozen
    // entity is not (it cannot have changed).
    expect(jsonText({ elements: [entity] })).toBe(first);
    expect(Object.isFrozen(entity.cover)).toBe(true);
  });

  it('walks objects that are not deep-frozen afresh', () => {
    const answer = { total: 1 };
    expect(jsonText(answer)).toBe('{"total":1}');
    answer.total = 2;
    expect(jsonText(answer)).toBe('{"total":2}');
    // Frozen by someone else: frozen, but not by deepFreeze, so it is walked (its children may
    // still change).
    const child = { n: 1 };
    const shallow = Object.freeze({ child });
    expect(jsonText(shallow)).toBe('{"child":{"n":1}}');
    child.n = 2;
    expect(jsonText(shallow)).toBe('{"child":{"n":2}}');
  });
});
