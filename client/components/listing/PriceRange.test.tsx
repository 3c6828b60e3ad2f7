// @vitest-environment happy-dom
// The price filter with the keyboard: arrows step by a twentieth of the range, Page keys by
// five steps, Home and End reach the exact bounds, the handles never cross, and 'Toepassen'
// writes the chosen prices into the address.
import { useLocation } from 'react-router';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseListingState } from '../../../shared/catalogue/listing-state';
import { click, renderInDom, type Rendered } from '../../testing/render';
import { PriceRange } from './PriceRange';

function Where() {
  const location = useLocation();
  return <output id="where">{location.search}</output>;
}

let view: Rendered;
afterEach(async () => { await view.unmount(); });

const show = async (search = '') => {
  view = await renderInDom(<><PriceRange pathname="/dames/" state={parseListingState(new URLSearchParams(search))} bounds={{ min: 10, max: 210 }} /><Where /></>, { path: '/dames/' });
};
const handle = (name: 'min-price' | 'max-price') => view.container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const press = (name: 'min-price' | 'max-price', key: string) => act(async () => {
  handle(name).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
});
const apply = () => click(view.container.querySelector('button')!);

describe('PriceRange', () => {
  it('steps by a twentieth of the range with the arrows and five steps with the Page keys', async () => {
    await show();
    await press('min-price', 'ArrowRight');
    expect(handle('min-price').value).toBe('20');
    await press('min-price', 'PageUp');
    expect(handle('min-price').value).toBe('70');
    await press('max-price', 'ArrowDown');
    expect(handle('max-price').value).toBe('200');
    await apply();
    expect(new URLSearchParams(view.container.querySelector('#where')!.textContent!).get('min-price')).toBe('70');
    expect(new URLSearchParams(view.container.querySelector('#where')!.textContent!).get('max-price')).toBe('200');
  });

  it('reaches the exact bounds with Home and End, and never lets the handles cross', async () => {
    await show('min-price=50&max-price=60');
    await press('max-price', 'Home');
    expect(Number(handle('max-price').value)).toBeGreaterThanOrEqual(Number(handle('min-price').value));
    await press('min-price', 'End');
    expect(Number(handle('min-price').value)).toBeLessThanOrEqual(Number(handle('max-price').value));
    await press('max-price', 'End');
    expect(handle('max-price').value).toBe('210');
  });
});
