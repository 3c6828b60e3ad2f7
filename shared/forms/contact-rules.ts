// Contact form rules (spec section 5) with the spec's messages verbatim: the one definition
// the browser's form checks with, and that the worker's schemas (./contact.ts) are built
// from. No zod here: this module is part of the contact form's browser chunk.

export const CONTACT_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number is invalid',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  message: 'Message is required',
  agree: 'You must agree to the privacy policy',
  validationFailed: 'Form validation failed',
  submissionFailed: 'Form submission failed',
  recaptchaVerify: 'Failed to verify reCAPTCHA',
  recaptchaLoad: 'Failed to load reCAPTCHA',
} as const;

/** Optional +, a 1-4 digit country code, optional separators, 3 digits, then 4-6 digits. */
export const PHONE_PATTERN = /^\+?\d{1,4}[\s.-]?\(?\d{1,4}\)?[\s.-]?\d{3}[\s.-]?\d{4,6}$/;
/** "Looks like an email". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The stricter pattern for the input's invalid styling (letters, digits, ._%+- then a domain with a TLD of 2+ letters). */
export const STRICT_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** Longest accepted values (the inputs' maxlength; the worker refuses longer ones). */
export const CONTACT_LIMITS = { name: 100, phone: 40, email: 254, subject: 200, message: 5000 } as const;

export const DEFAULT_CONTACT_SUBJECT = 'Contact Form';

export type ContactTextField = 'firstname' | 'surname' | 'phone' | 'email' | 'subject' | 'message';
export type ContactField = ContactTextField | 'agree';

/** The form as the shopper fills it in (every field the spec lists). */
export interface ContactValues {
  firstname: string;
  surname: string;
  phone: string;
  email: string;
  subject: string;
  message: string;
  agree: boolean;
}

export const EMPTY_CONTACT_VALUES: ContactValues = {
  firstname: '', surname: '', phone: '', email: '', subject: '', message: '', agree: false,
};

export const CONTACT_FIELDS: readonly ContactField[] = ['firstname', 'surname', 'phone', 'email', 'subject', 'message', 'agree'];

const blank = (value: string) => value.trim() === '';

/** The rule of one text field; null when the value passes. Values are checked trimmed. */
export function textFieldError(field: ContactTextField, value: string): string | null {
  const v = value.trim();
  switch (field) {
    case 'firstname': return blank(v) ? CONTACT_MESSAGES.firstName : null;
    case 'surname': return blank(v) ? CONTACT_MESSAGES.lastName : null;
    case 'phone':
      if (blank(v)) return CONTACT_MESSAGES.phoneRequired;
      return PHONE_PATTERN.test(v) ? null : CONTACT_MESSAGES.phoneInvalid;
    case 'email':
      if (blank(v)) return CONTACT_MESSAGES.emailRequired;
      return v.length <= CONTACT_LIMITS.email && EMAIL_PATTERN.test(v) ? null : CONTACT_MESSAGES.emailInvalid;
    case 'message': return blank(v) ? CONTACT_MESSAGES.message : null;
    case 'subject': return null;
  }
}

/** The rule of any field of the form. */
export function contactFieldError(field: ContactField, values: ContactValues): string | null {
  if (field === 'agree') return values.agree === true ? null : CONTACT_MESSAGES.agree;
  return textFieldError(field, values[field]);
}

export type ContactErrors = Partial<Record<ContactField, string>>;

/** Every field's message; an empty object when the form may be sent. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = contactFieldError(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The email input looks invalid (styling only) when filled in and not matching the strict pattern. */
export function emailStyledInvalid(value: string): boolean {
  return value.trim() !== '' && !STRICT_EMAIL_PATTERN.test(value.trim());
}

/** What the browser posts to /api/contact-form (spec section 7). */
export interface ContactSubmission {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | undefined;
  subject: string;
  message: string;
  recaptchaToken?: string | undefined;
}

export function toContactSubmission(values: ContactValues, recaptchaToken?: string): ContactSubmission {
  const subject = values.subject.trim();
  return {
    firstName: values.firstname.trim(),
    lastName: values.surname.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    subject: subject || DEFAULT_CONTACT_SUBJECT,
    message: values.message.trim(),
    ...(recaptchaToken ? { recaptchaToken } : {}),
  };
}

/**
 * The message after a failed submission (spec section 8): the server's own message when it
 * gave one, else the configured snippet, else 'Form submission failed'.
 */
export function submissionFailureMessage(serverMessage: string | null | undefined, snippet: string): string {
  return serverMessage?.trim() || snippet.trim() || CONTACT_MESSAGES.submissionFailed;
}

/** Spec section 9: the success message shows for 5000 ms, then the form is reset. */
export const CONTACT_SUCCESS_MS = 5000;

/** The worker accepts this many submissions per client in the window. */
export const CONTACT_RATE_LIMIT = { max: 5, windowSeconds: 600 } as const;

export function rateLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Je hebt te veel berichten verstuurd. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`;
}

/**
 * Without JavaScript the form posts to the worker, which redirects back with the outcome in
 * this query parameter (and the form's id as the fragment).
 */
export const CONTACT_STATUS_PARAM = 'contact';
export const CONTACT_FORM_ID = 'contactformulier';
export const CONTACT_POST_PATH = '/contact-form';
export type ContactPostStatus = 'sent' | 'invalid' | 'failed' | 'limited' | 'recaptcha';
export const CONTACT_POST_STATUSES: readonly ContactPostStatus[] = ['sent', 'invalid', 'failed', 'limited', 'recaptcha'];

export function contactPostStatus(value: string | null | undefined): ContactPostStatus | null {
  return CONTACT_POST_STATUSES.includes(value as ContactPostStatus) ? (value as ContactPostStatus) : null;
}
