// The shopper's account: login, logout, registration (also as a guest for one order),
// password recovery, the customer and their orders. Always the shopper's own client, never
// cached. Login, logout and registration answer with a new context token; the session records
// it and the context-token middleware rotates the cookie (the cart follows the token: Shopware
// merges a guest cart into the customer's on login).
import type {
  Address, AddressInput, AddressRole, Customer, EmailChangeInput, LoginInput, NewsletterSubscription, OrderDetail, OrderList,
  PasswordChangeInput, ProfileInput, RecoverPasswordInput, RegisterInput,
} from '../../../shared/account/types';
import { NotFoundError } from '../../../shared/storefront-api';
import { READ, retryRead, WRITE } from '../client';
import type { ShopwareContext } from '../context';
import { errorStatus, hasErrorCode, rethrowClassified } from '../errors';
import { toAddress, toCustomer, toNewsletterSubscription, toOrderDetail, toOrderSummary } from '../mappers/account';
import type { Schemas } from '../store-api-types';
import { logWarn } from '../../logging/log';

export const ORDERS_PER_PAGE = 10;
const NOT_LOGGED_IN = 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN';

/** The logged-in customer (a guest of an order too), or null. */
export async function readCustomer(ctx: ShopwareContext): Promise<Customer | null> {
  // Without a token there is no customer: no backend call, and no new context made for nothing.
  // (A token Shopware issued during this request counts: the one login or registration gave.)
  if (!ctx.session.token && !ctx.session.rotatedTo) return null;
  try {
    const { data } = await retryRead(() => ctx.shopper.invoke('readCustomer post /account/customer', {
      body: { associations: { defaultBillingAddress: {}, defaultShippingAddress: {} } },
      fetchOptions: READ,
    }));
    return toCustomer(data);
  } catch (error) {
    if (errorStatus(error) === 403 || hasErrorCode(error, NOT_LOGGED_IN)) return null;
    return rethrowClassified(error);
  }
}

export async function login(ctx: ShopwareContext, input: LoginInput): Promise<Customer> {
  await ctx.shopper.invoke('loginCustomer post /account/login', {
    body: { username: input.email, password: input.password },
    fetchOptions: WRITE,
  }).catch(rethrowClassified);
  const customer = await readCustomer(ctx);
  if (!customer) throw new Error('Logged in, but Shopware knows no customer for the new context');
  return customer;
}

export async function logout(ctx: ShopwareContext): Promise<void> {
  if (!ctx.session.token) return;
  await ctx.shopper.invoke('logoutCustomer post /account/logout', { fetchOptions: WRITE }).catch((error: unknown) => {
    // Already logged out (another tab): nothing left to do.
    if (errorStatus(error) === 403) return;
    rethrowClassified(error);
  });
}

export async function register(ctx: ShopwareContext, input: RegisterInput): Promise<Customer> {
  const { data } = await ctx.shopper.invoke('register post /account/register', {
    body: {
      salutationId: input.salutationId,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      // A guest has no password; a customer always brings one (registerInput), an empty one
      // is Shopware's to refuse.
      ...(input.guest ? { guest: true as const } : { guest: false as const, password: input.password ?? '' }),
      acceptedDataProtection: true,
      storefrontUrl: ctx.config.siteUrl,
      billingAddress: {
        salutationId: input.salutationId,
        firstName: input.firstName,
        lastName: input.lastName,
        street: input.street,
        zipcode: input.zipcode,
        city: input.city,
        countryId: input.countryId,
      },
    },
    fetchOptions: WRITE,
  }).catch(rethrowClassified);
  return toCustomer(data);
}

export async function requestPasswordRecovery(ctx: ShopwareContext, email: string, storefrontUrl: string): Promise<void> {
  await ctx.shopper.invoke('sendRecoveryMail post /account/recovery-password', {
    body: { email, storefrontUrl },
    fetchOptions: WRITE,
  }).catch((error: unknown) => {
    // Whether an address has an account is nobody's business: an unknown one is not an error.
    if (errorStatus(error) === 401 || errorStatus(error) === 404) return;
    rethrowClassified(error);
  });
}

/**
 * Sets the new password with the mail's link, then logs the shopper in with it. Shopware's
 * confirmation says nothing of whose the link was, so the shopper names the address it was
 * mailed to: when it is the account's, they are logged in (and the worker lifts that account's
 * lock on wrong passwords, decision 019); when it is not, or the login fails, the password is set
 * all the same and the answer is null: they log in themselves.
 */
export async function recoverPassword(ctx: ShopwareContext, input: RecoverPasswordInput): Promise<Customer | null> {
  await ctx.shopper.invoke('recoveryPassword post /account/recovery-password-confirm', {
    body: { hash: input.hash, newPassword: input.newPassword, newPasswordConfirm: input.newPassword },
    fetchOptions: WRITE,
  }).catch(rethrowClassified);
  return login(ctx, { email: input.email, password: input.newPassword }).catch((error: unknown) => {
    const status = errorStatus(error);
    if (status === undefined || status >= 500) logWarn('[account] the password was set, the login after it failed', error);
    return null;
  });
}

const ORDER_ASSOCIATIONS = {
  // Each line's product image (#32: orders and the success page showed none).
  lineItems: { associations: { cover: {} } },
  addresses: { associations: { country: {} } },
  billingAddress: { associations: { country: {} } },
  deliveries: { associations: { shippingMethod: {}, shippingOrderAddress: { associations: { country: {} } } } },
  transactions: { associations: { paymentMethod: {} } },
  stateMachineState: {},
} satisfies Schemas['Associations'];

export async function readOrders(ctx: ShopwareContext, page: number): Promise<OrderList> {
  const { data } = await retryRead(() => ctx.shopper.invoke('readOrder post /order', {
    body: {
      page, limit: ORDERS_PER_PAGE, 'total-count-mode': 'exact',
      sort: [{ field: 'orderDateTime', order: 'DESC' }],
      associations: { lineItems: { associations: { cover: {} } }, transactions: {}, stateMachineState: {} },
    },
    fetchOptions: READ,
  })).catch(rethrowClassified);
  const orders = data.orders;
  const total = orders?.total ?? orders?.elements?.length ?? 0;
  return {
    orders: (orders?.elements ?? []).map(toOrderSummary),
    page,
    total,
    totalPages: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)),
  };
}

/**
 * Cancels one of the customer's orders (Shopware's CancelOrderRoute). An order that is not
 * theirs is, to them, an order that does not exist; one past "open" is refused (400).
 */
export async function cancelOrder(ctx: ShopwareContext, id: string): Promise<void> {
  await ctx.shopper.invoke('cancelOrder post /order/state/cancel', {
    body: { orderId: id },
    fetchOptions: WRITE,
  }).catch((error: unknown) => {
    const status = errorStatus(error);
    if (status === 403 || status === 404) throw new NotFoundError('Order');
    return rethrowClassified(error);
  });
}

/** One of the customer's orders; NotFoundError when it is not theirs or does not exist. */
export async function readOrder(ctx: ShopwareContext, id: string): Promise<OrderDetail> {
  const { data } = await retryRead(() => ctx.shopper.invoke('readOrder post /order', {
    body: { filter: [{ type: 'equals', field: 'id', value: id }], limit: 1, associations: ORDER_ASSOCIATIONS },
    fetchOptions: READ,
  })).catch((error: unknown) => {
    // Not logged in (any more): to this shopper the order does not exist.
    if (errorStatus(error) === 403) throw new NotFoundError('Order');
    return rethrowClassified(error);
  });
  const order = data.orders?.elements?.[0];
  if (!order) throw new NotFoundError('Order');
  return toOrderDetail(order);
}

/** What proves a guest's order theirs (Shopware's OrderRoute checkGuestAuth). */
export interface GuestOrderProof {
  email: string;
  zipcode: string;
}

/** Shopware's refusals of a deep link read: no proof, a wrong one, or a registered customer's order. */
const GUEST_REFUSALS = ['CHECKOUT__GUEST_NOT_AUTHENTICATED', 'CHECKOUT__GUEST_WRONG_CREDENTIALS', NOT_LOGGED_IN];

/**
 * A guest's order by the confirmation mail's deep link code, proven with its e-mail address and
 * billing postcode; null when Shopware refuses (wrong details, no such order or too old, or a
 * registered customer's order: they log in). Read without the shopper's session (the public
 * client): the order is the guest's, whoever is logged in on this device, and Shopware would
 * filter a logged-in customer's read by their own orders.
 */
export async function readGuestOrder(ctx: ShopwareContext, deepLinkCode: string, proof: GuestOrderProof): Promise<OrderDetail | null> {
  const result = await retryRead(() => ctx.public.invoke('readOrder post /order', {
    body: {
      filter: [{ type: 'equals', field: 'deepLinkCode', value: deepLinkCode }], limit: 1, associations: ORDER_ASSOCIATIONS,
      email: proof.email, zipcode: proof.zipcode,
    },
    fetchOptions: READ,
  })).catch((error: unknown) => {
    if (GUEST_REFUSALS.some((code) => hasErrorCode(error, code))) return null;
    return rethrowClassified(error);
  });
  const order = result?.data?.orders?.elements?.[0];
  return order ? toOrderDetail(order) : null;
}

// ---------------------------------------------------------------------------------------------
// The customer's own details, addresses and newsletter subscription (the account's
// "Mijn gegevens"). Writes are never retried (WRITE); reads after a write read fresh.

export async function changeProfile(ctx: ShopwareContext, input: ProfileInput): Promise<void> {
  await ctx.shopper.invoke('changeProfile post /account/change-profile', {
    body: { salutationId: input.salutationId, firstName: input.firstName, lastName: input.lastName },
    fetchOptions: WRITE,
  }).catch(rethrowClassified);
}

export async function changeEmail(ctx: ShopwareContext, input: EmailChangeInput): Promise<void> {
  await ctx.shopper.invoke('changeEmail post /account/change-email', {
    body: { email: input.email, emailConfirmation: input.emailConfirmation, password: input.password },
    fetchOptions: WRITE,
  }).catch(rethrowClassified);
}

export async function changePassword(ctx: ShopwareContext, input: PasswordChangeInput): Promise<void> {
  await ctx.shopper.invoke('changePassword post /account/change-password', {
    body: { password: input.password, newPassword: input.newPassword, newPasswordConfirm: input.newPasswordConfirm },
    fetchOptions: WRITE,
  }).catch(rethrowClassified);
}

export async function readNewsletter(ctx: ShopwareContext): Promise<NewsletterSubscription> {
  const { data } = await retryRead(() => ctx.shopper.invoke('readNewsletterRecipient post /account/newsletter-recipient', {
    body: {}, fetchOptions: READ,
  })).catch(rethrowClassified);
  return toNewsletterSubscription(data.status);
}

/**
 * Subscribing from the account uses option 'direct': the customer is logged in, so the address
 * is theirs and Shopware needs no confirmation mail (the footer's anonymous form uses
 * 'subscribe', Shopware's double opt-in). Unsubscribing uses 6.6's own unsubscribe route.
 */
export async function setNewsletter(ctx: ShopwareContext, email: string, subscribed: boolean): Promise<NewsletterSubscription> {
  if (subscribed) {
    await ctx.shopper.invoke('subscribeToNewsletter post /newsletter/subscribe', {
      body: { email, option: 'direct', storefrontUrl: ctx.config.siteUrl },
      fetchOptions: WRITE,
    }).catch(rethrowClassified);
  } else {
    await ctx.shopper.invoke('unsubscribeToNewsletter post /newsletter/unsubscribe', {
      body: { email }, fetchOptions: WRITE,
    }).catch((error: unknown) => {
      // Never subscribed (or already removed): the wish is fulfilled.
      if (errorStatus(error) === 404) return;
      rethrowClassified(error);
    });
  }
  return readNewsletter(ctx);
}

export async function readAddresses(ctx: ShopwareContext): Promise<Address[]> {
  const { data } = await retryRead(() => ctx.shopper.invoke('listAddress post /account/list-address', {
    body: { associations: { country: {} }, limit: 100 }, fetchOptions: READ,
  })).catch(rethrowClassified);
  return (data.elements ?? []).map(toAddress).filter((a): a is Address => a !== null);
}

/** The customer's addresses, or none for a visitor (no backend call without a token), as readCustomer. */
export async function readOwnAddresses(ctx: ShopwareContext): Promise<Address[]> {
  if (!ctx.session.token && !ctx.session.rotatedTo) return [];
  try {
    return await readAddresses(ctx);
  } catch (error) {
    if (errorStatus(error) === 403 || hasErrorCode(error, NOT_LOGGED_IN)) return [];
    throw error;
  }
}

const addressBody = (input: AddressInput) => ({
  salutationId: input.salutationId, firstName: input.firstName, lastName: input.lastName,
  street: input.street, zipcode: input.zipcode, city: input.city, countryId: input.countryId,
});

export async function addAddress(ctx: ShopwareContext, input: AddressInput): Promise<Address> {
  const { data } = await ctx.shopper.invoke('createCustomerAddress post /account/address', {
    body: addressBody(input), fetchOptions: WRITE,
  }).catch(rethrowClassified);
  return toAddress(data)!;
}

export async function updateAddress(ctx: ShopwareContext, id: string, input: AddressInput): Promise<Address> {
  const { data } = await ctx.shopper.invoke('updateCustomerAddress patch /account/address/{addressId}', {
    pathParams: { addressId: id }, body: addressBody(input), fetchOptions: WRITE,
  }).catch(rethrowClassified);
  return toAddress(data)!;
}

export async function deleteAddress(ctx: ShopwareContext, id: string): Promise<void> {
  await ctx.shopper.invoke('deleteCustomerAddress delete /account/address/{addressId}', {
    pathParams: { addressId: id }, fetchOptions: WRITE,
  }).catch(rethrowClassified);
}

export async function setDefaultAddress(ctx: ShopwareContext, id: string, role: AddressRole): Promise<void> {
  const call = role === 'billing'
    ? ctx.shopper.invoke('defaultBillingAddress patch /account/address/default-billing/{addressId}', { pathParams: { addressId: id }, fetchOptions: WRITE })
    : ctx.shopper.invoke('defaultShippingAddress patch /account/address/default-shipping/{addressId}', { pathParams: { addressId: id }, fetchOptions: WRITE });
  await call.catch(rethrowClassified);
}
