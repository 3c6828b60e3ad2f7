// POST /account/information: the forms of "Mijn gegevens" without JavaScript (see
// shared/account/information-forms.ts). The same rules and inputs as /api/account/* (worker/
// api/account.ts); the answer is a 303 back to the page with what happened. A visitor (no
// customer in the context) goes to the login page and back.
import { Hono, type Context } from 'hono';
import {
  addressRules, EMAIL_CHANGE_RULES, PASSWORD_CHANGE_RULES, PROFILE_RULES, validateForm, type FormRules,
} from '../../shared/account/rules';
import { INFORMATION_PATH, isInformationForm, type InformationFailure, type InformationForm } from '../../shared/account/information-forms';
import { addressInput, countryIsoLookup, emailInput, passwordInput, profileInput } from '../account/form-inputs';
import { ID, postedForm } from '../request/input';
import { MaintenanceModeError, refusedByShop } from '../shopware/errors';
import type { AppEnv } from '../types';
import { rateLimitClient } from '../rate-limit/limits';
import { limitedBy } from '../rate-limit/middleware';
import { passwordCheckPassed, passwordCheckRefusal } from '../account/password-check';

function backTo(c: Context<AppEnv>, params: Record<string, string>) {
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(`${INFORMATION_PATH}?${new URLSearchParams(params).toString()}`, 303);
}

const isValid = (rules: FormRules, values: Record<string, string>) => Object.keys(validateForm(rules, values)).length === 0;

/** Checks and makes one change; false when the values break the form's rules. */
async function change(c: Context<AppEnv>, form: InformationForm, values: Record<string, string>): Promise<boolean> {
  const api = c.var.storefront;
  const addressId = ID.safeParse(values.addressId);
  switch (form) {
    case 'profile':
      if (!isValid(PROFILE_RULES, values)) return false;
      await api.changeProfile(profileInput(values));
      return true;
    case 'email':
      if (!isValid(EMAIL_CHANGE_RULES, values)) return false;
      await api.changeEmail(emailInput(values));
      return true;
    case 'password':
      if (!isValid(PASSWORD_CHANGE_RULES, values)) return false;
      await api.changePassword(passwordInput(values));
      return true;
    case 'newsletter':
      if (values.subscribed !== 'on' && values.subscribed !== 'off') return false;
      await api.setNewsletter(values.subscribed === 'on');
      return true;
    case 'address-add':
    case 'address-edit': {
      const iso = await countryIsoLookup(c);
      if (!isValid(addressRules(iso), values)) return false;
      if (form === 'address-add') await api.addAddress(addressInput(values, iso));
      else if (addressId.success) await api.updateAddress(addressId.data, addressInput(values, iso));
      else return false;
      return true;
    }
    case 'address-delete':
      if (!addressId.success) return false;
      await api.deleteAddress(addressId.data);
      return true;
    case 'address-billing':
    case 'address-shipping':
      if (!addressId.success) return false;
      await api.setDefaultAddress(addressId.data, form === 'address-billing' ? 'billing' : 'shipping');
      return true;
  }
}

export const informationForms = new Hono<AppEnv>().post(INFORMATION_PATH, async (c) => {
  const values = await postedForm(c);
  const form = values.form;
  if (!isInformationForm(form)) return backTo(c, {});
  // A change of e-mail address or password checks the current password: counted as the JSON routes'.
  if (form === 'email' || form === 'password') {
    const refusal = await limitedBy(c, 'passwordCheck', rateLimitClient(c.req.raw.headers), 'page');
    if (refusal) return refusal;
  }
  // Every change is the logged-in customer's: a visitor logs in first.
  const customer = await c.var.storefront.customer();
  if (!customer) {
    c.header('Cache-Control', 'private, no-store');
    return c.redirect(`/login?redirect=${encodeURIComponent(INFORMATION_PATH)}`, 303);
  }
  // A valid form that checks the current password: counted by the account too (password-check.ts).
  const checksPassword = (form === 'email' && isValid(EMAIL_CHANGE_RULES, values)) || (form === 'password' && isValid(PASSWORD_CHANGE_RULES, values));
  if (checksPassword) {
    const refusal = await passwordCheckRefusal(c, 'page', customer.email);
    if (refusal) return refusal;
  }
  let failure: InformationFailure | null = null;
  try {
    if (!(await change(c, form, values))) failure = 'invalid';
  } catch (error) {
    if (error instanceof MaintenanceModeError) throw error;
    failure = refusedByShop(error) ? 'refused' : 'unavailable';
  }
  if (checksPassword && !failure) await passwordCheckPassed(c, customer.email);
  return failure ? backTo(c, { error: form, reason: failure }) : backTo(c, { saved: form });
});
