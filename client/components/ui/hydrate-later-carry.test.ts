// @vitest-environment happy-dom
// Carrying what the shopper did to the server markup over to the live part: matched by name,
// so an element the live part adds or leaves out does not shift the rest onto wrong elements.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyCarried, find, nameOf, readCarried } from './hydrate-later-carry';

const part = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.appendChild(root);
  return root;
};

afterEach(() => { document.body.innerHTML = ''; });

it('names fields by name (and value within a group), links by href, others by label, summary or text', () => {
  const root = part(`
    <input name="email"><input type="radio" name="size" value="m"><a href="/dames/">Dames</a>
    <button aria-label="Sluiten">×</button><details><summary>Maten</summary>S M L</details><button>Versturen</button>`);
  expect([...root.querySelectorAll('input, a, button, details')].map(nameOf)).toEqual([
    'name=email', 'name=size=m', 'href=/dames/', 'label=Sluiten', 'summary=Maten', 'text=Versturen',
  ]);
});

it('carries typed values, checked choices, focus, and open disclosures by name when the live part adds a field before them', () => {
  const server = part(`
    <input name="first"><input name="last"><input type="checkbox" name="news" value="1">
    <details><summary>Meer</summary>x</details><div class="row" style="overflow:auto">row</div>`);
  const [first, last, news] = [...server.querySelectorAll('input')];
  first!.value = 'Sanne';
  last!.value = 'de Vries';
  news!.checked = true;
  server.querySelector('details')!.open = true;
  last!.focus();
  const carried = readCarried(server, null);
  server.remove();

  // The live part has a field the markup had not: by position, every value would shift.
  const live = part(`
    <input name="company"><input name="first"><input name="last"><input type="checkbox" name="news" value="1">
    <details><summary>Extra</summary>y</details><details><summary>Meer</summary>x</details>`);
  const inputs = () => [...live.querySelectorAll('input')];
  const typed = vi.fn();
  live.addEventListener('input', typed);
  applyCarried(live, carried);
  expect(inputs().map((i) => i.value)).toEqual(['', 'Sanne', 'de Vries', '1']);
  expect(inputs()[3]!.checked).toBe(true);
  // Controlled fields hear of each value: two typed ones, and the checkbox's click.
  expect(typed).toHaveBeenCalledTimes(3);
  expect(document.activeElement).toBe(inputs()[2]);
  expect([...live.querySelectorAll('details')].map((d) => d.open)).toEqual([false, true]);
});

it('replays a held press on the same button, even when the live part renders one before it', async () => {
  const server = part('<button>Bewaar</button><button>Versturen</button>');
  const carried = readCarried(server, server.querySelectorAll('button')[1]!);
  server.remove();
  const live = part('<button>Wissen</button><button>Bewaar</button><button>Versturen</button>');
  const clicks: string[] = [];
  live.addEventListener('click', (e) => clicks.push((e.target as HTMLElement).textContent!));
  applyCarried(live, carried);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(clicks).toEqual(['Versturen']);
});

it('presses held keys again on the same live field, in order, each after the one before took effect', async () => {
  const server = part('<input type="range" name="min-price"><input type="range" name="max-price"><button>Volgende</button>');
  const [min, max] = [...server.querySelectorAll('input')];
  const next = server.querySelector('button')!;
  const carried = readCarried(server, null, null, [[min!, 'ArrowRight'], [max!, 'Home'], [min!, 'ArrowRight'], [next, 'End']]);
  server.remove();
  // The live part adds a field before them: matched by name, not by position.
  const live = part('<input name="search"><input type="range" name="min-price"><input type="range" name="max-price"><button>Volgende</button>');
  const heard: string[] = [];
  let rendered = 0;
  live.addEventListener('keydown', (e) => {
    heard.push(`${(e.target as HTMLInputElement).name || (e.target as HTMLElement).textContent}:${e.key}:${rendered}`);
    // A re-render after each key (a task later), which the next key must see.
    setTimeout(() => { rendered += 1; }, 0);
  });
  applyCarried(live, carried);
  expect(heard).toEqual([]); // not during the swap itself
  await vi.waitFor(() => expect(heard).toHaveLength(4));
  expect(heard).toEqual(['min-price:ArrowRight:0', 'max-price:Home:1', 'min-price:ArrowRight:2', 'Volgende:End:3']);
});

it('tells equally named elements apart by which of them it is', () => {
  const server = part('<button>Meer</button><button>Meer</button>');
  const carried = readCarried(server, server.querySelectorAll('button')[1]!);
  server.remove();
  const live = part('<a href="/x">x</a><button>Meer</button><button>Meer</button>');
  expect(find([...live.querySelectorAll('button')], carried.press!)).toBe(live.querySelectorAll('button')[1]);
});

it('falls back to the position when the name changed, but only onto an element of the same tag', () => {
  const server = part('<button>Toevoegen</button><input name="q">');
  server.querySelector('button')!.focus();
  const carried = readCarried(server, null);
  server.remove();
  // The label changed once the code ran: the same place still holds the same kind of control.
  const same = part('<button>In winkelwagen</button><input name="q">');
  applyCarried(same, carried);
  expect(document.activeElement).toBe(same.querySelector('button'));
  same.remove();
  // Another kind of element at that place is not the shopper's: nothing is focused for it.
  const other = part('<input name="x"><input name="q">');
  applyCarried(other, carried);
  expect(document.activeElement).toBe(document.body);
});

it('carries nothing for a shopper who did nothing', () => {
  const server = part('<input name="q"><button>Zoek</button>');
  const carried = readCarried(server, null);
  expect(carried.focus).toBeNull();
  expect(carried.press).toBeNull();
  expect(carried.pressing).toBeNull();
  expect(carried.open).toEqual([]);
  expect(carried.scroll).toEqual([]);
});

describe('a press that went down on the markup and is released on the live part', () => {
  const release = (type: 'pointerup' | 'pointercancel', on: Element | null) => {
    vi.spyOn(document, 'elementFromPoint').mockReturnValue(on);
    window.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: 10, clientY: 10 }));
  };
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  afterEach(() => { vi.restoreAllMocks(); });

  /** The markup with the pointer down on a disclosure's summary text, and the live part. */
  function swapped() {
    const server = part('<button>Alles weigeren</button><details><summary><span>Instellingen</span></summary>x</details>');
    const carried = readCarried(server, null, server.querySelector('summary span'));
    server.remove();
    const live = part('<button>Alles weigeren</button><details><summary><span>Instellingen</span></summary>x</details>');
    applyCarried(live, carried);
    return live;
  }

  it('ends it on the live counterpart when the browser sends no click there', async () => {
    const live = swapped();
    release('pointerup', live.querySelector('summary span'));
    await tick();
    expect(live.querySelector('details')!.open).toBe(true);
  });

  it('does not click twice when the browser\'s own click reached the live element', async () => {
    const live = swapped();
    const clicks = vi.fn();
    live.querySelector('summary')!.addEventListener('click', clicks);
    release('pointerup', live.querySelector('summary'));
    live.querySelector('summary')!.click();
    await tick();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('ends in nothing when released elsewhere or cancelled, as on the markup', async () => {
    const live = swapped();
    release('pointerup', live.querySelector('button'));
    await tick();
    expect(live.querySelector('details')!.open).toBe(false);
    const again = swapped();
    release('pointercancel', again.querySelector('summary'));
    await tick();
    expect(again.querySelector('details')!.open).toBe(false);
  });

  it('ends a Space press where the focus is', async () => {
    const server = part('<label><input type="checkbox" name="marketing" value="1"> Marketing</label>');
    server.querySelector('input')!.focus();
    const carried = readCarried(server, null, server.querySelector('input'));
    server.remove();
    const live = part('<label><input type="checkbox" name="marketing" value="1"> Marketing</label>');
    applyCarried(live, carried);
    expect(document.activeElement).toBe(live.querySelector('input'));
    window.dispatchEvent(new KeyboardEvent('keyup', { key: ' ' }));
    await tick();
    expect(live.querySelector('input')!.checked).toBe(true);
  });
});
