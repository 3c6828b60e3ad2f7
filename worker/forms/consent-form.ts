// POST /cookie-keuze: the consent banner without JavaScript (decision 012). Its buttons are
// submit buttons of a plain form, so a press counts even before the banner's code runs: the
// worker stores the choice (365 days, readable by the page's code, which loads analytics only
// after consent) and sends the shopper back to the page they were on, now without the banner.
// With JavaScript the page's code writes the same cookie itself (client/lib/consent-choice.ts):
// an action with one transport, the form post (mountForms, worker/api/route.ts).
import * as z from 'zod';
import { backAfterChoice, choiceFromForm, consentCookie, CONSENT_POST_PATH, type ConsentChoice } from '../../shared/analytics/consent';
import { backPath } from '../../shared/forms/referer';
import { messageText, shopperMessage } from '../../shared/snippets';
import { route } from '../api/route';
import { requestHost } from '../request/origin';

const INVALID_CHOICE = shopperMessage('consent.invalidChoice', 'Invalid cookie choice.');

/** The banner's fields as the choice: accept, refuse, or save with the boxes ticked. */
const CHOICE = z.record(z.string(), z.string()).transform(choiceFromForm).pipe(z.custom<ConsentChoice>((choice) => choice !== null));

export const consentActions = {
  chooseCookies: route(CHOICE, async (choice, c) => {
    c.header('Set-Cookie', consentCookie(choice, new URL(c.req.url).protocol === 'https:'));
    return choice;
  }, {
    form: {
      path: CONSENT_POST_PATH,
      invalid: async (c) => c.text(messageText(await c.var.shopWords?.(), INVALID_CHOICE), 400),
      // Back where the shopper was: only a page of this site (shared/forms/referer.ts).
      done: (c) => c.redirect(backAfterChoice(backPath(c.req.header('referer'), requestHost(c.req.raw), '/')), 303),
    },
  }),
};
