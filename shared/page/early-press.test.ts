import { describe, expect, it } from 'vitest';
import { EARLY_HOLD_ATTRIBUTE, EARLY_PRESS_ATTRIBUTE, EARLY_PRESS_GLOBAL, EARLY_PRESS_RELEASE, EARLY_PRESS_SELECTOR, IMAGE_FAILED_ATTRIBUTE, earlyPressScript, formFailsChecks, formFailsChecksScript } from './early-press';

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

  it('records submit presses only inside a part that hydrates later, or of a form that asks to be held', () => {
    expect(EARLY_PRESS_SELECTOR).toContain('.hydrate-later form button[type="submit"]');
    expect(EARLY_PRESS_SELECTOR).toContain(`form[${EARLY_HOLD_ATTRIBUTE}] button[type="submit"]`);
    expect(EARLY_PRESS_SELECTOR.split(',').filter((s) => s.includes('submit'))).toHaveLength(2);
  });

  it('holds a valid submit of a held form (add to cart), lets one of another form post', () => {
    const { click, held } = install();
    const submitOf = (hold: boolean) => ({
      type: 'submit', disabled: false, attributes: {} as Record<string, string>,
      setAttribute(k: string, v: string) { this.attributes[k] = v; },
      form: { elements: [], hasAttribute: (k: string) => hold && k === EARLY_HOLD_ATTRIBUTE },
    });
    const add = submitOf(true);
    const other = submitOf(false);
    expect(click(add, add)).toBe(true);
    expect(click(other, other)).toBe(false);
    expect(held()).toEqual([add]);
  });

  it('releases held presses when the page\'s code failed to load: submits post, nothing is held after', () => {
    const { click, held, window, button } = install();
    const posted: unknown[] = [];
    const form = { elements: [], hasAttribute: () => true, requestSubmit: (by: unknown) => posted.push(by) };
    const attributes: Record<string, string> = {};
    const add = { type: 'submit', disabled: false, isConnected: true, form, attributes,
      setAttribute: (k: string, v: string) => { attributes[k] = v; }, removeAttribute: (k: string) => { delete attributes[k]; } };
    const heart = { ...button(), type: 'button', removeAttribute: () => {} };
    click(add, add);
    click(heart, heart);
    (window[EARLY_PRESS_RELEASE] as () => void)();
    expect(posted).toEqual([add]);
    expect(attributes).toEqual({});
    expect(held()).toEqual([]);
    expect(click(add, add)).toBe(false); // the browser's own post from now on
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
