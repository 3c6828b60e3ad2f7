// The worker's schemas for the contact form, built from the one set of rules and messages in
// ./contact-rules.ts (which the browser's form uses without zod).
import * as z from 'zod';
import {
  CONTACT_LIMITS, CONTACT_MESSAGES, DEFAULT_CONTACT_SUBJECT, textFieldError,
  type ContactSubmission, type ContactTextField, type ContactValues,
} from './contact-rules';

export {
  CONTACT_MESSAGES, DEFAULT_CONTACT_SUBJECT, EMAIL_PATTERN, PHONE_PATTERN, STRICT_EMAIL_PATTERN,
} from './contact-rules';
export type { ContactSubmission, ContactValues } from './contact-rules';

const REQUIRED: Record<Exclude<ContactTextField, 'subject'>, string> = {
  firstname: CONTACT_MESSAGES.firstName,
  surname: CONTACT_MESSAGES.lastName,
  phone: CONTACT_MESSAGES.phoneRequired,
  email: CONTACT_MESSAGES.emailRequired,
  message: CONTACT_MESSAGES.message,
};

/** A text field checked by its rule (one message per field), then trimmed; too long is refused. */
const ruled = (field: Exclude<ContactTextField, 'subject'>, max: number) =>
  z.string({ error: REQUIRED[field] })
    .superRefine((value, ctx) => {
      const message = textFieldError(field, value);
      if (message) ctx.addIssue({ code: 'custom', message });
      else if (value.trim().length > max) ctx.addIssue({ code: 'custom', message: `${field} is too long (at most ${max} characters)` });
    })
    .transform((value) => value.trim());

const subject = z.string().max(CONTACT_LIMITS.subject + 50).optional()
  .transform((s) => s?.trim().slice(0, CONTACT_LIMITS.subject) ?? '');

/** The form as the shopper fills it in (the no-JavaScript post checks this). */
export const contactFormSchema = z.object({
  firstname: ruled('firstname', CONTACT_LIMITS.name),
  surname: ruled('surname', CONTACT_LIMITS.name),
  phone: ruled('phone', CONTACT_LIMITS.phone),
  email: ruled('email', CONTACT_LIMITS.email),
  subject,
  message: ruled('message', CONTACT_LIMITS.message),
  agree: z.literal(true, { error: CONTACT_MESSAGES.agree }),
}) satisfies z.ZodType<ContactValues, unknown>;

/** What the browser posts to /api/contact-form (spec section 7): phone optional there. */
export const contactSubmissionSchema = z.object({
  firstName: ruled('firstname', CONTACT_LIMITS.name),
  lastName: ruled('surname', CONTACT_LIMITS.name),
  email: ruled('email', CONTACT_LIMITS.email),
  phone: z.string().max(CONTACT_LIMITS.phone + 20).optional()
    .superRefine((value, ctx) => {
      const message = value?.trim() ? textFieldError('phone', value) : null;
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((value) => value?.trim() || undefined),
  subject: subject.transform((s) => s || DEFAULT_CONTACT_SUBJECT),
  message: ruled('message', CONTACT_LIMITS.message),
  recaptchaToken: z.string().max(4096).optional(),
}) satisfies z.ZodType<ContactSubmission, unknown>;
