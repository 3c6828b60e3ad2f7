// A guest's order by the link in its confirmation mail (/account/order/{code}, decision 020):
// the page asks for the order's e-mail address and postcode; this form post checks them with
// Shopware (OrderRoute's guest login), keeps them for the order's page only
// (guest-order-proof.ts) and answers 303 back to the page, which then shows the order. With
// JavaScript the form posts the same way: the proof never passes through the browser's code.
import type { Context } from 'hono';
import * as z from 'zod';
import { DEEP_LINK_CODE, guestOrderPath, type GuestOrderError } from '../../shared/account/guest-order';
import { ACCOUNT_LIMITS, emailError, normalisePostcode } from '../../shared/account/rules';
import { route } from '../api/route';
import { deepLinkSubject, forgetRateLimit } from '../rate-limit/limits';
import { limitedBy } from '../rate-limit/middleware';
import { readGuestOrder } from '../shopware/operations/account';
import type { AppEnv } from '../types';
import { forgetGuestOrderProof, guestOrderProofSecret, keepGuestOrderProof } from './guest-order-proof';

/** Back to the order's page, which then shows the order, or says why not. */
function backToOrder(c: Context<AppEnv>, code: string, error?: GuestOrderError) {
  return c.redirect(`${guestOrderPath(code)}${error ? `?fout=${error}` : ''}`, 303);
}

const CODE = z.object({ code: z.string().regex(DEEP_LINK_CODE) });

/**
 * Actions with one transport, the form post: the proof is made and forgotten by the worker, so
 * the browser's code never asks for them as JSON. Mounted with every operation's form post
 * (mountForms): the same reading of the fields, cache rule and refusals.
 */
export const guestOrderActions = {
  // The e-mail address and postcode: checked with Shopware, kept as the order page's proof.
  openGuestOrder: route(CODE.extend({ email: z.string().default(''), zipcode: z.string().default('') }), async (input, c): Promise<{ error?: GuestOrderError } | Response> => {
    const email = input.email.trim();
    // Written as the shop stores Dutch postcodes ('1234 AB'); Shopware compares without case.
    const zipcode = normalisePostcode(input.zipcode, 'NL');
    // Incomplete: the same answer as wrong details, without spending one of the link's tries.
    if (emailError(email) || zipcode === '' || zipcode.length > ACCOUNT_LIMITS.zipcode) return { error: 'gegevens' };
    // Without the secret no proof can be kept (never an unsigned one): the shop's failure, logged.
    const secret = guestOrderProofSecret(c.env);
    if (!secret) return { error: 'storing' };
    // Counted per link, whoever tries (decision 019), as every read that brings a proof
    // (guest-order-proof.ts): the details of one order are not guessed.
    const subject = await deepLinkSubject(input.code);
    const refusal = await limitedBy(c, 'guestOrderLink', subject);
    if (refusal) return refusal;
    const order = await readGuestOrder(c.var.storefront.shopware, input.code, { email, zipcode });
    // Wrong details, an unknown or old code, a registered customer's order: one answer for all.
    if (!order) return { error: 'gegevens' };
    // The right details: the link's count is for wrong ones (as a login's, decision 019).
    await forgetRateLimit(c.env.RATE_LIMITER, 'guestOrderLink', subject);
    await keepGuestOrderProof(c, secret, input.code, { email, zipcode });
    return {};
  }, {
    form: {
      path: '/account/order/:code',
      // A path that cannot be a code: no such page, and no backend call.
      invalid: (c) => c.notFound(),
      done: (c, { error }, { code }) => backToOrder(c, code, error),
      failed: (c, _error, { code }) => backToOrder(c, code, 'storing'),
    },
  }),

  // "Klaar": the page forgets the proof; on a shared device, the next person sees the form.
  closeGuestOrder: route(CODE, async ({ code }, c) => {
    forgetGuestOrderProof(c, code);
    return { closed: true as const };
  }, {
    form: { path: '/account/order/:code/klaar', invalid: (c) => c.notFound(), done: (c) => c.redirect('/', 303) },
  }),
};
