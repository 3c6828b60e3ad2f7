// A guest's order by the link in its confirmation mail (/account/order/{code}, decision 020):
// the page asks for the order's e-mail address and postcode; this form post checks them with
// Shopware (OrderRoute's guest login), keeps them for the order's page only
// (guest-order-proof.ts) and answers 303 back to the page, which then shows the order. With
// JavaScript the form posts the same way: the proof never passes through the browser's code.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { DEEP_LINK_CODE, guestOrderPath, type GuestOrderError } from '../../shared/account/guest-order';
import { ACCOUNT_LIMITS, emailError, normalisePostcode } from '../../shared/account/rules';
import { postedForm } from '../request/input';
import { deepLinkSubject, forgetRateLimit } from '../rate-limit/limits';
import { limitedBy } from '../rate-limit/middleware';
import { MaintenanceModeError } from '../shopware/errors';
import { readGuestOrder } from '../shopware/operations/account';
import type { AppEnv } from '../types';
import { forgetGuestOrderProof, guestOrderProofSecret, keepGuestOrderProof } from './guest-order-proof';

export const guestOrderForms = new Hono<AppEnv>();

/** The deep link code of the path, or null when it cannot be one (no backend call then). */
function codeOf(c: Context<AppEnv>): string | null {
  const code = c.req.param('code') ?? '';
  return DEEP_LINK_CODE.test(code) ? code : null;
}

function backToOrder(c: Context<AppEnv>, code: string, error?: GuestOrderError) {
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(`${guestOrderPath(code)}${error ? `?fout=${error}` : ''}`, 303);
}

guestOrderForms.post('/account/order/:code', async (c) => {
  const code = codeOf(c);
  if (!code) return c.notFound();
  const values = await postedForm(c);
  const email = (values.email ?? '').trim();
  // Written as the shop stores Dutch postcodes ('1234 AB'); Shopware compares without case.
  const zipcode = normalisePostcode(values.zipcode ?? '', 'NL');
  // Incomplete: the same answer as wrong details, without spending one of the link's tries.
  if (emailError(email) || zipcode === '' || zipcode.length > ACCOUNT_LIMITS.zipcode) return backToOrder(c, code, 'gegevens');
  // Without the secret no proof can be kept (never an unsigned one): the shop's failure, logged.
  const secret = guestOrderProofSecret(c.env);
  if (!secret) return backToOrder(c, code, 'storing');
  // Counted per link, whoever tries (decision 019), as every read that brings a proof
  // (guest-order-proof.ts): the details of one order are not guessed.
  const subject = await deepLinkSubject(code);
  const refusal = await limitedBy(c, 'guestOrderLink', subject, 'page');
  if (refusal) return refusal;
  let order;
  try {
    order = await readGuestOrder(c.var.storefront.shopware, code, { email, zipcode });
  } catch (error) {
    if (error instanceof MaintenanceModeError) throw error;
    return backToOrder(c, code, 'storing');
  }
  // Wrong details, an unknown or old code, a registered customer's order: one answer for all.
  if (!order) return backToOrder(c, code, 'gegevens');
  // The right details: the link's count is for wrong ones (as a login's, decision 019).
  await forgetRateLimit(c.env.RATE_LIMITER, 'guestOrderLink', subject);
  await keepGuestOrderProof(c, secret, code, { email, zipcode });
  return backToOrder(c, code);
});

// "Klaar": the page forgets the proof; on a shared device, the next person sees the form.
guestOrderForms.post('/account/order/:code/klaar', (c) => {
  const code = codeOf(c);
  if (!code) return c.notFound();
  forgetGuestOrderProof(c, code);
  c.header('Cache-Control', 'private, no-store');
  return c.redirect('/', 303);
});
