// /api/account/*: the browser's account calls, and each write's form post without JavaScript
// (its `form`: the login page, the recovery link's page, "Mijn gegevens"; worker/account/
// form-pages.ts). Private: never cached (the routes' visibility, worker/api/route.ts, and the
// operations use the shopper's own client, which never touches the edge cache). Every body is
// checked with the same rules the forms use; Shopware's refusals come back as a message for the
// form and one per field, in Dutch (api/index.ts onError).
import type { Context } from 'hono';
import * as z from 'zod';
import { RECOVERY_LINK_INVALID } from '../../shared/account/messages';
import type { AddressInput } from '../../shared/account/types';
import { DEEP_LINK_CODE } from '../../shared/account/guest-order';
import { shopperMessage } from '../../shared/snippets';
import {
  addressRules, EMAIL_CHANGE_RULES, LOGIN_RULES, PASSWORD_CHANGE_RULES,
  PROFILE_RULES, RECOVER_PASSWORD_RULES, RECOVERY_REQUEST_RULES, registerRules, validateForm, type FormRules,
} from '../../shared/account/rules';
import { errorStatus, refusedByShop } from '../shopware/errors';
import { NotFoundError } from '../../shared/storefront-api';
import type { AppEnv } from '../types';
import { limitedBy } from '../rate-limit/middleware';
import { emailSubject, forgetRateLimit, recoveryLinkSubject } from '../rate-limit/limits';
import { formFields, ID } from '../request/input';
import { passwordCheckPassed, passwordCheckRefusal } from '../account/password-check';
import { RECOVERY_HASH, recoverInput, recoverPassword } from '../account/recovery';
import { backWith, informationForm, returnPath, typedEmail } from '../account/form-pages';
import { RECOVER_PASSWORD_PATH } from '../../shared/account/recovery';
import { addressInput, countryIsoLookup, emailInput, passwordInput, profileInput, registerInput } from '../account/form-inputs';
import {
  ADDRESS_NOT_FOUND, notFound, ORDER_NOT_CANCELLABLE, ORDER_NOT_FOUND, PRODUCT_NOT_FOUND, refused,
} from '../account/refusals';
import { NO_INPUT, route, type RouteTable } from './route';


/** The form's fields against its rules: the 400 with each field's message, or null when valid. */
async function checked(c: Context<AppEnv>, rules: FormRules, values: Record<string, string>) {
  const fields = validateForm(rules, values);
  return Object.keys(fields).length > 0 ? refused(c, fields) : null;
}

/** A path's id that is no Shopware id: not the shopper's, so not found, in the shop's words. */
const idOf = (message: string) => ({ invalid: (c: Context<AppEnv>) => notFound(c, message) });

const ADDRESS_FIELDS = ['salutationId', 'firstName', 'lastName', 'street', 'zipcode', 'city', 'countryId'] as const;

/** An address form's values, checked with the address rules: the 400 answer, or the input. */
async function addressFromForm(c: Context<AppEnv>, values: Record<string, string>): Promise<Response | AddressInput> {
  const iso = await countryIsoLookup(c);
  return (await checked(c, addressRules(iso), values)) ?? addressInput(values, iso);
}

/** What the login form shows again after a refusal: where the shopper was going, the address typed. */
const loginKept = (fields: Record<string, string>) => ({ redirect: returnPath(fields), email: typedEmail(fields) });

/** The recovery link's page again, with its link and the address typed. */
const recoveryAgain = (c: Context<AppEnv>, fields: Record<string, string>, error: string) => {
  const hash = RECOVERY_HASH.safeParse(fields.hash);
  return hash.success ? backWith(c, RECOVER_PASSWORD_PATH, error, { hash: hash.data, email: typedEmail(fields) }) : backWith(c, RECOVER_PASSWORD_PATH, 'link');
};

const ORDERS_PATH = '/account/orders';
/** The order's page, told how its cancellation went (the values OrderCancel.tsx reads). */
const cancelOutcomePath = (id: string, outcome: 'gelukt' | 'geweigerd' | 'mislukt') => `${ORDERS_PATH}/${id}?annulering=${outcome}`;

/** The browser's list, at most this many ids (a longer one is cut, not refused). */
export const WISHLIST_MERGE_MAX = 100;

export const accountRoutes = {
  customer: route(NO_INPUT, async (_, c) => ({ customer: await c.var.storefront.customer() })),

  login: route(formFields('email', 'password'), async (values, c) => {
    const invalid = await checked(c, LOGIN_RULES, values);
    if (invalid) return invalid;
    // Counted by the account too, from any client (decision 019): the per-client limit is loose.
    const refusal = await limitedBy(c, 'loginEmail', emailSubject(values.email!));
    if (refusal) return refusal;
    const customer = await c.var.storefront.login({ email: values.email!.trim(), password: values.password! });
    // Logged in: the account's count is for wrong passwords only.
    await forgetRateLimit(c.env.RATE_LIMITER, 'loginEmail', emailSubject(values.email!));
    return { customer };
  }, {
    rateLimit: 'login',
    // The login page's form: to where the shopper was going, or back with why not (never the password).
    form: {
      path: '/login',
      invalid: (c, fields) => backWith(c, '/login', 'invalid', loginKept(fields)),
      refused: (c, _answer, _input, fields) => backWith(c, '/login', 'invalid', loginKept(fields)),
      done: (c, _customer, _input, fields) => c.redirect(returnPath(fields), 303),
      failed: (c, error, _input, fields) => backWith(c, '/login', refusedByShop(error) ? 'credentials' : 'unavailable', loginKept(fields)),
    },
  }),

  logout: route(NO_INPUT, async (_, c) => {
    await c.var.storefront.logout();
    return { customer: null };
  }, {
    // The account's "Uitloggen" without JavaScript: logged out, to the home page.
    form: { path: '/logout', invalid: (c) => c.redirect('/', 303), done: (c) => c.redirect('/', 303) },
  }),

  register: route(formFields(...ADDRESS_FIELDS, 'email'), async (values, c) => {
    const iso = await countryIsoLookup(c);
    const invalid = await checked(c, registerRules(iso, false), values);
    if (invalid) return invalid;
    const input = registerInput(values, false, iso);
    // Counted by the address too, from any client (decision 019): the per-client limit is loose.
    const refusal = await limitedBy(c, 'registerEmail', emailSubject(input.email));
    if (refusal) return refusal;
    return { customer: await c.var.storefront.register(input) };
  }, {
    rateLimit: 'register',
    // The login page's second form.
    form: {
      path: '/account/register',
      invalid: (c, fields) => backWith(c, '/login', 'register-invalid', { redirect: returnPath(fields) }),
      refused: (c, _answer, _input, fields) => backWith(c, '/login', 'register-invalid', { redirect: returnPath(fields) }),
      done: (c, _customer, _input, fields) => c.redirect(returnPath(fields), 303),
      failed: (c, error, _input, fields) =>
        backWith(c, '/login', refusedByShop(error) ? 'register-refused' : 'unavailable', { redirect: returnPath(fields) }),
    },
  }),

  requestPasswordRecovery: route(formFields('email'), async (values, c) => {
    const invalid = await checked(c, RECOVERY_REQUEST_RULES, values);
    if (invalid) return invalid;
    // Each request mails that address: counted by it too, from any client (decision 019).
    const refusal = await limitedBy(c, 'recoveryEmail', emailSubject(values.email!));
    if (refusal) return refusal;
    await c.var.storefront.requestPasswordRecovery(values.email!.trim());
    return { sent: true as const };
  }, {
    rateLimit: 'recovery',
    // "Wachtwoord vergeten" on the login page: told the mail is on its way (whether or not the address has an account).
    form: {
      path: '/account/recover',
      invalid: (c) => backWith(c, '/login', 'recovery-invalid'),
      refused: (c) => backWith(c, '/login', 'recovery-invalid'),
      done: (c) => backWith(c, '/login', 'recovery-sent'),
    },
  }),

  // Following the mail's link: never limited per client, so a shopper whose shared address has
  // spent its recovery budget can still set a password (#32). Counted per link instead, once the
  // form is valid: a valid link is used once; the same link tried over and over is refused.
  recoverPassword: route(formFields('hash', 'email', 'newPassword', 'newPasswordConfirm'), async (values, c) => {
    const hash = RECOVERY_HASH.safeParse(values.hash);
    if (!hash.success) return refused(c, {}, RECOVERY_LINK_INVALID);
    const invalid = await checked(c, RECOVER_PASSWORD_RULES, values);
    if (invalid) return invalid;
    const refusal = await limitedBy(c, 'recoveryLink', await recoveryLinkSubject(hash.data));
    if (refusal) return refusal;
    return { customer: await recoverPassword(c, recoverInput(hash.data, values)) };
  }, {
    // The page of the mail's link: logged in with the new password, to the account; else to
    // the login, told the password is set. Refused: the same page again, with the link.
    form: {
      path: RECOVER_PASSWORD_PATH,
      invalid: (c) => backWith(c, RECOVER_PASSWORD_PATH, 'link'),
      refused: (c, _answer, _input, fields) => recoveryAgain(c, fields, 'invalid'),
      done: (c, { customer }, _input, fields) => (customer ? c.redirect('/account', 303) : backWith(c, '/login', 'password-set', { email: typedEmail(fields) })),
      failed: (c, error, _input, fields) => recoveryAgain(c, fields, refusedByShop(error) ? 'link' : 'unavailable'),
    },
  }),

  changeProfile: route(formFields('salutationId', 'firstName', 'lastName'), async (values, c) => {
    const invalid = await checked(c, PROFILE_RULES, values);
    if (invalid) return invalid;
    return { customer: await c.var.storefront.changeProfile(profileInput(values)) };
  }, { form: informationForm('profile') }),

  // Both check the current password: counted by the account too, from any client (password-check.ts).
  changeEmail: route(formFields('email', 'emailConfirmation', 'password'), async (values, c) => {
    const invalid = await checked(c, EMAIL_CHANGE_RULES, values);
    if (invalid) return invalid;
    const account = (await c.var.storefront.customer())?.email;
    const refusal = await passwordCheckRefusal(c, account);
    if (refusal) return refusal;
    const customer = await c.var.storefront.changeEmail(emailInput(values));
    if (account) await passwordCheckPassed(c, account);
    return { customer };
  }, { rateLimit: 'passwordCheck', form: informationForm('email') }),

  changePassword: route(formFields('password', 'newPassword', 'newPasswordConfirm'), async (values, c) => {
    const invalid = await checked(c, PASSWORD_CHANGE_RULES, values);
    if (invalid) return invalid;
    const account = (await c.var.storefront.customer())?.email;
    const refusal = await passwordCheckRefusal(c, account);
    if (refusal) return refusal;
    await c.var.storefront.changePassword(passwordInput(values));
    if (account) await passwordCheckPassed(c, account);
    return { changed: true as const };
  }, { rateLimit: 'passwordCheck', form: informationForm('password') }),

  newsletter: route(NO_INPUT, (_, c) => c.var.storefront.newsletter()),

  setNewsletter: route(z.object({ subscribed: z.boolean() }), (input, c) => c.var.storefront.setNewsletter(input.subscribed), {
    invalid: (c) => refused(c, {}, shopperMessage('account.message.newsletterChoice', 'Choose whether you want to receive the newsletter.')),
    // "Mijn gegevens"' newsletter choice: subscribed=on|off.
    form: informationForm('newsletter', (fields) => ({ subscribed: fields.subscribed === 'on' ? true : fields.subscribed === 'off' ? false : undefined })),
  }),

  addresses: route(NO_INPUT, async (_, c) => ({ addresses: await c.var.storefront.addresses() })),

  addAddress: route(formFields(...ADDRESS_FIELDS), async (values, c) => {
    const input = await addressFromForm(c, values);
    return input instanceof Response ? input : c.var.storefront.addAddress(input);
  }, { form: informationForm('address-add') }),

  updateAddress: route(formFields(...ADDRESS_FIELDS, 'id'), async (values, c) => {
    const id = ID.safeParse(values.id);
    if (!id.success) return notFound(c, ADDRESS_NOT_FOUND);
    const input = await addressFromForm(c, values);
    return input instanceof Response ? input : c.var.storefront.updateAddress(id.data, input);
  }, { form: informationForm('address-edit', (fields) => ({ ...fields, id: fields.addressId })) }),

  deleteAddress: route(z.object({ id: ID }), async ({ id }, c) => {
    await c.var.storefront.deleteAddress(id);
    return { deleted: true as const };
  }, { ...idOf(ADDRESS_NOT_FOUND), form: informationForm('address-delete', (fields) => ({ id: fields.addressId })) }),

  setDefaultAddress: route(z.object({ id: ID, role: z.enum(['billing', 'shipping']) }), async ({ id, role }, c) => {
    await c.var.storefront.setDefaultAddress(id, role);
    return { role };
  }, {
    invalid: (c) => refused(c, {}, shopperMessage('account.message.addressRole', 'Choose whether this becomes your billing or shipping address.')),
    form: informationForm(['address-billing', 'address-shipping'], (fields) =>
      ({ id: fields.addressId, role: fields.form === 'address-billing' ? 'billing' : 'shipping' })),
  }),

  orders: route(z.object({ p: z.coerce.number().int().min(1).max(10_000).catch(1).default(1) }), (input, c) => c.var.storefront.orders(input.p)),

  order: route(z.object({ id: ID }), (input, c) => c.var.storefront.order(input.id), idOf(ORDER_NOT_FOUND)),

  // Cancelling an open order (the order page's "Bestelling annuleren"): answers the order as it
  // is now. An order past "open" is refused by Shopware with 400 (an illegal state transition).
  cancelOrder: route(z.object({ id: ID }), async ({ id }, c) => {
    try {
      return await c.var.storefront.cancelOrder(id);
    } catch (error) {
      if (errorStatus(error) === 400) return refused(c, {}, ORDER_NOT_CANCELLABLE);
      throw error;
    }
  }, {
    ...idOf(ORDER_NOT_FOUND),
    // The order page's "Bestelling annuleren" before (or without) its code: back to the order
    // with how it went (client/components/account/OrderCancel.tsx shows it).
    form: {
      path: `${ORDERS_PATH}/:id/annuleren`,
      invalid: (c) => c.redirect(ORDERS_PATH, 303),
      done: (c, _order, { id }) => c.redirect(cancelOutcomePath(id, 'gelukt'), 303),
      refused: (c, _answer, { id }) => c.redirect(cancelOutcomePath(id, 'geweigerd'), 303),
      failed(c, error, { id }) {
        // Not theirs (or not logged in any more): the order page says so itself.
        if (error instanceof NotFoundError) return c.redirect(`${ORDERS_PATH}/${id}`, 303);
        return c.redirect(cancelOutcomePath(id, refusedByShop(error) ? 'geweigerd' : 'mislukt'), 303);
      },
    },
  }),

  // The customer's wishlist. Registered customers only: for a visitor or a guest Shopware answers
  // 403, which comes back as such (the browser keeps their list itself and never asks).
  wishlist: route(NO_INPUT, async (_, c) => ({ products: await c.var.storefront.wishlist() })),

  mergeWishlist: route(z.object({
    productIds: z.array(ID).max(WISHLIST_MERGE_MAX * 2).transform((ids) => [...new Set(ids)].slice(0, WISHLIST_MERGE_MAX)),
  }), async ({ productIds }, c) => {
    await c.var.storefront.mergeWishlist(productIds);
    return { merged: productIds.length };
  }, { invalid: (c) => refused(c, {}, shopperMessage('account.message.wishlistRefused', 'We cannot take over this wishlist.')) }),

  addToWishlist: route(z.object({ id: ID }), async ({ id }, c) => {
    await c.var.storefront.addToWishlist(id);
    return { saved: true as const };
  }, idOf(PRODUCT_NOT_FOUND)),

  removeFromWishlist: route(z.object({ id: ID }), async ({ id }, c) => {
    await c.var.storefront.removeFromWishlist(id);
    return { saved: false as const };
  }, idOf(PRODUCT_NOT_FOUND)),
} satisfies Partial<RouteTable>;

/**
 * The routes under a page's own path (their operations' base ''), mounted on the site by
 * worker/app.ts: a guest's order for the browser's navigations to its page (back, forward, a
 * link inside the shop), where the proof's cookie comes with it (decision 020). Null without a proof.
 */
export const pageRoutes: RouteTable<'guestOrder'> = {
  guestOrder: route(z.object({ code: z.string().regex(DEEP_LINK_CODE) }), (input, c) => c.var.storefront.guestOrder(input.code), {
    invalid: (c) => c.notFound(),
  }),
};
