// @vitest-environment happy-dom
// The checkout page's behaviour with JavaScript: one order per attempt however often the
// shopper presses, where a placed order leads (provider, success, or its failed page), the
// attempt kept in the address when the answer was lost, and a chosen method saved at once.
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlaceOrderInput } from '../../../shared/account/api';
import type { CheckoutContext, PaymentStart } from '../../../shared/account/types';
import type { Cart } from '../../../shared/cart/types';
import { ApiRequestError } from '../../lib/api-error';
import { click, fakeApi, renderInDom, selectIn, settle, submit, typeInto, type Rendered } from '../../testing/render';
import { CheckoutForm, CheckoutScreen } from './CheckoutScreen';

const ATTEMPT = 'attempt-0001';
const line = { referencedId: 'p1', href: '/detail/p1', type: 'product', good: true, isDownload: false, removable: true, stackable: true, image: null, listPrice: null, options: [], productNumber: 'VB-1', maxQuantity: 10 };
const cart = (shippingCosts = 0): Cart => ({
  lineItems: [{ ...line, id: 'l1', label: 'Linnen blouse', quantity: 2, unitPrice: 59.95, totalPrice: 119.9 }],
  positionPrice: 119.9, shippingCosts, totalPrice: 119.9 + shippingCosts, errors: [],
});
const context = (extra: Partial<CheckoutContext> = {}): CheckoutContext => ({
  customer: null, shippingMethodId: 'postnl', paymentMethodId: 'ideal',
  shippingMethods: [{ id: 'postnl', name: 'PostNL', description: null, deliveryTime: null }, { id: 'dhl', name: 'DHL Express', description: null, deliveryTime: null }],
  paymentMethods: [{ id: 'ideal', name: 'iDEAL', description: null, asynchronous: true }],
  salutations: [{ id: 'mevr', label: 'Mevrouw' }], countries: [{ id: 'nl', name: 'Nederland', iso: 'NL' }],
  addresses: [], billingAddressId: null, shippingAddressId: null, ...extra,
});
const customer = { id: 'c1', customerNumber: '1', email: 'demo@veld.nl', salutationId: 'mevr', firstName: 'Sanne', lastName: 'de Vries', guest: false, defaultBillingAddress: null, defaultShippingAddress: null };

function Where() {
  const location = useLocation();
  return <output id="where">{location.pathname + location.search}</output>;
}

let view: Rendered;
afterEach(async () => {
  await view.unmount();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const $ = <T extends Element = HTMLInputElement>(selector: string) => view.container.querySelector<T>(selector)!;
const where = () => $('#where').textContent;
const form = () => $<HTMLFormElement>('form.checkout__form');

async function checkout(api: Parameters<typeof fakeApi>[0], ctx = context()) {
  // The form is a part on intent, which the route's loader readies before a render.
  await CheckoutForm.preload();
  view = await renderInDom(<><CheckoutScreen attemptKey={ATTEMPT} /><Where /></>, {
    api: fakeApi({ cart: async () => cart(), checkoutContext: async () => ctx, ...api }), path: '/checkout',
  });
  await settle();
}

/** A customer's checkout, ready to place: only the terms to tick. */
async function readyToPlace(placeOrder: (input: PlaceOrderInput) => Promise<PaymentStart>) {
  await checkout({ placeOrder }, context({ customer }));
  $('[name="acceptedTerms"]').click();
}

describe('CheckoutScreen', () => {
  it('shows an empty cart instead of a form', async () => {
    view = await renderInDom(<CheckoutScreen attemptKey={ATTEMPT} />, {
      api: fakeApi({ cart: async () => ({ ...cart(), lineItems: [] }), checkoutContext: async () => context() }),
      snippets: { 'cart.empty': 'Je winkelwagen is leeg.' },
    });
    await settle();
    expect(view.container.textContent).toContain('Je winkelwagen is leeg.');
    expect(view.container.querySelector('form')).toBeNull();
  });

  it('places nothing without the terms accepted, and says so at the terms', async () => {
    const placeOrder = vi.fn<(input: PlaceOrderInput) => Promise<PaymentStart>>();
    await checkout({ placeOrder }, context({ customer }));
    await submit(form());
    expect(placeOrder).not.toHaveBeenCalled();
    const terms = $('[name="acceptedTerms"]');
    expect(document.getElementById(terms.getAttribute('aria-describedby')!)!.textContent).toMatch(/terms and conditions/);
    expect(document.activeElement).toBe(terms);
  });

  it('places one order with the attempt\'s key on a double press, and shows the success page', async () => {
    let answer!: (start: PaymentStart) => void;
    const placeOrder = vi.fn((_input: PlaceOrderInput) => new Promise<PaymentStart>((resolve) => { answer = resolve; }));
    await readyToPlace(placeOrder);
    await submit(form());
    await submit(form());
    expect(placeOrder).toHaveBeenCalledOnce();
    expect(placeOrder.mock.calls[0]![0]).toMatchObject({ attemptKey: ATTEMPT, shippingMethodId: 'postnl', paymentMethodId: 'ideal', acceptedTerms: true, register: undefined });
    answer({ orderId: 'o1', redirectUrl: null });
    await settle();
    expect(where()).toBe('/checkout/success?orderId=o1');
  });

  it('leads an order whose payment did not go through to its own failed page', async () => {
    await readyToPlace(async () => ({ orderId: 'o1', redirectUrl: null, failed: true }));
    await submit(form());
    await settle();
    expect(where()).toBe('/checkout/failed?orderId=o1');
  });

  it('sends the shopper to the payment provider\'s page with a full page load', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await readyToPlace(async () => ({ orderId: 'o1', redirectUrl: 'https://pay.example/ideal/1' }));
    await submit(form());
    await settle();
    expect(assign).toHaveBeenCalledWith('https://pay.example/ideal/1');
    // The button stays busy: the page is leaving.
    expect($('.checkout__place').getAttribute('aria-disabled')).toBe('true');
  });

  it('keeps the attempt in the address when the answer was lost, so a reload or a retry places no second order', async () => {
    await readyToPlace(async () => { throw new ApiRequestError(503, 'unconfirmed', 'We konden je bestelling niet bevestigen.'); });
    await submit(form());
    await settle();
    expect(new URL(window.location.href).searchParams.get('poging')).toBe(ATTEMPT);
    expect($('[role="alert"]').textContent).toBe('We konden je bestelling niet bevestigen.');
  });

  it('leaves the address alone when the shop refused the order (4xx): nothing was placed', async () => {
    await readyToPlace(async () => { throw new ApiRequestError(400, 'refused', 'Je winkelwagen is veranderd.'); });
    await submit(form());
    await settle();
    expect(window.location.search).toBe('');
  });

  it('registers a guest for this one order with the details they filled in', async () => {
    const placeOrder = vi.fn(async (_input: PlaceOrderInput): Promise<PaymentStart> => ({ orderId: 'o1', redirectUrl: null }));
    await checkout({ placeOrder });
    selectIn(view.container, '[name="salutationId"]').value = 'mevr';
    await typeInto($('[name="firstName"]'), 'Sanne');
    await typeInto($('[name="lastName"]'), 'de Vries');
    await typeInto($('[name="street"]'), 'Prinsengracht 1');
    await typeInto($('[name="zipcode"]'), '1015 AA');
    await typeInto($('[name="city"]'), 'Amsterdam');
    await typeInto($('[name="email"]'), 'gast@veld.nl');
    $('[name="acceptedTerms"]').click();
    await submit(form());
    await settle();
    expect(placeOrder.mock.calls[0]![0].register).toEqual({
      salutationId: 'mevr', firstName: 'Sanne', lastName: 'de Vries', email: 'gast@veld.nl',
      street: 'Prinsengracht 1', zipcode: '1015 AA', city: 'Amsterdam', countryId: 'nl', guest: true,
    });
  });

  it('saves a chosen shipping method at once and shows the shipping costs the shop answers', async () => {
    const chooseCheckoutMethods = vi.fn(async () => ({ context: context({ customer, shippingMethodId: 'dhl' }), cart: cart(9.95) }));
    await checkout({ chooseCheckoutMethods }, context({ customer }));
    await click($('[name="shippingMethodId"][value="dhl"]'));
    await settle();
    expect(chooseCheckoutMethods).toHaveBeenCalledWith({ shippingMethodId: 'dhl' });
    expect(view.container.querySelector('.order-totals')!.textContent).toContain('9,95');
  });

  it('says so when a choice could not be saved', async () => {
    await checkout({ chooseCheckoutMethods: async () => { throw new TypeError('Failed to fetch'); } }, context({ customer }));
    await click($('[name="shippingMethodId"][value="dhl"]'));
    await settle();
    expect($('[role="alert"]').textContent).toMatch(/could not be saved/);
  });
});
