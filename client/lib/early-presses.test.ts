import { describe, expect, it } from 'vitest';
import { EARLY_PRESS_ATTRIBUTE, EARLY_PRESS_GLOBAL } from '../../shared/page/early-press';
import { replayEarlyPresses } from './early-presses';

function button(log: string[], name: string, opts: { connected?: boolean; disabled?: boolean } = {}) {
  const attributes = new Set([EARLY_PRESS_ATTRIBUTE]);
  return {
    name, attributes, isConnected: opts.connected ?? true, disabled: opts.disabled ?? false,
    removeAttribute: (k: string) => attributes.delete(k),
    click: () => log.push(name),
  };
}

describe('replayEarlyPresses', () => {
  it('presses every held button again, in order, and unmarks it', () => {
    const log: string[] = [];
    const heart = button(log, 'heart');
    const menu = button(log, 'menu');
    const holder = { [EARLY_PRESS_GLOBAL]: [heart, menu, heart] as unknown as HTMLElement[] };
    replayEarlyPresses(holder);
    expect(log).toEqual(['heart', 'menu', 'heart']);
    expect(heart.attributes.size).toBe(0);
  });

  it('skips buttons that left the page or became disabled, and replays only once', () => {
    const log: string[] = [];
    const gone = button(log, 'gone', { connected: false });
    const off = button(log, 'off', { disabled: true });
    const kept = button(log, 'kept');
    const holder = { [EARLY_PRESS_GLOBAL]: [gone, off, kept] as unknown as HTMLElement[] };
    replayEarlyPresses(holder);
    replayEarlyPresses(holder);
    expect(log).toEqual(['kept']);
    expect(gone.attributes.size).toBe(0);
  });

  it('does nothing without the inline script (a page from an older build)', () => {
    expect(() => replayEarlyPresses({})).not.toThrow();
  });
});
