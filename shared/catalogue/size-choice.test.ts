import { describe, expect, it } from 'vitest';
import type { ConfiguratorGroup, ConfiguratorOption } from './types';
import { carriedChoices, choiceSearch, groupsToChoose, isChosen, lineChoiceSearch, unchosenGroups } from './size-choice';

const option = (id: string, name: string, selected = false): ConfiguratorOption => ({
  id, name, colorHex: null, selected, state: 'available', target: null,
});
const kleur: ConfiguratorGroup = { id: 'kleur', name: 'Kleur', displayType: 'color', options: [option('zwart', 'Zwart', true), option('blauw', 'Blauw')] };
const maat: ConfiguratorGroup = { id: 'maat', name: 'Maat', displayType: 'text', options: [option('xs', 'XS', true), option('m', 'M')] };
const q = (query: string) => new URLSearchParams(query);

describe('size choice', () => {
  it('asks for every group but colours', () => {
    expect(groupsToChoose([kleur, maat])).toEqual([maat]);
    expect(unchosenGroups([kleur], q(''))).toEqual([]);
  });

  it('counts a size as chosen only when the URL names the variant\'s own option', () => {
    expect(isChosen(maat, q(''))).toBe(false);
    expect(isChosen(maat, q('maat=XS'))).toBe(true);
    expect(isChosen(maat, q('maat=M'))).toBe(false); // a stale choice: this variant is XS
    expect(isChosen(maat, q('maat=xs'))).toBe(false);
    expect(unchosenGroups([kleur, maat], q('maat=XS'))).toEqual([]);
  });

  it('carries the picked size, and a size already chosen to a colour that has it', () => {
    expect(choiceSearch([kleur, maat], q(''), ['blauw', 'm'], { groupId: 'maat', optionName: 'M' })).toBe('?maat=M');
    expect(choiceSearch([kleur, maat], q('maat=XS'), ['blauw', 'xs'])).toBe('?maat=XS');
    expect(choiceSearch([kleur, maat], q('maat=XS'), ['blauw', 's'])).toBe(''); // that colour has no XS in stock
    expect(choiceSearch([kleur, maat], q(''), ['blauw', 'xs'])).toBe('');
    expect(choiceSearch([kleur, maat], q(''), [], { groupId: 'maat', optionName: '38 ½' })).toBe('?maat=38+%C2%BD');
  });

  it('carries a listing\'s filter on exactly one option of a group, never a colour', () => {
    const filters = [
      { label: 'Kleur', options: [{ id: 'zwart', label: 'Zwart', colorHex: '#000' }] },
      { label: 'Maat', options: [{ id: 'm', label: 'M' }, { id: 'l', label: 'L' }] },
    ];
    expect(carriedChoices(filters, ['zwart', 'm'])).toBe('?maat=M');
    expect(carriedChoices(filters, ['m', 'l'])).toBe('');
    expect(carriedChoices(filters, [])).toBe('');
  });
});

describe('lineChoiceSearch', () => {
  it('carries a cart line\'s choices to its product page', () => {
    expect(lineChoiceSearch([{ group: 'Kleur', option: 'Wit' }, { group: 'Maat', option: 'M' }])).toBe('?kleur=Wit&maat=M');
    expect(lineChoiceSearch([{ group: 'Maat', option: '38/40' }])).toBe('?maat=38%2F40');
    expect(lineChoiceSearch([])).toBe('');
  });
});
