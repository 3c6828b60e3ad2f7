// What every input check of the worker shares: a Shopware id, and a form's fields read from a
// JSON body (the browser's forms) the same way as from a form post (no JavaScript).
import type { Context } from 'hono';
import * as z from 'zod';

/** A Shopware id: 32 hexadecimal characters, compared in lower case. */
export const ID = z.string().regex(/^[0-9a-f]{32}$/i, 'must be a 32-character hexadecimal id').transform((s) => s.toLowerCase());

/** A cart line's id as the cart gives it (not always a Shopware id: a promotion's line is its code). */
export const LINE_ID = z.string().min(1).max(64);

/** How many of one product a cart line may hold, as a JSON number (a form's text: `z.coerce.number().pipe(QUANTITY)`). */
export const QUANTITY = z.number().int('quantity must be a whole number').min(1, 'quantity must be at least 1').max(999, 'quantity must be at most 999');

/**
 * The longest a form's field is read: above every form's own limit (the contact form's message,
 * 5,000 characters), so a rule still refuses an overlong value rather than a cut one passing.
 */
const FIELD_MAX = 10_000;

/** A form body: every field a string (anything else is dropped), at most 40 fields. */
export function formValues(body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (!body || typeof body !== 'object') return values;
  for (const [key, value] of Object.entries(body).slice(0, 40)) {
    if (typeof value === 'string') values[key] = value.slice(0, FIELD_MAX);
    else if (typeof value === 'boolean') values[key] = value ? 'on' : '';
  }
  return values;
}

/** A form posted without JavaScript, as its fields (formValues); an unreadable body is an empty form. */
export async function postedForm(c: Context): Promise<Record<string, string>> {
  return formValues(await c.req.parseBody().catch(() => ({})));
}

/**
 * A form body as a route's input: its fields as strings (formValues), checked afterwards with
 * the form's own rules (shared/account/rules.ts), which answer per field in the shop's words.
 * `fields`: the ones the rules read; the declared input must carry them (a type error otherwise).
 */
export function formFields<Field extends string>(..._fields: Field[]): z.ZodType<Record<string, string>, Record<Field, unknown>> {
  return z.unknown().transform(formValues) as z.ZodType<Record<string, string>, Record<Field, unknown>>;
}
