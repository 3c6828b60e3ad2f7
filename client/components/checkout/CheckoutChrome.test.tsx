// @vitest-environment happy-dom
// The checkout's frame: only the pages where the shopper pays get it, and its cookie settings
// link opens the settings in place (its address works without JavaScript).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_SETTINGS_PARAM } from '../../../shared/analytics/consent';
import { click, renderInDom, type Rendered } from '../../testing/render';
import { CheckoutFooter } from './CheckoutChrome';
import { isFocusedCheckout } from './checkout-chrome';

const openConsentSettings = vi.fn();
vi.mock('../../lib/consent', () => ({ openConsentSettings: () => openConsentSettings() }));

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

describe('isFocusedCheckout', () => {
  it('is the checkout and a failed payment\'s retry; the success page is the shop again', () => {
    expect(isFocusedCheckout('/checkout')).toBe(true);
    expect(isFocusedCheckout('/checkout/failed')).toBe(true);
    expect(isFocusedCheckout('/checkout/success')).toBe(false);
    expect(isFocusedCheckout('/checkout-tips')).toBe(false);
    expect(isFocusedCheckout('/cart')).toBe(false);
  });
});

describe('CheckoutFooter', () => {
  it('opens the cookie settings in place, from a link whose address works without JavaScript', async () => {
    view = await renderInDom(<CheckoutFooter />, { path: '/checkout' });
    const link = view.container.querySelector<HTMLAnchorElement>(`a[href="?${CONSENT_SETTINGS_PARAM}"]`)!;
    expect(link).not.toBeNull();
    await click(link);
    expect(openConsentSettings).toHaveBeenCalledOnce();
    expect(window.location.search).toBe('');
  });
});
