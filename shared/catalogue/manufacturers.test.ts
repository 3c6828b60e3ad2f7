import { describe, expect, it } from 'vitest';
import { orderManufacturers } from './manufacturers';

const m = (label: string, popular = false) => ({ id: label, label, popular });

describe('orderManufacturers', () => {
  it('lists the first 5 popular (alphabetical) first, then the rest alphabetical', () => {
    const input = [m('Zus'), m('Arket', true), m('Nudie', true), m('Ecoalf', true), m('Baum', true), m('Mud', true), m('Yaya', true), m('Colour')];
    expect(orderManufacturers(input).map((o) => o.label)).toEqual(['Arket', 'Baum', 'Ecoalf', 'Mud', 'Nudie', 'Colour', 'Yaya', 'Zus']);
  });
});
