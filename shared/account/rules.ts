// Account and checkout form rules: the one definition the browser's forms check with (live
// per field after an edit, all of them on submit) and the worker checks every post with again.
// No zod here: this module is part of the account and checkout chunks.
import { EMAIL_PATTERN } from '../forms/contact-rules';
import { shopperMessage } from '../snippets';

/** Shopware's default minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;

export const ACCOUNT_LIMITS = { name: 100, email: 254, password: 200, street: 200, zipcode: 16, city: 100, comment: 1000 } as const;

/**
 * The rules' messages: snippet keys (shopperMessage, shared/snippets.ts), looked up in the
 * shop's snippets where they are shown; the English text is the fallback.
 */
export const ACCOUNT_MESSAGES = {
  emailRequired: shopperMessage('account.message.emailRequired', 'Enter your email address.'),
  emailInvalid: shopperMessage('account.message.emailInvalid', 'Enter a valid email address, such as name@example.com.'),
  passwordRequired: shopperMessage('account.message.passwordRequired', 'Enter your password.'),
  passwordTooShort: shopperMessage('account.message.passwordTooShort', 'Your password must have at least {min} characters.', { min: MIN_PASSWORD_LENGTH }),
  passwordsDiffer: shopperMessage('account.message.passwordsDiffer', 'The passwords do not match.'),
  emailsDiffer: shopperMessage('account.message.emailsDiffer', 'The email addresses do not match.'),
  currentPasswordRequired: shopperMessage('account.message.currentPasswordRequired', 'Enter your current password.'),
  currentPasswordWrong: shopperMessage('account.message.currentPasswordWrong', 'Your current password is not correct.'),
  salutation: shopperMessage('account.message.salutation', 'Choose a salutation.'),
  firstName: shopperMessage('account.message.firstName', 'Enter your first name.'),
  lastName: shopperMessage('account.message.lastName', 'Enter your last name.'),
  street: shopperMessage('account.message.street', 'Enter your street and house number.'),
  streetNumber: shopperMessage('account.message.streetNumber', 'Enter your house number too.'),
  zipcode: shopperMessage('account.message.zipcode', 'Enter your postcode.'),
  zipcodeInvalid: shopperMessage('account.message.zipcodeInvalid', 'Enter a valid postcode, such as 1234 AB.'),
  city: shopperMessage('account.message.city', 'Enter your town or city.'),
  country: shopperMessage('account.message.country', 'Choose a country.'),
  terms: shopperMessage('account.message.terms', 'Accept the terms and conditions to place your order.'),
  shippingMethod: shopperMessage('account.message.shippingMethod', 'Choose a shipping method.'),
  paymentMethod: shopperMessage('account.message.paymentMethod', 'Choose a payment method.'),
  validationFailed: shopperMessage('account.message.validationFailed', 'Check the highlighted fields.'),
} as const;

/** A failure nobody explained (offline, 5xx): the same words on every account form. */
export const GENERIC_FAILURE = shopperMessage('account.genericFailure', 'That did not work. Please try again shortly.');

/** Postcode formats of the countries the shop ships to (ISO code → pattern). */
const POSTCODES: Record<string, RegExp> = {
  NL: /^[1-9][0-9]{3} ?(?!SA|SD|SS)[A-Za-z]{2}$/,
  BE: /^[1-9][0-9]{3}$/,
  DE: /^[0-9]{5}$/,
};

/** Dutch postcodes written the way the post writes them: '1234 AB'. */
export function normalisePostcode(value: string, countryIso: string | undefined): string {
  const v = value.trim();
  if (countryIso === 'NL' && POSTCODES.NL!.test(v)) return `${v.slice(0, 4)} ${v.slice(-2).toUpperCase()}`;
  return v;
}

export function postcodeError(value: string, countryIso: string | undefined): string | null {
  const v = value.trim();
  if (v === '') return ACCOUNT_MESSAGES.zipcode;
  const pattern = countryIso ? POSTCODES[countryIso] : undefined;
  return !pattern || pattern.test(v) ? null : ACCOUNT_MESSAGES.zipcodeInvalid;
}

export function emailError(value: string): string | null {
  const v = value.trim();
  if (v === '') return ACCOUNT_MESSAGES.emailRequired;
  return v.length <= ACCOUNT_LIMITS.email && EMAIL_PATTERN.test(v) ? null : ACCOUNT_MESSAGES.emailInvalid;
}

export function newPasswordError(value: string): string | null {
  if (value === '') return ACCOUNT_MESSAGES.passwordRequired;
  return value.length < MIN_PASSWORD_LENGTH ? ACCOUNT_MESSAGES.passwordTooShort : null;
}

/** A form's values: every field a string, checkboxes 'on' or ''. */
export type FormValues = Record<string, string>;
export type FieldRule = (value: string, values: FormValues) => string | null;
export type FormRules = Record<string, FieldRule>;
export type FormErrors = Record<string, string>;

const required = (message: string): FieldRule => (value) => (value.trim() === '' ? message : null);

/** The address fields; `countryIso` tells the postcode rule which country was chosen. */
export function addressRules(countryIso: (countryId: string) => string | undefined): FormRules {
  return {
    salutationId: required(ACCOUNT_MESSAGES.salutation),
    firstName: required(ACCOUNT_MESSAGES.firstName),
    lastName: required(ACCOUNT_MESSAGES.lastName),
    street: (value) => {
      if (value.trim() === '') return ACCOUNT_MESSAGES.street;
      return /\d/.test(value) ? null : ACCOUNT_MESSAGES.streetNumber;
    },
    zipcode: (value, values) => postcodeError(value, countryIso(values.countryId ?? '')),
    city: required(ACCOUNT_MESSAGES.city),
    countryId: required(ACCOUNT_MESSAGES.country),
  };
}

export const LOGIN_RULES: FormRules = {
  email: emailError,
  password: required(ACCOUNT_MESSAGES.passwordRequired),
};

export const RECOVERY_REQUEST_RULES: FormRules = { email: emailError };

export const NEW_PASSWORD_RULES: FormRules = {
  newPassword: newPasswordError,
  newPasswordConfirm: (value, values) => (value !== values.newPassword ? ACCOUNT_MESSAGES.passwordsDiffer : null),
};

/** The recovery link's form: the address it was mailed to, and the new password twice. */
export const RECOVER_PASSWORD_RULES: FormRules = {
  email: emailError,
  ...NEW_PASSWORD_RULES,
};

/** Personal details: salutation and name. */
export const PROFILE_RULES: FormRules = {
  salutationId: required(ACCOUNT_MESSAGES.salutation),
  firstName: required(ACCOUNT_MESSAGES.firstName),
  lastName: required(ACCOUNT_MESSAGES.lastName),
};

/** A new email address, typed twice, and the current password. */
export const EMAIL_CHANGE_RULES: FormRules = {
  email: emailError,
  emailConfirmation: (value, values) =>
    value.trim().toLowerCase() !== (values.email ?? '').trim().toLowerCase() ? ACCOUNT_MESSAGES.emailsDiffer : null,
  password: required(ACCOUNT_MESSAGES.currentPasswordRequired),
};

/** The current password, and the new one typed twice. */
export const PASSWORD_CHANGE_RULES: FormRules = {
  password: (value) => (value === '' ? ACCOUNT_MESSAGES.currentPasswordRequired : null),
  ...NEW_PASSWORD_RULES,
};

/** Registration: an account (with a password), or a guest for this one order. */
export function registerRules(countryIso: (countryId: string) => string | undefined, guest: boolean): FormRules {
  return {
    ...addressRules(countryIso),
    email: emailError,
    ...(guest ? {} : { password: newPasswordError }),
  };
}

/** Every field's message; an empty object when the form may be sent. */
export function validateForm(rules: FormRules, values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const [field, rule] of Object.entries(rules)) {
    const message = rule(values[field] ?? '', values);
    if (message) errors[field] = message;
  }
  return errors;
}
