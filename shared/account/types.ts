// The shopper's account and checkout as the storefront shows them (reshaped from Shopware's
// customer, address, order and method entities in worker/shopware/mappers/account.ts).

export interface Salutation {
  id: string;
  label: string;
}

export interface Country {
  id: string;
  name: string;
  iso: string;
}

export interface Address {
  id: string;
  salutationId: string | null;
  firstName: string;
  lastName: string;
  street: string;
  zipcode: string;
  city: string;
  countryId: string;
  countryName: string | null;
}

export interface Customer {
  id: string;
  customerNumber: string;
  email: string;
  salutationId: string | null;
  firstName: string;
  lastName: string;
  /** Registered for one order only (Shopware's guest account): no password, no account pages. */
  guest: boolean;
  defaultBillingAddress: Address | null;
  defaultShippingAddress: Address | null;
}

export interface ShippingMethod {
  id: string;
  name: string;
  description: string | null;
  deliveryTime: string | null;
}

export interface PaymentMethod {
  id: string;
  name: string;
  description: string | null;
  /** The shopper pays at the provider's page and comes back (a redirect). */
  asynchronous: boolean;
}

/** What the checkout page needs besides the cart. */
export interface CheckoutContext {
  customer: Customer | null;
  shippingMethodId: string;
  paymentMethodId: string;
  shippingMethods: ShippingMethod[];
  paymentMethods: PaymentMethod[];
  salutations: Salutation[];
  countries: Country[];
  /** The logged-in customer's addresses to deliver and bill to ([] for visitors and guests). */
  addresses: Address[];
  /** The addresses the order goes to now (Shopware's active addresses), null for a visitor. */
  billingAddressId: string | null;
  shippingAddressId: string | null;
}

export interface OrderLine {
  id: string;
  label: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  options: { group: string; option: string }[];
  productNumber: string | null;
  /** The payload's manufacturerName (analytics' item_brand). */
  brand?: string | null;
  type: string;
  /** The product's image, small (the line's cover; null for a promotion or a product without one). */
  image: string | null;
}

/** A state of Shopware's state machines: its technical name and its Dutch label. */
export interface OrderState {
  technicalName: string;
  label: string;
}

export interface OrderSummary {
  id: string;
  orderNumber: string;
  /** ISO date-time. */
  orderDate: string;
  amountTotal: number;
  itemCount: number;
  status: OrderState;
  paymentStatus: OrderState;
  /** The images of its first products (at most 3), small: the list of orders shows them. */
  images: string[];
}

export interface OrderDetail extends OrderSummary {
  lines: OrderLine[];
  positionPrice: number;
  shippingCosts: number;
  taxTotal: number;
  billingAddress: Address | null;
  shippingAddress: Address | null;
  shippingMethod: string | null;
  paymentMethod: string | null;
  paymentMethodId: string | null;
  /** The payment failed or is still open and may be retried, with this or another method. */
  canPay: boolean;
  /**
   * Its payment method is paid by transfer after the order, on the invoice or the payment
   * details the shop mails (Shopware's invoice and prepayment): an open payment is what it
   * should be, nothing failed and nothing is to be paid online (the checkout's failed page, #49).
   */
  paysByInvoice: boolean;
  /** The shopper may still cancel it: the shop has not started on it (Shopware's order state "open"). */
  canCancel: boolean;  /**
   * The code of the confirmation mail's link (/account/order/{code}): a guest opens the order
   * there later with its e-mail address and postcode. Null when the shop did not send one.
   */
  deepLinkCode: string | null;
}

export interface OrderList {
  orders: OrderSummary[];
  page: number;
  totalPages: number;
  total: number;
}

export interface LoginInput {
  email: string;
  password: string;
}

/** An address as a form sends it (no id yet, the country by id only). */
export type AddressInput = Omit<Address, 'id' | 'countryName' | 'salutationId'> & { salutationId: string };

export interface RegisterInput extends AddressInput {
  email: string;
  /** Absent for a guest checkout. */
  password?: string | undefined;
  guest: boolean;
}

/** Personal details (Shopware's changeProfile): the addresses keep their own names. */
export interface ProfileInput {
  salutationId: string;
  firstName: string;
  lastName: string;
}

export interface EmailChangeInput {
  email: string;
  emailConfirmation: string;
  /** The current password: a stolen session alone cannot take over the account. */
  password: string;
}

export interface PasswordChangeInput {
  password: string;
  newPassword: string;
  newPasswordConfirm: string;
}

/**
 * The customer's newsletter subscription. Shopware's status: 'direct' or 'optIn' (subscribed),
 * 'notSet' (waiting for the confirmation mail), 'optOut' or 'undefined' (not subscribed).
 */
export interface NewsletterSubscription {
  status: string;
  subscribed: boolean;
  /** Subscribed through the footer, the confirmation link not yet followed. */
  pending: boolean;
}

export type AddressRole = 'billing' | 'shipping';

export interface RecoverPasswordInput {
  hash: string;
  /** The address the link was mailed to: with it the shopper is logged in at once (decision 019). */
  email: string;
  newPassword: string;
}

export interface CheckoutChoice {
  shippingMethodId?: string | undefined;
  paymentMethodId?: string | undefined;
  /** One of the logged-in customer's own addresses. */
  billingAddressId?: string | undefined;
  shippingAddressId?: string | undefined;
}

/** A placed or re-paid order: where the shopper goes next. */
export interface PaymentStart {
  orderId: string;
  /** The payment provider's page, or null when the payment is settled (go to the success page). */
  redirectUrl: string | null;
  /**
   * The order exists but its payment did not go through (or its answer was lost): go to the
   * order's failed page (/checkout/failed?orderId=), which offers to pay again or shows it paid.
   */
  failed?: boolean;
}
