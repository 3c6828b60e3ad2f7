// Shopware's answers to account and checkout requests in the shop's words: a violation's code
// and JSON pointer become a Dutch message on the form's field, other error codes a message for
// the whole form, each a snippet key (shopperMessage) looked up where it is shown. Shopware's
// English detail never reaches the shopper.
import { shopperMessage } from '../snippets';
import { ACCOUNT_MESSAGES } from './rules';

export interface StoreApiErrorLike {
  code?: string | undefined;
  detail?: string | undefined;
  source?: { pointer?: string | undefined } | undefined;
}

/** What a refused form shows: one message for the form, and one per field where known. */
export interface FormProblem {
  message: string;
  fields: Record<string, string>;
}

export const RECOVERY_LINK_INVALID = shopperMessage('account.message.recoveryLinkInvalid', 'This link to reset your password is invalid. Request a new one.');

const FORM_MESSAGES: Record<string, string> = {
  CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS: shopperMessage('account.message.badCredentials', 'The email address or the password is not correct.'),
  CHECKOUT__CUSTOMER_IS_INACTIVE: shopperMessage('account.message.inactive', 'This account has not been activated yet. Look in your mailbox for the confirmation link.'),
  CHECKOUT__CUSTOMER_AUTH_THROTTLED: shopperMessage('account.message.throttled', 'Too many attempts. Wait a moment and then try again.'),
  CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH: RECOVERY_LINK_INVALID,
  CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED: shopperMessage('account.message.recoveryLinkExpired', 'This link to reset your password has expired. Request a new one.'),
  CHECKOUT__CUSTOMER_NOT_LOGGED_IN: shopperMessage('account.message.notLoggedIn', 'You are not (or no longer) logged in. Log in again.'),
  CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT: shopperMessage('account.message.addressIsDefault', 'This is your default billing or shipping address and cannot be deleted. Make another address the default first.'),
  CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND: shopperMessage('account.message.addressNotFound', 'This address does not exist (any more). Refresh the page.'),
  CHECKOUT__CART_EMPTY: shopperMessage('account.message.cartEmpty', 'Your cart is empty.'),
  CHECKOUT__CART_INVALID: shopperMessage('account.message.cartChanged', 'Your cart has changed. Check your order and try again.'),
  CHECKOUT__ORDER_NOT_FOUND: shopperMessage('account.message.orderNotFound', 'This order does not exist.'),
  CHECKOUT__UNKNOWN_PAYMENT_METHOD: shopperMessage('account.message.paymentMethodUnavailable', 'This payment method is not available. Choose another one.'),
  CHECKOUT__PAYMENT_ERROR: shopperMessage('account.message.paymentError', 'The payment could not be started. Choose another payment method or try again.'),
};

/** Field messages by violation code; the field comes from the pointer. */
function violationMessage(code: string, field: string): string {
  switch (code) {
    case 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE':
      return shopperMessage('account.message.emailTaken', 'There is already an account with this email address. Log in or reset your password.');
    case 'VIOLATION::TOO_SHORT_ERROR':
      return field === 'password' || field === 'newPassword' ? ACCOUNT_MESSAGES.passwordTooShort : shopperMessage('account.message.tooShort', 'This is too short.');
    case 'VIOLATION::INVALID_FORMAT_ERROR':
    case 'VIOLATION::STRICT_CHECK_FAILED_ERROR':
    case 'VIOLATION::INVALID_EMAIL_FORMAT_ERROR':
      return field === 'email' ? ACCOUNT_MESSAGES.emailInvalid : field === 'zipcode' ? ACCOUNT_MESSAGES.zipcodeInvalid : shopperMessage('account.message.invalid', 'This is not correct.');
    case 'VIOLATION::NOT_EQUAL_ERROR':
      return field === 'emailConfirmation' ? ACCOUNT_MESSAGES.emailsDiffer : ACCOUNT_MESSAGES.passwordsDiffer;
    case 'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT':
      return ACCOUNT_MESSAGES.currentPasswordWrong;
    case 'VIOLATION::NO_SUCH_CHOICE_ERROR':
    case 'VIOLATION::ENTITY_DOES_NOT_EXISTS':
      return shopperMessage('account.message.noSuchChoice', 'Choose one of the options.');
    default: {
      const blank: Record<string, string> = {
        email: ACCOUNT_MESSAGES.emailRequired, password: ACCOUNT_MESSAGES.passwordRequired,
        emailConfirmation: ACCOUNT_MESSAGES.emailsDiffer,
        newPassword: ACCOUNT_MESSAGES.passwordRequired, firstName: ACCOUNT_MESSAGES.firstName,
        lastName: ACCOUNT_MESSAGES.lastName, street: ACCOUNT_MESSAGES.street, zipcode: ACCOUNT_MESSAGES.zipcode,
        city: ACCOUNT_MESSAGES.city, countryId: ACCOUNT_MESSAGES.country, salutationId: ACCOUNT_MESSAGES.salutation,
      };
      return blank[field] ?? shopperMessage('account.message.required', 'Fill in this field.');
    }
  }
}

/** '/billingAddress/zipcode' → 'zipcode' (the forms have one address). */
const fieldOf = (pointer: string | undefined): string => (pointer ?? '').split('/').filter(Boolean).pop() ?? '';

export function formProblem(errors: StoreApiErrorLike[], fallback: string): FormProblem {
  const fields: Record<string, string> = {};
  let message: string | undefined;
  for (const error of errors) {
    const code = error.code ?? '';
    if (code.startsWith('VIOLATION::')) {
      const field = fieldOf(error.source?.pointer);
      if (field && !fields[field]) fields[field] = violationMessage(code, field);
    } else {
      message ??= FORM_MESSAGES[code];
    }
  }
  return { message: message ?? (Object.keys(fields).length > 0 ? ACCOUNT_MESSAGES.validationFailed : fallback), fields };
}
