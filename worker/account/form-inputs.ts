// An account form's values as the operation's input, shared by the JSON routes
// (worker/api/account.ts) and the form posts without JavaScript (worker/forms/): trimmed, cut
// to their limits, the postcode written the way the post writes it.
import type { Context } from 'hono';
import type { RegisterInput } from '../../shared/account/types';
import { ACCOUNT_LIMITS, normalisePostcode } from '../../shared/account/rules';
import { ATTEMPT_KEY } from '../../shared/forms/attempt';
import type { AppEnv } from '../types';

/** The countries' ISO codes (a cached, shared read), so the postcode rule knows the chosen country. */
export async function countryIsoLookup(c: Context<AppEnv>): Promise<(id: string) => string | undefined> {
  const { countries } = await c.var.storefront.addressOptions();
  return (id) => countries.find((country) => country.id === id)?.iso;
}

/** A form's text fields trimmed and cut to their limits. */
const trimmed = (values: Record<string, string>) => (k: string, max: number) => (values[k] ?? '').trim().slice(0, max);

/** The registration in a form's values (also the guest of a checkout). */
export function registerInput(values: Record<string, string>, guest: boolean, countryIso: (id: string) => string | undefined): RegisterInput {
  const v = trimmed(values);
  const countryId = v('countryId', 64);
  return {
    salutationId: v('salutationId', 64),
    firstName: v('firstName', ACCOUNT_LIMITS.name),
    lastName: v('lastName', ACCOUNT_LIMITS.name),
    email: v('email', ACCOUNT_LIMITS.email),
    street: v('street', ACCOUNT_LIMITS.street),
    zipcode: normalisePostcode(v('zipcode', ACCOUNT_LIMITS.zipcode), countryIso(countryId)),
    city: v('city', ACCOUNT_LIMITS.city),
    countryId,
    guest,
    ...(guest ? {} : { password: (values.password ?? '').slice(0, ACCOUNT_LIMITS.password) }),
  };
}

/** The information page's changes. */
export const profileInput = (values: Record<string, string>) => {
  const v = trimmed(values);
  return { salutationId: v('salutationId', 64), firstName: v('firstName', ACCOUNT_LIMITS.name), lastName: v('lastName', ACCOUNT_LIMITS.name) };
};

export const emailInput = (values: Record<string, string>) => {
  const v = trimmed(values);
  return {
    email: v('email', ACCOUNT_LIMITS.email), emailConfirmation: v('emailConfirmation', ACCOUNT_LIMITS.email),
    password: (values.password ?? '').slice(0, ACCOUNT_LIMITS.password),
  };
};

/** Passwords are taken as typed: spaces count. */
export const passwordInput = (values: Record<string, string>) => {
  const p = (k: string) => (values[k] ?? '').slice(0, ACCOUNT_LIMITS.password);
  return { password: p('password'), newPassword: p('newPassword'), newPasswordConfirm: p('newPasswordConfirm') };
};

export const addressInput = (values: Record<string, string>, iso: (id: string) => string | undefined) => {
  const { salutationId, firstName, lastName, street, zipcode, city, countryId } = registerInput(values, true, iso);
  return { salutationId, firstName, lastName, street, zipcode, city, countryId };
};

/** The checkout page's attempt key from a form's values (#34); undefined when absent or malformed. */
export const orderAttemptKey = (values: Record<string, string>) => {
  const key = values.attemptKey;
  return key && ATTEMPT_KEY.test(key) ? key : undefined;
};
