// Newsletter subscription and the contact form, in their Shopware 6.7.13 shapes.
import { Hono } from 'hono';
import { StoreApiError } from '../store-api-error';
import { readJsonBody } from '../middleware';
import type { ShopwareEnv } from '../types';
import { isSalutationId } from './sales-channel';
import { session } from './session';
import { Violations, text } from './validation';
import { newSecret } from './ids';
import { clockNow } from '../../../shared/clock';

async function sha1Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

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
      .bind(email, status, text(body, 'firstName') || null, text(body, 'lastName') || null, new Date(clockNow()).toISOString())
      .run();
    if (status === 'notSet') {
      // The confirmation link's hash travels by mail in Shopware; the demo hands it out in a header.
      const hash = newSecret();
      await db.prepare('INSERT INTO shopper_newsletter_confirmation (hash, email) VALUES (?, ?)').bind(hash, email).run();
      c.header('x-demo-newsletter-hash', hash);
    }
    return c.json({ success: true, status });
  })
  // NewsletterConfirmRoute: the recipient by the link's hash (404 when none), `em` must be the
  // SHA-1 of its address (EqualTo), then optIn; answers a NoContentResponse.
  .post('/newsletter/confirm', async (c) => {
    const body = await readJsonBody(c);
    const hash = text(body, 'hash') ?? '';
    const { db } = await session(c);
    const row = hash ? await db.prepare('SELECT email FROM shopper_newsletter_confirmation WHERE hash = ?').bind(hash).first<{ email: string }>() : null;
    if (!row) {
      throw StoreApiError.of(404, 'CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND', `The NewsletterRecipient with the identifier "hash" - ${hash} was not found.`, { identifier: 'hash', value: hash });
    }
    const expected = await sha1Hex(row.email.toLowerCase());
    if (text(body, 'em') !== expected) {
      new Violations().add('em', 'NOT_EQUAL_ERROR', `This value should be equal to "${expected}".`,
        { '{{ value }}': JSON.stringify(body.em ?? null), '{{ compared_value }}': `"${expected}"` }).throwIfAny();
    }
    await db.prepare('UPDATE shopper_newsletter_recipient SET status = ?, updated_at = ? WHERE email = ?')
      .bind('optIn', new Date(clockNow()).toISOString(), row.email).run();
    return c.body(null, 204);
  })
  // 6.6+: leaving the list has its own route (the "unsubscribe" option above is the old way).
  .post('/newsletter/unsubscribe', async (c) => {
    const body = await readJsonBody(c);
    const v = new Violations();
    const email = v.email(body, 'email');
    v.throwIfAny();
    const { db } = await session(c);
    const result = await db.prepare('UPDATE shopper_newsletter_recipient SET status = ?, updated_at = ? WHERE email = ?')
      .bind('optOut', new Date(clockNow()).toISOString(), email).run();
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
