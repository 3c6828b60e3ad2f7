// The account and checkout part of the one data path (shared/storefront-api.ts): the worker
// implements it with the shopper's own Shopware client (never cached), the browser with
// fetch('/api/account/...') and fetch('/api/checkout/...').
import type { Cart } from '../cart/types';
import type { ProductCard } from '../catalogue/types';
import type {
  Address, AddressInput, AddressRole, CheckoutChoice, CheckoutContext, Country, Customer, EmailChangeInput, LoginInput,
  NewsletterSubscription, OrderDetail, OrderList, PasswordChangeInput, PaymentStart, ProfileInput, RecoverPasswordInput,
  RegisterInput, Salutation,
} from './types';

export interface PlaceOrderInput extends CheckoutChoice {
  /** A guest (or new customer) registering with this order; absent when logged in. */
  register?: RegisterInput | undefined;
  customerComment?: string | undefined;
  /** The shopper ticked the terms: the worker refuses the order otherwise. */
  acceptedTerms: boolean;
  /**
   * The checkout page's attempt key (ORDER_ATTEMPT_KEY): the same attempt sent again places
   * no second order, it leads to the first one's (#34).
   */
  attemptKey?: string | undefined;
}

export interface AddressOptions {
  salutations: Salutation[];
  countries: Country[];
}

export interface AccountApi {
  /** The salutations and countries an address form offers (shared by all shoppers, cached). */
  addressOptions(): Promise<AddressOptions>;
  /** The logged-in customer (or the guest of an order), null for a visitor. */
  customer(): Promise<Customer | null>;
  login(input: LoginInput): Promise<Customer>;
  logout(): Promise<void>;
  register(input: RegisterInput): Promise<Customer>;
  /** Sends the recovery mail when the address has an account; says nothing either way. */
  requestPasswordRecovery(email: string): Promise<void>;
  /**
   * Sets the new password with the mail's link, then logs the shopper in with it: the customer,
   * or null when the address given is not the account's (the password is set all the same).
   */
  recoverPassword(input: RecoverPasswordInput): Promise<Customer | null>;
  /** Salutation and name (the logged-in customer); answers the customer as it is now. */
  changeProfile(input: ProfileInput): Promise<Customer>;
  changeEmail(input: EmailChangeInput): Promise<Customer>;
  changePassword(input: PasswordChangeInput): Promise<void>;
  newsletter(): Promise<NewsletterSubscription>;
  /** Subscribes the customer's own address (no confirmation mail: they are logged in) or unsubscribes it. */
  setNewsletter(subscribed: boolean): Promise<NewsletterSubscription>;
  addresses(): Promise<Address[]>;
  addAddress(input: AddressInput): Promise<Address>;
  updateAddress(id: string, input: AddressInput): Promise<Address>;
  /** Refused (400 CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT) for a default address. */
  deleteAddress(id: string): Promise<void>;
  setDefaultAddress(id: string, role: AddressRole): Promise<void>;
  orders(page: number): Promise<OrderList>;
  order(id: string): Promise<OrderDetail>;
  /**
   * The guest's order behind a confirmation mail's deep link code, when this browser proved it
   * theirs on the order's page (e-mail address and postcode, kept by the worker in a cookie of
   * that page only); null otherwise. The proof never passes through the browser's code.
   */
  guestOrder(deepLinkCode: string): Promise<OrderDetail | null>;
  checkoutContext(): Promise<CheckoutContext>;
  chooseCheckoutMethods(choice: CheckoutChoice): Promise<{ context: CheckoutContext; cart: Cart }>;
  placeOrder(input: PlaceOrderInput): Promise<PaymentStart>;
  /** The order placed by a checkout attempt (its key), when one can be seen; null otherwise. Never places. */
  orderOfAttempt(attemptKey: string): Promise<string | null>;
  /** Cancels one of the customer's open orders and answers it as it is now. */
  cancelOrder(id: string): Promise<OrderDetail>;
  /** Pays an order again (after a failed or cancelled payment), with this method. */
  payOrder(orderId: string, paymentMethodId: string): Promise<PaymentStart>;
  /** The logged-in customer's saved products, newest first (visitors and guests keep theirs in the browser). */
  wishlist(): Promise<ProductCard[]>;
  /** Saves a product; saving one already saved is not an error. */
  addToWishlist(productId: string): Promise<void>;
  /** Removes a product; removing one not (or no longer) saved is not an error. */
  removeFromWishlist(productId: string): Promise<void>;
  /** Adds the products a visitor saved in the browser to the account's list (after login or registration). */
  mergeWishlist(productIds: string[]): Promise<void>;
}
