// The account and checkout part of the one data path (shared/storefront-api.ts): the worker
// implements it with the shopper's own Shopware client (never cached), the browser with
// fetch('/api/account/...') and fetch('/api/checkout/...').
import type { Cart } from '../cart/types';
import type { ProductCard } from '../catalogue/types';
import type {
  CheckoutChoice, CheckoutContext, Country, Customer, Salutation, LoginInput, OrderDetail, OrderList, PaymentStart,
  RecoverPasswordInput, RegisterInput,
} from './types';

export interface PlaceOrderInput extends CheckoutChoice {
  /** A guest (or new customer) registering with this order; absent when logged in. */
  register?: RegisterInput | undefined;
  customerComment?: string | undefined;
  /** The shopper ticked the terms: the worker refuses the order otherwise. */
  acceptedTerms: boolean;
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
  recoverPassword(input: RecoverPasswordInput): Promise<void>;
  orders(page: number): Promise<OrderList>;
  order(id: string): Promise<OrderDetail>;
  checkoutContext(): Promise<CheckoutContext>;
  chooseCheckoutMethods(choice: CheckoutChoice): Promise<{ context: CheckoutContext; cart: Cart }>;
  placeOrder(input: PlaceOrderInput): Promise<PaymentStart>;
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
