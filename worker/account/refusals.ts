// An account or checkout refusal in the shop's words, for the JSON routes (worker/api/) and
// the API's error handler: the rules and tables give snippet keys (shopperMessage), looked up
// here in the shop's snippets (c.var.shopWords: a 502 for an unreachable backend must not wait
// on the same backend); without them, the English fallback.
import type { Context } from 'hono';
import { formProblem } from '../../shared/account/messages';
import { ACCOUNT_MESSAGES } from '../../shared/account/rules';
import { messageText, messageTexts, shopperMessage } from '../../shared/snippets';
import { NotFoundError } from '../../shared/storefront-api';
import { errorStatus, MaintenanceModeError, storeApiErrors } from '../shopware/errors';
import type { AppEnv } from '../types';

export async function inShopWords(c: Context<AppEnv>, message: string, fields: Record<string, string>) {
  const snippets = await c.var.shopWords?.();
  return { message: messageText(snippets, message), fields: messageTexts(snippets, fields) };
}

/** A refused form: 400 with the form's message and its fields' messages. */
export async function refused(c: Context<AppEnv>, fields: Record<string, string>, message: string = ACCOUNT_MESSAGES.validationFailed) {
  return c.json({ error: 'Invalid request', ...(await inShopWords(c, message, fields)) }, 400);
}

/** What the shopper asked for is not theirs or not there: 404 with the message in the shop's words. */
export async function notFound(c: Context<AppEnv>, message: string) {
  return c.json({ error: 'Not found', ...(await inShopWords(c, message, {})) }, 404);
}

// The same keys and fallbacks as Shopware's own not-found errors (shared/account/messages.ts).
export const ADDRESS_NOT_FOUND = shopperMessage('account.message.addressNotFound', 'This address does not exist (any more). Refresh the page.');
export const ORDER_NOT_FOUND = shopperMessage('account.message.orderNotFound', 'This order does not exist.');
export const ORDER_NOT_CANCELLABLE = shopperMessage('account.message.orderNotCancellable', 'This order can no longer be cancelled. Please contact us.');
export const PRODUCT_NOT_FOUND = shopperMessage('account.message.productNotFound', 'This product does not exist.');

/** The order call got no answer and no order of the attempt is to be seen (place-order.ts). */
export const ORDER_UNCONFIRMED = shopperMessage('checkout.error.unconfirmed',
  'We could not confirm your order. Please try again: it will not be placed twice.');

/** A Store API refusal in the shop's words (400/401/403/404/410 …); anything else is not ours to explain. */
export function accountProblem(error: unknown, fallback: string) {
  const status = errorStatus(error);
  if (error instanceof NotFoundError || error instanceof MaintenanceModeError || !status || status >= 500) return null;
  return { status, ...formProblem(storeApiErrors(error), fallback) };
}
