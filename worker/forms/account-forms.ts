// Login, registration, the password-reset request and the new password from its link and
// placing an order without JavaScript: plain form posts that answer with a redirect (303). A
// refused form goes back to its page with an error code (and the email address, never a
// password); the page says what went wrong. With JavaScript the same operations run through
// /api (worker/api/account.ts).
import type { Context } from 'hono';
import { Hono } from 'hono';
import { LOGIN_RULES, RECOVER_PASSWORD_RULES, RECOVERY_REQUEST_RULES, registerRules, validateForm } from '../../shared/account/rules';
import { RECOVER_PASSWORD_PATH } from '../../shared/account/recovery';
import { sitePath } from '../../shared/site-path';
import { countryIsoLookup, orderAttemptKey, registerInput } from '../account/form-inputs';
import { placeOrderFromForm } from '../account/place-order-form';
import { RECOVERY_HASH, recoverInput, recoverPassword } from '../account/recovery';
import { postedForm } from '../request/input';
import { OrderUnconfirmedError } from '../shopware/operations/place-order';
import { ATTEMPT_PARAM } from '../../shared/forms/attempt';
import { MaintenanceModeError, refusedByShop } from '../shopware/errors';
import type { AppEnv } from '../types';
import { limitedBy, rateLimited } from '../rate-limit/middleware';
import { emailSubject, forgetRateLimit, recoveryLinkSubject } from '../rate-limit/limits';
import { logError } from '../logging/log';

/** Where a refused form goes: its page with ?error=code (and the safe extras). */
function back(c: Context<AppEnv>, path: string, error: string, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({ error, ...extra });
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(`${path}?${params.toString()}`, 303);
}

export const accountForms = new Hono<AppEnv>();

accountForms.post('/login', rateLimited('login', 'page'), async (c) => {
  const values = await postedForm(c);
  const target = sitePath(values.redirect, '/account');
  const extra = { redirect: target, email: (values.email ?? '').trim().slice(0, 254) };
  if (Object.keys(validateForm(LOGIN_RULES, values)).length > 0) return back(c, '/login', 'invalid', extra);
  // As the JSON route: counted by the account too (decision 019).
  const refusal = await limitedBy(c, 'loginEmail', emailSubject(values.email!), 'page');
  if (refusal) return refusal;
  try {
    await c.var.storefront.login({ email: values.email!.trim(), password: values.password! });
  } catch (error) {
    if (error instanceof MaintenanceModeError) throw error;
    return back(c, '/login', refusedByShop(error) ? 'credentials' : 'unavailable', extra);
  }
  // Logged in: the account's count is for wrong passwords only.
  await forgetRateLimit(c.env.RATE_LIMITER, 'loginEmail', emailSubject(values.email!));
  return c.redirect(target, 303);
});

accountForms.post('/account/register', rateLimited('register', 'page'), async (c) => {
  const values = await postedForm(c);
  const target = sitePath(values.redirect, '/account');
  const api = c.var.storefront;
  const iso = await countryIsoLookup(c);
  if (Object.keys(validateForm(registerRules(iso, false), values)).length > 0) return back(c, '/login', 'register-invalid', { redirect: target });
  const input = registerInput(values, false, iso);
  // As the JSON route: counted by the address too (decision 019).
  const refusal = await limitedBy(c, 'registerEmail', emailSubject(input.email), 'page');
  if (refusal) return refusal;
  try {
    await api.register(input);
  } catch (error) {
    if (error instanceof MaintenanceModeError) throw error;
    return back(c, '/login', refusedByShop(error) ? 'register-refused' : 'unavailable', { redirect: target });
  }
  return c.redirect(target, 303);
});

accountForms.post('/account/recover', rateLimited('recovery', 'page'), async (c) => {
  const values = await postedForm(c);
  if (Object.keys(validateForm(RECOVERY_REQUEST_RULES, values)).length > 0) return back(c, '/login', 'recovery-invalid');
  const refusal = await limitedBy(c, 'recoveryEmail', emailSubject(values.email!), 'page');
  if (refusal) return refusal;
  await c.var.storefront.requestPasswordRecovery(values.email!.trim());
  return back(c, '/login', 'recovery-sent');
});

// The mail's link, as the JSON route (worker/account/recovery.ts): never limited per client,
// counted per link. Logged in with the new password, the shopper goes to the account; else to
// the login, told the password is set.
accountForms.post(RECOVER_PASSWORD_PATH, async (c) => {
  const values = await postedForm(c);
  const hash = RECOVERY_HASH.safeParse(values.hash);
  if (!hash.success) return back(c, RECOVER_PASSWORD_PATH, 'link');
  const email = (values.email ?? '').trim().slice(0, 254);
  const again = (error: string) => back(c, RECOVER_PASSWORD_PATH, error, { hash: hash.data, email });
  if (Object.keys(validateForm(RECOVER_PASSWORD_RULES, values)).length > 0) return again('invalid');
  const refusal = await limitedBy(c, 'recoveryLink', await recoveryLinkSubject(hash.data), 'page');
  if (refusal) return refusal;
  let customer;
  try {
    customer = await recoverPassword(c, recoverInput(hash.data, values));
  } catch (error) {
    if (error instanceof MaintenanceModeError) throw error;
    return again(refusedByShop(error) ? 'link' : 'unavailable');
  }
  c.header('Cache-Control', 'private, no-store');
  return customer ? c.redirect('/account', 303) : back(c, '/login', 'password-set', { email });
});

accountForms.post('/checkout', rateLimited('order', 'page'), async (c) => {
  const values = await postedForm(c);
  // Back at the checkout after a failure, the form carries the same attempt: pressing again
  // places no second order (#34).
  const key = orderAttemptKey(values);
  const attempt: Record<string, string> = key ? { [ATTEMPT_PARAM]: key } : {};
  let result: Awaited<ReturnType<typeof placeOrderFromForm>>;
  try {
    result = await placeOrderFromForm(c, values, 'page');
  } catch (error) {
    if (error instanceof MaintenanceModeError) throw error;
    if (error instanceof OrderUnconfirmedError) {
      logError('Checkout without JavaScript: order not confirmed', error);
      return back(c, '/checkout', 'unconfirmed', attempt);
    }
    return back(c, '/checkout', refusedByShop(error) ? 'refused' : 'unavailable', attempt);
  }
  if ('refusal' in result) return result.refusal;
  if ('fields' in result) return back(c, '/checkout', 'invalid', { fields: Object.keys(result.fields).join(','), ...attempt });
  c.header('Cache-Control', 'private, no-store');
  // The order exists; its payment did not go through: the order's own page to pay again.
  if (result.failed) return c.redirect(`/checkout/failed?orderId=${result.orderId}`, 303);
  return c.redirect(result.redirectUrl ?? `/checkout/success?orderId=${result.orderId}`, 303);
});
