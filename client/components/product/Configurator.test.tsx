// @vitest-environment happy-dom
// The product's variant choice: a size shows as chosen only once the shopper chose it, a
// sold-out size is no link, a size asked for by the buy box says so, and a plain click
// switches in place while a click meant for a new tab is left to the browser.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Choice } from './switch-variant';
import { blouse } from '../../testing/fixtures';
import { click, renderInDom, settle, type Rendered } from '../../testing/render';

const chosen: Choice[] = [];
vi.mock('./load-extras', () => ({ loadExtras: async () => ({ chooseOption: async (choice: Choice) => { chosen.push(choice); } }) }));
vi.mock('./SizeGuide', () => ({ SizeGuide: () => null }));
const { Configurator } = await import('./Configurator');

let view: Rendered;
afterEach(async () => {
  await view.unmount();
  chosen.length = 0;
});

const show = async (path = '/linnen-blouse-wit-m', asked: string[] = []) => {
  view = await renderInDom(<Configurator product={blouse()} asked={asked} />, { path });
};
const groupLabel = (n: number) => view.container.querySelectorAll('.pdp-config__label')[n]!.textContent;
const option = (name: string) => Array.from(view.container.querySelectorAll('.pdp-option')).find((o) => o.textContent!.startsWith(name))!;

describe('Configurator', () => {
  it('shows the colour as chosen, but not the size the page opened on until the shopper chose it', async () => {
    await show();
    expect(groupLabel(0)).toBe('Kleur: Wit');
    // An invitation, not "Maat: choose" (#50).
    expect(groupLabel(1)).toBe('Choose your maat');
    expect(option('M').getAttribute('aria-current')).toBeNull();
    await view.unmount();
    await show('/linnen-blouse-wit-m?maat=M');
    expect(groupLabel(1)).toBe('Maat: M');
    expect(option('M').getAttribute('aria-current')).toBe('true');
  });

  it('offers a sold-out size as no link, and says it is sold out', async () => {
    await show();
    const soldOut = option('L');
    expect(soldOut.tagName).toBe('SPAN');
    expect(soldOut.getAttribute('aria-disabled')).toBe('true');
    expect(soldOut.textContent).toMatch(/sold out/);
    expect(option('S').tagName).toBe('A');
  });

  it('asks for the size when the buy box asked for it', async () => {
    await show('/linnen-blouse-wit-m', ['maat']);
    expect(view.container.querySelector('[role="alert"]')!.textContent).toBe('Choose your maat first.');
  });

  it('links each size to its variant with the size as chosen, so the choice works without JavaScript', async () => {
    await show();
    const href = new URL(option('S').getAttribute('href')!, 'https://veld.nl');
    expect(href.searchParams.get('maat')).toBe('S');
  });

  it('switches in place on a plain click, and leaves a click for a new tab to the browser', async () => {
    await show();
    await click(option('Zwart'));
    await settle();
    expect(chosen.map((c) => [c.groupId, c.optionId])).toEqual([['kleur', 'zwart']]);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    option('S').dispatchEvent(newTab);
    await settle();
    expect(chosen).toHaveLength(1);
    expect(newTab.defaultPrevented).toBe(false);
  });
});
