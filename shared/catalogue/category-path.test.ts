import { describe, expect, it } from 'vitest';
import { resolveCategoryPath } from './category-path';

interface Node { id: string; label: string; children: Node[] }
const node = (id: string, label: string, children: Node[] = []): Node => ({ id, label, children });
const DRESSES = 'c'.repeat(32);
const tree = [
  node('a'.repeat(32), 'Nieuw binnen'),
  node('d'.repeat(32), 'Dames', [
    node('e'.repeat(32), 'Kleding', [node(DRESSES, 'Jurken'), node('f'.repeat(32), 'Rokken')]),
    node('1'.repeat(32), 'Schoenen'),
  ]),
  node('2'.repeat(32), 'Heren', [node('3'.repeat(32), 'Kleding', [node('4'.repeat(32), 'Jurken')])]),
];

describe('resolveCategoryPath', () => {
  it('takes a 32-hex id as it is (lower case)', () => {
    expect(resolveCategoryPath('ABCDEF0123456789ABCDEF0123456789', tree)).toBe('abcdef0123456789abcdef0123456789');
  });
  it('walks a path of names from the root', () => {
    expect(resolveCategoryPath('Dames/Kleding/Jurken/', tree)).toBe(DRESSES);
    expect(resolveCategoryPath('Heren/Kleding/Jurken/', tree)).toBe('4'.repeat(32));
    expect(resolveCategoryPath('Dames/', tree)).toBe('d'.repeat(32));
  });
  it('matches names regardless of case and surrounding spaces, with or without the slashes', () => {
    expect(resolveCategoryPath('/dames/ KLEDING /jurken', tree)).toBe(DRESSES);
  });
  it('is null when a name does not match at its level', () => {
    expect(resolveCategoryPath('Dames/Jurken/', tree)).toBeNull();
    expect(resolveCategoryPath('Kinderen/', tree)).toBeNull();
    expect(resolveCategoryPath('', tree)).toBeNull();
    expect(resolveCategoryPath('///', tree)).toBeNull();
    expect(resolveCategoryPath('Dames/Kleding/Jurken/', [])).toBeNull();
  });
});
