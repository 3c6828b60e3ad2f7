import { describe, expect, it } from 'vitest';
import { EARLY_PRESS_ATTRIBUTE, EARLY_PRESS_GLOBAL, EARLY_PRESS_SELECTOR, IMAGE_FAILED_ATTRIBUTE, earlyPressScript, formFailsChecks, formFailsChecksScript } from './early-press';

type Listener = (e: unknown) => void;

/** Runs the inline script against a stand-in document; returns what a test needs to drive it. */
function install() {
  const listeners: Array<{ type: string; listener: Listener; capture: unknown }> = [];
  const dataset: Record<string, string> = {};
  const document = { documentElement: { dataset }, addEventListener: (type: string, listener: Listener, capture: unknown) => listeners.push({ type, listener, capture }) };
  const window: Record<string, unknown> = {};
  new Function('document', 'window', earlyPressScript())(document, window);
  const button = (opts: { disabled?: boolean } = {}) => {
    const attributes: Record<string, string> = {};
    return { disabled: opts.disabled ?? false, attributes, setAttribute: (k: string, v: string) => { attributes[k] = v; } };
  };
  const click = (target: unknown, matches: unknown) => {
    let prevented = false;
    const event = { target: { closest: (selector: string) => (selector === EARLY_PRESS_SELECTOR ? matches : null), inner: target }, preventDefault: () => { prevented = true; } };
    for (const l of listeners) if (l.type === 'click') l.listener(event);
    return prevented;
  };
  return { listeners, dataset, window, button, click, held: () => window[EARLY_PRESS_GLOBAL] as unknown[] };
}

describe('earlyPressScript', () => {
  it('listens to clicks in the capture phase, before any part of the page', () => {
    const { listeners } = install();
    expect(listeners.map((l) => [l.type, l.capture])).toEqual([['click', true], ['error', true]]);
  });

  it('marks an image that failed to load, before hydration and after, and nothing else', () => {
    const { listeners } = install();
    const attributes: Record<string, string> = {};
    const image = { tagName: 'IMG', setAttribute: (k: string, v: string) => { attributes[k] = v; } };
    const script = { tagName: 'SCRIPT', setAttribute: () => { throw new Error('only images'); } };
    for (const l of listeners) if (l.type === 'error') { l.listener({ target: image }); l.listener({ target: script }); l.listener({ target: null }); }
    expect(attributes).toEqual({ [IMAGE_FAILED_ATTRIBUTE]: '' });
  });

  it('records submit presses only inside a part that hydrates later', () => {
    expect(EARLY_PRESS_SELECTOR).toContain('.hydrate-later form button[type="submit"]');
    expect(EARLY_PRESS_SELECTOR.split(',').filter((s) => s.includes('submit'))).toHaveLength(1);
  });

  it('holds a press on a script-only button before hydration, in order, and marks it', () => {
    const { button, click, held } = install();
    const heart = button();
    const menu = button();
    expect(click(heart, heart)).toBe(true);
    expect(click(menu, menu)).toBe(true);
    expect(click(heart, heart)).toBe(true);
    expect(held()).toEqual([heart, menu, heart]);
    expect(heart.attributes[EARLY_PRESS_ATTRIBUTE]).toBe('');
  });

  it('leaves links, submit buttons (no match), disabled buttons and everything after hydration alone', () => {
    const { button, click, held, dataset } = install();
    expect(click({}, null)).toBe(false);
    const disabled = button({ disabled: true });
    expect(click(disabled, disabled)).toBe(false);
    dataset.hydrated = 'true';
    const late = button();
    expect(click(late, late)).toBe(false);
    expect(held()).toEqual([]);
  });

  it('survives a target without closest (a text node in old engines)', () => {
    const { listeners, held } = install();
    for (const l of listeners) if (l.type === 'click') l.listener({ target: {}, preventDefault: () => { throw new Error('must not prevent'); } });
    expect(held()).toEqual([]);
  });
});

describe('formFailsChecks', () => {
  const field = (valid: boolean, willValidate = true) => ({ willValidate, validity: { valid } });
  const scriptCopy = new Function(`return ${formFailsChecksScript}`)() as typeof formFailsChecks;
  it.each([
    ['no form', null, false],
    ['every field valid', { elements: [field(true), field(true)] }, false],
    ['a required field empty', { elements: [field(true), field(false)] }, true],
    ['an invalid field that is not checked (disabled, hidden)', { elements: [field(false, false)] }, false],
    ['a button without validity', { elements: [{}] }, false],
  ])('%s (the inline script agrees)', (_name, form, fails) => {
    expect(formFailsChecks(form)).toBe(fails);
    expect(scriptCopy(form)).toBe(fails);
  });
});
