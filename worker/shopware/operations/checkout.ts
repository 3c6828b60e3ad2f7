// Checkout: the shopper's choices (shipping and payment method), the reference lists the forms
// need (salutations and countries: shared, cached), placing the order and paying it. Payment
// follows Shopware's flow: POST /checkout/order, then POST /handle-payment with the finish and
// error URLs; an asynchronous method answers with the provider's page to send the shopper to.
import type { CheckoutChoice, CheckoutContext, Country, PaymentStart, Salutation } from '../../../shared/account/types';
import { cacheLong } from '../../cache/strategies';
import { READ, retryRead, WRITE, type RequestBody } from '../client';
import { cachedRead, type ShopwareContext } from '../context';
import { rethrowClassified } from '../errors';
import { toCountry, toPaymentMethod, toSalutation, toShippingMethod } from '../mappers/account';
import { readCustomer, readOwnAddresses } from './account';
import { placeOrderOnce, type PlaceOnceInput } from './place-order';
import { logError } from '../../logging/log';

export async function salutations(ctx: ShopwareContext): Promise<Salutation[]> {
  return cachedRead(ctx, {
    name: 'salutations', method: 'POST', path: '/salutation', strategy: cacheLong(), tags: ['salutations'],
  }, async (client, fetchOptions) => {
    const { data } = await client.invoke('readSalutation post /salutation', { fetchOptions });
    return (data.elements ?? []).map(toSalutation);
  });
}

export async function countries(ctx: ShopwareContext): Promise<Country[]> {
  return cachedRead(ctx, {
    name: 'countries', method: 'POST', path: '/country', body: { onlyAvailable: true }, strategy: cacheLong(), tags: ['countries'],
  }, async (client, fetchOptions) => {
    const { data } = await client.invoke('readCountry post /country', {
      body: { filter: [{ type: 'equals', field: 'active', value: true }], sort: [{ field: 'position', order: 'ASC' }] },
      fetchOptions,
    });
    return (data.elements ?? []).map(toCountry);
  });
}

/** The shopper's context and the methods available to them (these depend on the cart: never cached). */
export async function checkoutContext(ctx: ShopwareContext): Promise<CheckoutContext> {
  const read = <T>(call: () => Promise<T>) => retryRead(call).catch(rethrowClassified);
  const [context, shipping, payment, salutationList, countryList, customer, addresses] = await Promise.all([
    read(() => ctx.shopper.invoke('readContext get /context', { fetchOptions: READ })),
    // onlyAvailable: the methods whose rules the shopper's cart and address meet.
    read(() => ctx.shopper.invoke('readShippingMethod post /shipping-method', {
      query: { onlyAvailable: true }, body: { associations: { deliveryTime: {} } }, fetchOptions: READ,
    })),
    read(() => ctx.shopper.invoke('readPaymentMethod post /payment-method', {
      query: { onlyAvailable: true }, body: {}, fetchOptions: READ,
    })),
    salutations(ctx),
    countries(ctx),
    readCustomer(ctx),
    readOwnAddresses(ctx),
  ]);
  const c = context.data;
  return {
    customer,
    shippingMethodId: c.shippingMethod?.id ?? '',
    paymentMethodId: c.paymentMethod?.id ?? '',
    shippingMethods: (shipping.data.elements ?? []).map(toShippingMethod),
    paymentMethods: (payment.data.elements ?? []).map(toPaymentMethod),
    salutations: salutationList,
    countries: countryList,
    addresses: customer ? addresses : [],
    billingAddressId: customer ? c.customer?.activeBillingAddress?.id ?? customer.defaultBillingAddress?.id ?? null : null,
    shippingAddressId: customer ? c.customer?.activeShippingAddress?.id ?? customer.defaultShippingAddress?.id ?? null : null,
  };
}

/** Records the shopper's shipping and payment method, and a customer's addresses, in their context. */
export async function chooseMethods(ctx: ShopwareContext, choice: CheckoutChoice): Promise<void> {
  const body: RequestBody<'updateContext patch /context'> = {};
  for (const key of ['shippingMethodId', 'paymentMethodId', 'billingAddressId', 'shippingAddressId'] as const) {
    if (choice[key]) body[key] = choice[key];
  }
  if (Object.keys(body).length === 0) return;
  await ctx.shopper.invoke('updateContext patch /context', { body, fetchOptions: WRITE }).catch(rethrowClassified);
}

/** Where the payment provider sends the shopper back to (on this storefront's own origin). */
export interface ReturnUrls {
  finishUrl: string;
  errorUrl: string;
}

async function handlePayment(ctx: ShopwareContext, orderId: string, urls: ReturnUrls): Promise<PaymentStart> {
  const { data } = await ctx.shopper.invoke('handlePaymentMethod post /handle-payment', {
    body: { orderId, finishUrl: urls.finishUrl, errorUrl: urls.errorUrl },
    fetchOptions: WRITE,
  }).catch(rethrowClassified);
  const redirectUrl = data.redirectUrl;
  return { orderId, redirectUrl: typeof redirectUrl === 'string' && /^https?:\/\//.test(redirectUrl) ? redirectUrl : null };
}

/**
 * Places the order from the shopper's cart, once per attempt (place-order.ts), then starts its
 * payment. Once the order exists, a payment step that fails or gets no answer does not hide
 * it: the answer says `failed`, which leads to the order's own failed page, where the shopper
 * pays again or sees it paid. So does an order found after its answer was lost, and the order
 * of an attempt sent again.
 */
export async function placeOrder(
  ctx: ShopwareContext, input: PlaceOnceInput, returnUrls: (orderId: string) => ReturnUrls,
): Promise<PaymentStart> {
  const { orderId, answered } = await placeOrderOnce(ctx, input);
  // Found after a lost answer, or placed by an earlier press: its own page says where it stands.
  if (!answered) return { orderId, redirectUrl: null, failed: true };
  try {
    return await handlePayment(ctx, orderId, returnUrls(orderId));
  } catch (error) {
    logError('Checkout: the payment of a placed order did not start', error);
    return { orderId, redirectUrl: null, failed: true };
  }
}

/** Pays an order again, with another method if the shopper chose one (Shopware's order payment change). */
export async function payOrder(
  ctx: ShopwareContext, orderId: string, paymentMethodId: string, returnUrls: (orderId: string) => ReturnUrls,
): Promise<PaymentStart> {
  await ctx.shopper.invoke('orderSetPayment post /order/payment', {
    body: { orderId, paymentMethodId },
    fetchOptions: WRITE,
  }).catch(rethrowClassified);
  return handlePayment(ctx, orderId, returnUrls(orderId));
}
