// Shopware's answers to account and checkout requests in the shop's words: a violation's code
// and JSON pointer become a Dutch message on the form's field, other error codes a message for
// the whole form. Shopware's English detail never reaches the shopper.
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

const FORM_MESSAGES: Record<string, string> = {
  CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS: 'Het e-mailadres of het wachtwoord klopt niet.',
  CHECKOUT__CUSTOMER_IS_INACTIVE: 'Dit account is nog niet geactiveerd. Kijk in je mailbox voor de bevestigingslink.',
  CHECKOUT__CUSTOMER_AUTH_THROTTLED: 'Te veel pogingen. Wacht even en probeer het dan opnieuw.',
  CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH: 'Deze link om je wachtwoord te herstellen is ongeldig. Vraag een nieuwe aan.',
  CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED: 'Deze link om je wachtwoord te herstellen is verlopen. Vraag een nieuwe aan.',
  CHECKOUT__CUSTOMER_NOT_LOGGED_IN: 'Je bent niet (meer) ingelogd. Log opnieuw in.',
  CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT: 'Dit is je standaard factuur- of bezorgadres en kan niet worden verwijderd. Maak eerst een ander adres standaard.',
  CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND: 'Dit adres bestaat niet (meer). Ververs de pagina.',
  CHECKOUT__CART_EMPTY: 'Je winkelwagen is leeg.',
  CHECKOUT__CART_INVALID: 'Je winkelwagen is veranderd. Controleer je bestelling en probeer het opnieuw.',
  CHECKOUT__ORDER_NOT_FOUND: 'Deze bestelling bestaat niet.',
  CHECKOUT__UNKNOWN_PAYMENT_METHOD: 'Deze betaalmethode is niet beschikbaar. Kies een andere.',
  CHECKOUT__PAYMENT_ERROR: 'De betaling kon niet worden gestart. Kies een andere betaalmethode of probeer het opnieuw.',
};

/** Field messages by violation code; the field comes from the pointer. */
function violationMessage(code: string, field: string): string {
  switch (code) {
    case 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE':
      return 'Er is al een account met dit e-mailadres. Log in of herstel je wachtwoord.';
    case 'VIOLATION::TOO_SHORT_ERROR':
      return field === 'password' || field === 'newPassword' ? ACCOUNT_MESSAGES.passwordTooShort : 'Dit is te kort.';
    case 'VIOLATION::INVALID_FORMAT_ERROR':
    case 'VIOLATION::STRICT_CHECK_FAILED_ERROR':
    case 'VIOLATION::INVALID_EMAIL_FORMAT_ERROR':
      return field === 'email' ? ACCOUNT_MESSAGES.emailInvalid : field === 'zipcode' ? ACCOUNT_MESSAGES.zipcodeInvalid : 'Dit klopt niet.';
    case 'VIOLATION::NOT_EQUAL_ERROR':
      return field === 'emailConfirmation' ? ACCOUNT_MESSAGES.emailsDiffer : ACCOUNT_MESSAGES.passwordsDiffer;
    case 'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT':
      return ACCOUNT_MESSAGES.currentPasswordWrong;
    case 'VIOLATION::NO_SUCH_CHOICE_ERROR':
    case 'VIOLATION::ENTITY_DOES_NOT_EXISTS':
      return 'Kies een van de mogelijkheden.';
    default: {
      const blank: Record<string, string> = {
        email: ACCOUNT_MESSAGES.emailRequired, password: ACCOUNT_MESSAGES.passwordRequired,
        emailConfirmation: ACCOUNT_MESSAGES.emailsDiffer,
        newPassword: ACCOUNT_MESSAGES.passwordRequired, firstName: ACCOUNT_MESSAGES.firstName,
        lastName: ACCOUNT_MESSAGES.lastName, street: ACCOUNT_MESSAGES.street, zipcode: ACCOUNT_MESSAGES.zipcode,
        city: ACCOUNT_MESSAGES.city, countryId: ACCOUNT_MESSAGES.country, salutationId: ACCOUNT_MESSAGES.salutation,
      };
      return blank[field] ?? 'Vul dit veld in.';
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
