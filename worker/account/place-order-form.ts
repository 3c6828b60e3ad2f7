// The checkout form, from the browser (POST /api/checkout/order) or posted without JavaScript
// (the same route's form post, worker/api/checkout.ts): the methods, the terms, and for a
// shopper who is not logged in the guest's details. Refusals name their fields.
import type { Context } from 'hono';
import type { PaymentStart, RegisterInput } from '../../shared/account/types';
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, registerRules, validateForm } from '../../shared/account/rules';
import { emailSubject } from '../rate-limit/limits';
import { limitedBy } from '../rate-limit/middleware';
import { ID } from '../request/input';
import type { AppEnv } from '../types';
import { countryIsoLookup, orderAttemptKey, registerInput } from './form-inputs';

/** The order's payment start; or a refusal by a rate limit; or the form's message and its fields'. */
export type OrderFormOutcome = PaymentStart | { refusal: Response } | { message: string; fields: Record<string, string> };

export async function placeOrderFromForm(c: Context<AppEnv>, values: Record<string, string>): Promise<OrderFormOutcome> {
  const api = c.var.storefront;
  const fields: Record<string, string> = {};
  const shippingMethodId = ID.safeParse(values.shippingMethodId);
  const paymentMethodId = ID.safeParse(values.paymentMethodId);
  if (!shippingMethodId.success) fields.shippingMethodId = ACCOUNT_MESSAGES.shippingMethod;
  if (!paymentMethodId.success) fields.paymentMethodId = ACCOUNT_MESSAGES.paymentMethod;
  if (values.acceptedTerms !== 'on' && values.acceptedTerms !== 'true') fields.acceptedTerms = ACCOUNT_MESSAGES.terms;
  const customer = await api.customer();
  let register: RegisterInput | undefined;
  if (!customer) {
    const iso = await countryIsoLookup(c);
    Object.assign(fields, validateForm(registerRules(iso, true), values));
    register = registerInput(values, true, iso);
  }
  if (Object.keys(fields).length > 0) return { message: ACCOUNT_MESSAGES.validationFailed, fields };
  // Each guest order mails its address: counted by that address too, whichever client sends it.
  const refusal = register ? await limitedBy(c, 'guestOrder', emailSubject(register.email)) : null;
  if (refusal) return { refusal };
  // A customer's address choice (radio buttons without JavaScript); the backend refuses an address not theirs.
  const addressId = (value: string | undefined) => (customer ? ID.safeParse(value).data : undefined);
  return api.placeOrder({
    attemptKey: orderAttemptKey(values),
    register,
    acceptedTerms: true,
    shippingMethodId: shippingMethodId.data,
    paymentMethodId: paymentMethodId.data,
    billingAddressId: addressId(values.billingAddressId),
    shippingAddressId: addressId(values.shippingAddressId),
    customerComment: (values.customerComment ?? '').trim().slice(0, ACCOUNT_LIMITS.comment) || undefined,
  });
}
