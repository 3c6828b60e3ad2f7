// The contact form on the worker (spec sections 5, 7 and 8): the body is checked again with
// the shared rules whatever the browser did, submissions are rate-limited per client, and a
// configured reCAPTCHA site key makes a token required (Shopware's plugin verifies it).
// Two transports of one route: POST /api/contact-form (JSON, the hydrated form) and POST
// /contact-form (its form post without JavaScript, answered with a redirect back to the page). The
// newsletter's sign-up (POST /api/newsletter) lives here too: the other thing a visitor sends.
import { NEWSLETTER_POST_PATH, newsletterReturnPath, type NewsletterPostStatus } from '../../shared/forms/newsletter';
import { refusedByShop } from '../shopware/errors';
import { requestHost } from '../request/origin';
import type { Context } from 'hono';
import * as z from 'zod';
import {
  CONTACT_FORM_ID, CONTACT_MESSAGES, CONTACT_POST_PATH, CONTACT_STATUS_PARAM, rateLimitedMessage, toContactSubmission,
  type ContactPostStatus,
} from '../../shared/forms/contact-rules';
import { contactFormSchema, contactSubmissionSchema, type ContactSubmission } from '../../shared/forms/contact';
import { readConfig } from '../env';
import type { AppEnv } from '../types';
import { hitRateLimit, rateLimitClient } from '../rate-limit/limits';
import { logError } from '../logging/log';
import { route, type RouteTable } from './route';

type Outcome =
  | { kind: 'sent'; message: string }
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'recaptcha' };

/** Rate limit, reCAPTCHA presence, then the shop's contact route (whose errors propagate). */
async function submit(c: Context<AppEnv>, submission: ContactSubmission): Promise<Outcome> {
  const config = readConfig(c.env);
  if (config.recaptchaSiteKey && !submission.recaptchaToken) return { kind: 'recaptcha' };
  const limit = await hitRateLimit(c.env.RATE_LIMITER, 'contact', rateLimitClient(c.req.raw.headers));
  if (!limit.allowed) return { kind: 'limited', retryAfterSeconds: limit.retryAfterSeconds };
  const { message } = await c.var.storefront.sendContactForm(submission);
  return { kind: 'sent', message };
}

/**
 * POST /api/contact-form: {message} on success; 400 with the field issues, 429 when limited.
 * POST /api/newsletter: the newsletter's sign-up (rate-limited per client).
 */
export const contactRoutes = {
  sendContactForm: route(contactSubmissionSchema, async (submission, c) => {
    const outcome = await submit(c, submission);
    switch (outcome.kind) {
      case 'sent': return { message: outcome.message };
      case 'recaptcha': return c.json({ error: 'Invalid request', message: CONTACT_MESSAGES.recaptchaVerify }, 400);
      case 'limited':
        c.header('Retry-After', String(outcome.retryAfterSeconds));
        return c.json({ error: 'Too many requests', message: rateLimitedMessage(outcome.retryAfterSeconds) }, 429);
    }
  }, {
    invalid: (c, error) => c.json({
      error: 'Invalid request', message: CONTACT_MESSAGES.validationFailed,
      issues: error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
    }, 400),
    // The contact block's form without JavaScript: back to its page, at the form, told how it went.
    form: {
      path: CONTACT_POST_PATH,
      input: contactInput,
      invalid: (c, fields) => backFromContact(c, fields, 'invalid'),
      // Its one refusal: a reCAPTCHA token is required and a page without JavaScript has none.
      refused: (c, _answer, _input, fields) => backFromContact(c, fields, 'recaptcha'),
      limited: (c, _answer, _input, fields) => backFromContact(c, fields, 'limited'),
      done: (c, _sent, _input, fields) => backFromContact(c, fields, 'sent'),
      failed(c, error, _input, fields) {
        logError('Contact form post failed', error);
        return backFromContact(c, fields, 'failed');
      },
    },
  }),

  subscribeNewsletter: route(z.object({ email: z.email({ error: 'Email is invalid' }).max(254) }), (input, c) =>
    c.var.storefront.subscribeNewsletter(input.email), {
    rateLimit: 'newsletter',
    // The footer's form before (or without) its JavaScript: subscribed (Shopware's double
    // opt-in, as the hydrated form does), back to the page it was on, told how it went.
    form: {
      path: NEWSLETTER_POST_PATH,
      input: (fields) => ({ email: (fields.email ?? '').trim() }),
      invalid: (c) => backFromNewsletter(c, 'invalid'),
      done: (c) => backFromNewsletter(c, 'subscribed'),
      failed: (c, error) => backFromNewsletter(c, refusedByShop(error) ? 'invalid' : 'failed'),
    },
  }),
} satisfies Partial<RouteTable>;

/** Back to the page the footer's form was sent from (only a page of this site), with how it went. */
const backFromNewsletter = (c: Context<AppEnv>, status: NewsletterPostStatus) =>
  c.redirect(newsletterReturnPath(c.req.header('referer'), requestHost(c.req.raw), status), 303);

/** A path of this site to return to (never another origin). */
function backPath(value: unknown): string {
  return typeof value === 'string' && /^\/(?!\/)[^\s\\?#]{0,300}$/.test(value) ? value : '/contact/';
}

/** Back to the page the contact form was sent from (its `back` field), with how it went, at the form. */
const backFromContact = (c: Context<AppEnv>, fields: Record<string, string>, status: ContactPostStatus) =>
  c.redirect(`${backPath(fields.back)}?${CONTACT_STATUS_PARAM}=${status}#${CONTACT_FORM_ID}`, 303);

/** The form's fields as the browser's submission, checked with the form's own rules first (the consent box too); else nothing. */
function contactInput(fields: Record<string, string>): Record<string, unknown> {
  const parsed = contactFormSchema.safeParse({
    firstname: fields.firstname, surname: fields.surname, phone: fields.phone, email: fields.email,
    subject: fields.subject, message: fields.message, agree: fields.agree === 'on' || fields.agree === 'true',
  });
  return parsed.success ? { ...toContactSubmission(parsed.data) } : {};
}
