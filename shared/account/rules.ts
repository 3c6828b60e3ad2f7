// Account and checkout form rules: the one definition the browser's forms check with (live
// per field after an edit, all of them on submit) and the worker checks every post with again.
// No zod here: this module is part of the account and checkout chunks.
import { EMAIL_PATTERN } from '../forms/contact-rules';

/** Shopware's default minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;

export const ACCOUNT_LIMITS = { name: 100, email: 254, password: 200, street: 200, zipcode: 16, city: 100, comment: 1000 } as const;

export const ACCOUNT_MESSAGES = {
  emailRequired: 'Vul je e-mailadres in.',
  emailInvalid: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.',
  passwordRequired: 'Vul je wachtwoord in.',
  passwordTooShort: `Je wachtwoord moet minstens ${MIN_PASSWORD_LENGTH} tekens hebben.`,
  passwordsDiffer: 'De wachtwoorden zijn niet gelijk.',
  emailsDiffer: 'De e-mailadressen zijn niet gelijk.',
  currentPasswordRequired: 'Vul je huidige wachtwoord in.',
  currentPasswordWrong: 'Je huidige wachtwoord klopt niet.',
  salutation: 'Kies een aanhef.',
  firstName: 'Vul je voornaam in.',
  lastName: 'Vul je achternaam in.',
  street: 'Vul je straat en huisnummer in.',
  streetNumber: 'Vul ook je huisnummer in.',
  zipcode: 'Vul je postcode in.',
  zipcodeInvalid: 'Vul een geldige postcode in, zoals 1234 AB.',
  city: 'Vul je woonplaats in.',
  country: 'Kies een land.',
  terms: 'Ga akkoord met de algemene voorwaarden om je bestelling te plaatsen.',
  shippingMethod: 'Kies een verzendmethode.',
  paymentMethod: 'Kies een betaalmethode.',
  validationFailed: 'Controleer de gemarkeerde velden.',
} as const;

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

/**
 * A redirect target from the query string: only a path on this site ('/account/orders'),
 * never another origin ('//evil.example', 'https://…', '/\\evil.example') or a script URL.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/account'): string {
  if (!value || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'https://shop.invalid');
    if (url.origin !== 'https://shop.invalid') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
