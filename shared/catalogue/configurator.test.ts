import { describe, expect, it } from 'vitest';
import { configuratorGroups, wantedOptions } from './configurator';
import { COLOUR, GROUPS, OPT, SIZE, variant } from '../../tests/support/product-detail';
import type { ConfiguratorGroup } from './types';

// Zwart in S, M, L (sold out); Zand in S (sold out) and M; Zand L is not made.
const variants = [
  variant(1, [OPT.zwart, OPT.s]), variant(2, [OPT.zwart, OPT.m]), variant(3, [OPT.zwart, OPT.l], false),
  variant(4, [OPT.zand, OPT.s], false), variant(5, [OPT.zand, OPT.m]),
];
const zwartM = configuratorGroups(GROUPS, [OPT.zwart, OPT.m], variants);
const states = (groups: ConfiguratorGroup[], g: number) => Object.fromEntries(groups[g]!.options.map((o) => [o.name, o.state]));
const option = (groups: ConfiguratorGroup[], g: number, name: string) => groups[g]!.options.find((o) => o.name === name)!;

describe('configurator', () => {
  it('marks the options of this variant as selected', () => {
    expect(zwartM.map((g) => g.options.filter((o) => o.selected).map((o) => o.name))).toEqual([['Zwart'], ['M']]);
  });

  it('shows sizes as available, sold out or not made in the chosen colour', () => {
    expect(states(zwartM, 1)).toEqual({ S: 'available', M: 'available', L: 'sold-out' });
    expect(states(configuratorGroups(GROUPS, [OPT.zand, OPT.m], variants), 1)).toEqual({ S: 'sold-out', M: 'available', L: 'unavailable' });
  });

  it('counts a colour as available when any of its sizes is, and sold out when none is', () => {
    expect(states(zwartM, 0)).toEqual({ Zwart: 'available', Zand: 'available' });
    const zandSoldOut = variants.map((v) => (v.optionIds.includes(OPT.zand) ? { ...v, available: false } : v));
    expect(states(configuratorGroups(GROUPS, [OPT.zwart, OPT.m], zandSoldOut), 0)).toEqual({ Zwart: 'available', Zand: 'sold-out' });
  });

  it('links each available option to the in-stock variant closest to this one, and offers no link otherwise', () => {
    expect(option(zwartM, 0, 'Zand').target?.href).toBe('/Linnen-jurk-Evi/SW10001.5');
    expect(option(zwartM, 1, 'S').target?.href).toBe('/Linnen-jurk-Evi/SW10001.1');
    expect(option(zwartM, 1, 'L').target).toBeNull();
  });

  it('keeps the size on a colour switch when that combination is in stock, and moves to one that is otherwise', () => {
    const zwartS = configuratorGroups(GROUPS, [OPT.zwart, OPT.s], variants);
    expect(wantedOptions(zwartS, COLOUR, OPT.zand)).toEqual({ [COLOUR]: OPT.zand, [SIZE]: OPT.m });
    expect(wantedOptions(zwartM, COLOUR, OPT.zand)).toEqual({ [COLOUR]: OPT.zand, [SIZE]: OPT.m });
    expect(wantedOptions(zwartM, SIZE, OPT.s)).toEqual({ [COLOUR]: OPT.zwart, [SIZE]: OPT.s });
  });

  it('offers every option when the backend sent no variants, and leaves the switch to find-variant', () => {
    const bare = configuratorGroups(GROUPS, [OPT.zwart, OPT.m], []);
    expect(states(bare, 1)).toEqual({ S: 'available', M: 'available', L: 'available' });
    expect(wantedOptions(bare, SIZE, OPT.l)).toEqual({ [COLOUR]: OPT.zwart, [SIZE]: OPT.l });
  });
});
