// Contact form rules (spec section 5), shared by the form in the browser and the worker's
// API route, with the spec's messages verbatim.
import { z } from 'zod';

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
} as const;

/** Optional +, a 1-4 digit country code, optional separators, 3 digits, then 4-6 digits. */
export const PHONE_PATTERN = /^\+?\d{1,4}[\s.-]?\(?\d{1,4}\)?[\s.-]?\d{3}[\s.-]?\d{4,6}$/;
/** "Looks like an email". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The stricter pattern for the input's invalid styling. */
export const STRICT_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

// `abort`: an empty field reports only that it is required, not also that it is malformed.
const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message, abort: true });

const phone = z.string({ error: CONTACT_MESSAGES.phoneRequired }).trim()
  .min(1, { error: CONTACT_MESSAGES.phoneRequired, abort: true })
  .regex(PHONE_PATTERN, CONTACT_MESSAGES.phoneInvalid);
const email = z.string({ error: CONTACT_MESSAGES.emailRequired }).trim()
  .min(1, { error: CONTACT_MESSAGES.emailRequired, abort: true })
  .max(254, CONTACT_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, CONTACT_MESSAGES.emailInvalid);

/** The form as the shopper fills it in (every field the spec lists). */
export const contactFormSchema = z.object({
  firstname: required(CONTACT_MESSAGES.firstName).max(100),
  surname: required(CONTACT_MESSAGES.lastName).max(100),
  phone,
  email,
  subject: z.string().trim().max(200).optional(),
  message: required(CONTACT_MESSAGES.message).max(5000),
  agree: z.literal(true, { error: CONTACT_MESSAGES.agree }),
});

export type ContactForm = z.infer<typeof contactFormSchema>;

export const DEFAULT_CONTACT_SUBJECT = 'Contact Form';

/** What the browser posts to /api/contact-form (spec section 7): phone optional there. */
export const contactSubmissionSchema = z.object({
  firstName: required(CONTACT_MESSAGES.firstName).max(100),
  lastName: required(CONTACT_MESSAGES.lastName).max(100),
  email,
  phone: z.string().trim().max(40).regex(PHONE_PATTERN, CONTACT_MESSAGES.phoneInvalid).optional().or(z.literal('')),
  subject: z.string().trim().max(200).optional().transform((s) => (s ? s : DEFAULT_CONTACT_SUBJECT)),
  message: required(CONTACT_MESSAGES.message).max(5000),
  recaptchaToken: z.string().max(4096).optional(),
});

export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;
