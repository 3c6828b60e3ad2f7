import { describe, expect, it } from 'vitest';
import { RECAPTCHA_WAIT, RecaptchaError, waitFor } from './recaptcha';

describe('waiting for grecaptcha.enterprise', () => {
  it('waits up to 50 x 100 ms', async () => {
    const waits: number[] = [];
    const found = await waitFor(() => undefined, { ...RECAPTCHA_WAIT, wait: async (ms) => { waits.push(ms); } });
    expect(found).toBeUndefined();
    expect(waits).toHaveLength(50);
    expect(new Set(waits)).toEqual(new Set([100]));
  });
  it('returns as soon as it appears', async () => {
    let calls = 0;
    const found = await waitFor(() => (++calls === 3 ? 'ready' : undefined), { ...RECAPTCHA_WAIT, wait: async () => {} });
    expect(found).toBe('ready');
    expect(calls).toBe(3);
  });
  it('gives up early when the script failed to load', async () => {
    let waits = 0;
    const found = await waitFor(() => undefined, { ...RECAPTCHA_WAIT, gaveUp: () => waits >= 2, wait: async () => { waits++; } });
    expect(found).toBeUndefined();
    expect(waits).toBe(2);
  });
  it("names its failures with the spec's messages", () => {
    expect(new RecaptchaError('load').message).toBe('Failed to load reCAPTCHA');
    expect(new RecaptchaError('verify').message).toBe('Failed to verify reCAPTCHA');
  });
});
