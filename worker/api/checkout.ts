// /api/checkout/*: the browser's checkout, and its form posts without JavaScript (placing the
// order, paying again). Private, like the account (worker/api/account.ts).
import type { Context } from 'hono';
import * as z from 'zod';
import { ACCOUNT_MESSAGES } from '../../shared/account/rules';
import { ATTEMPT_KEY, ATTEMPT_PARAM } from '../../shared/forms/attempt';
import { backWith } from '../account/form-pages';
import { orderAttemptKey } from '../account/form-inputs';
import { shopperMessage } from '../../shared/snippets';
import { logError } from '../logging/log';
import { OrderUnconfirmedError } from '../shopware/operations/place-order';
import { formFields, ID } from '../request/input';
import { placeOrderFromForm, type OrderFormOutcome } from '../account/place-order-form';
import { inShopWords, ORDER_UNCONFIRMED, refused } from '../account/refusals';
import { NO_INPUT, refusedFields, route, type RouteTable } from './route';
import { refusedByShop } from '../shopware/errors';
import type { AppEnv } from '../types';

/** An order's failed page, with what went wrong this time (?error=). */
const failedPage = (c: Context<AppEnv>, orderId: string, error: 'invalid' | 'refused' | 'unavailable') =>
  c.redirect(`/checkout/failed?${new URLSearchParams({ error, orderId }).toString()}`, 303);

/** Back to the checkout with what went wrong, carrying the same attempt. */
function backToCheckout(c: Context<AppEnv>, fields: Record<string, string>, error: string, extra: Record<string, string> = {}) {
  const key = orderAttemptKey(fields);
  return backWith(c, '/checkout', error, { ...extra, ...(key ? { [ATTEMPT_PARAM]: key } : {}) });
}

const methodChoice = z.object({
  shippingMethodId: ID.optional(), paymentMethodId: ID.optional(), billingAddressId: ID.optional(), shippingAddressId: ID.optional(),
});

export const checkoutRoutes = {
  checkoutContext: route(NO_INPUT, (_, c) => c.var.storefront.checkoutContext()),

  chooseCheckoutMethods: route(methodChoice, (choice, c) => c.var.storefront.chooseCheckoutMethods(choice), {
    invalid: (c) => refused(c, {}, shopperMessage('account.message.methodInvalid', 'Choose a valid shipping or payment method.')),
  }),

  placeOrder: route(formFields('acceptedTerms'), async (values, c) => {
    let result: OrderFormOutcome;
    try {
      result = await placeOrderFromForm(c, values);
    } catch (error) {
      if (!(error instanceof OrderUnconfirmedError)) throw error;
      // The browser keeps the attempt's key: pressing again leads to the order if it was placed.
      logError('Checkout: order not confirmed', error);
      return c.json({ error: 'Order not confirmed', ...(await inShopWords(c, ORDER_UNCONFIRMED, {})) }, 504);
    }
    if ('refusal' in result) return result.refusal;
    return 'fields' in result ? refused(c, result.fields, result.message) : result;
  }, {
    rateLimit: 'order',
    // "Bestellen" without JavaScript. Back at the checkout after a failure, the form carries the
    // same attempt: pressing again places no second order (#34). The page names the fields to fix.
    form: {
      path: '/checkout',
      invalid: (c, fields) => backToCheckout(c, fields, 'invalid'),
      refused: async (c, answer, _input, fields) => (answer.status === 504
        ? backToCheckout(c, fields, 'unconfirmed')
        : backToCheckout(c, fields, 'invalid', { fields: (await refusedFields(answer)).join(',') })),
      // The order exists; its payment did not go through: the order's own page to pay again.
      done: (c, { orderId, failed, redirectUrl }) =>
        c.redirect(failed ? `/checkout/failed?orderId=${orderId}` : redirectUrl ?? `/checkout/success?orderId=${orderId}`, 303),
      failed: (c, error, _input, fields) => backToCheckout(c, fields, refusedByShop(error) ? 'refused' : 'unavailable'),
    },
  }),

  // Where a checkout attempt that was not confirmed ended up: its order's id, or null (#34); only
  // for the session that made it, null for any other (#49, place-order.ts).
  orderOfAttempt: route(z.object({ key: z.string() }), async ({ key }, c) =>
    ({ orderId: ATTEMPT_KEY.test(key) ? await c.var.storefront.orderOfAttempt(key) : null })),

  payOrder: route(z.object({ orderId: ID, paymentMethodId: ID }), (input, c) => c.var.storefront.payOrder(input.orderId, input.paymentMethodId), {
    invalid: (c) => refused(c, {}, ACCOUNT_MESSAGES.paymentMethod),
    // "Opnieuw betalen" on an order's failed page without JavaScript: to the payment, or back
    // to the failed page saying why.
    form: {
      path: '/checkout/pay',
      invalid: (c, fields) => (ID.safeParse(fields.orderId).success
        ? failedPage(c, fields.orderId!.toLowerCase(), 'invalid')
        : c.redirect('/account/orders', 303)),
      done: (c, start, { orderId }) => c.redirect(start.redirectUrl ?? `/checkout/success?orderId=${orderId}`, 303),
      failed: (c, error, { orderId }) => failedPage(c, orderId, refusedByShop(error) ? 'refused' : 'unavailable'),
    },
  }),
} satisfies Partial<RouteTable>;
