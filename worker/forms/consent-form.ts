// POST /cookie-keuze: the consent banner without JavaScript (decision 012). Its buttons are
// submit buttons of a plain form, so a press counts even before the banner's code runs: the
// worker stores the choice (365 days, readable by the page's code, which loads analytics only
// after consent) and sends the shopper back to the page they were on, now without the banner.
import { Hono } from 'hono';
import { backAfterChoice, choiceFromForm, consentCookie, CONSENT_POST_PATH } from '../../shared/analytics/consent';
import type { AppEnv } from '../types';
import { backPath } from '../../shared/forms/referer';
import { messageText, shopperMessage } from '../../shared/snippets';
import { requestHost } from '../request/origin';

export const consentForm = new Hono<AppEnv>();

const INVALID_CHOICE = shopperMessage('consent.invalidChoice', 'Invalid cookie choice.');

consentForm.post(CONSENT_POST_PATH, async (c) => {
  const form = await c.req.parseBody().catch(() => ({}));
  const choice = choiceFromForm(form as Record<string, unknown>);
  if (!choice) return c.text(messageText(await c.var.shopWords?.(), INVALID_CHOICE), 400);
  c.header('Set-Cookie', consentCookie(choice, new URL(c.req.url).protocol === 'https:'));
  c.header('Cache-Control', 'private, no-store');
  // Back where the shopper was: only a page of this site (shared/forms/referer.ts).
  return c.redirect(backAfterChoice(backPath(c.req.header('referer'), requestHost(c.req.raw), '/')), 303);
});
