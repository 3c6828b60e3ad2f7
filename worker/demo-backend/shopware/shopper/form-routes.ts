// Newsletter subscription and the contact form, in their Shopware 6.7.13 shapes.
import { Hono } from 'hono';
import { StoreApiError } from '../store-api-error';
import { readJsonBody } from '../middleware';
import type { ShopwareEnv } from '../types';
import { isSalutationId } from './sales-channel';
import { session } from './session';
import { Violations, text } from './validation';

const NEWSLETTER_OPTIONS = ['subscribe', 'direct', 'confirmSubscribe', 'unsubscribe'] as const;
type NewsletterOption = (typeof NEWSLETTER_OPTIONS)[number];

/**
 * The recipient status after each option. The channel uses double opt-in, so "subscribe"
 * stays notSet until confirmed; the demo sends no mail, so "confirmSubscribe" confirms at once.
 */
const STATUS_AFTER: Record<NewsletterOption, string> = {
  subscribe: 'notSet', direct: 'direct', confirmSubscribe: 'optIn', unsubscribe: 'optOut',
};

export const formRoutes = new Hono<ShopwareEnv>()
  .post('/newsletter/subscribe', async (c) => {
    const body = await readJsonBody(c);
    const v = new Violations();
    const email = v.email(body, 'email');
    const option = v.choice(body, 'option', NEWSLETTER_OPTIONS) as NewsletterOption | undefined;
    v.notBlank(body, 'storefrontUrl');
    v.throwIfAny();
    const status = STATUS_AFTER[option!];
    const { db } = await session(c);
    await db.prepare(`INSERT INTO shopper_newsletter_recipient (email, status, first_name, last_name, updated_at)
        VALUES (?, ?, ?, ?, ?) ON CONFLICT (email) DO UPDATE SET status = excluded.status,
        first_name = COALESCE(excluded.first_name, first_name), last_name = COALESCE(excluded.last_name, last_name),
        updated_at = excluded.updated_at`)
      .bind(email, status, text(body, 'firstName') || null, text(body, 'lastName') || null, new Date().toISOString())
      .run();
    return c.json({ success: true, status });
  })
  // 6.6+: leaving the list has its own route (the "unsubscribe" option above is the old way).
  .post('/newsletter/unsubscribe', async (c) => {
    const body = await readJsonBody(c);
    const v = new Violations();
    const email = v.email(body, 'email');
    v.throwIfAny();
    const { db } = await session(c);
    const result = await db.prepare('UPDATE shopper_newsletter_recipient SET status = ?, updated_at = ? WHERE email = ?')
      .bind('optOut', new Date().toISOString(), email).run();
    // Shopware: an address that never subscribed is not found.
    if (result.meta.changes === 0) {
      throw StoreApiError.of(404, 'CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND', `The newsletter recipient with the email "${email}" was not found.`, { email });
    }
    return c.json({ success: true });
  })
  .post('/contact-form', async (c) => {
    const body = await readJsonBody(c);
    const v = new Violations();
    // 6.7.13: salutation optional (but must exist when given); email, subject and comment required.
    v.entity(body, 'salutationId', isSalutationId, false);
    const email = v.email(body, 'email');
    const subject = v.notBlank(body, 'subject');
    v.notBlank(body, 'comment');
    v.throwIfAny();
    // No mail leaves the demo backend; the log shows what would have been sent.
    console.log(`[demo mail] contact form from ${email}: ${subject}`);
    return c.json({ individualSuccessMessage: '', apiAlias: 'contact_form_result' });
  });
