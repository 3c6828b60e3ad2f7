// Where the account's forms go without JavaScript (the form posts of worker/api/account.ts):
// a 303 to their page, which says what happened from the query string. The login page reads
// ?error= (client/components/account/LoginScreen.tsx), "Mijn gegevens" ?saved= and ?error=&reason=
// (shared/account/information-forms.ts). Never an e-mail's password in a URL; the address and
// the return path only.
import type { Context } from 'hono';
import { INFORMATION_PATH, type InformationFailure, type InformationForm } from '../../shared/account/information-forms';
import { sitePath } from '../../shared/site-path';
import type { FormPost } from '../api/route';
import { refusedByShop } from '../shopware/errors';
import type { AppEnv } from '../types';

/** Back to `path`, the page, with what happened in its query string. */
const backTo = (c: Context<AppEnv>, path: string, params: Record<string, string>) =>
  c.redirect(`${path}?${new URLSearchParams(params).toString()}`, 303);

/** Back to `path` with ?error=code (and the safe extras). */
export const backWith = (c: Context<AppEnv>, path: string, error: string, extra: Record<string, string> = {}) =>
  backTo(c, path, { error, ...extra });

/** Where the login or registration leads once done: the form's return path, a page of this site. */
export const returnPath = (fields: Record<string, string>) => sitePath(fields.redirect, '/account');

/** The e-mail address as typed, for the form to show again. */
export const typedEmail = (fields: Record<string, string>) => (fields.email ?? '').trim().slice(0, 254);

/** A visitor (no customer in the session) logs in first, then comes back to `path`. */
export async function loginFirst(c: Context<AppEnv>, path: string): Promise<Response | undefined> {
  if (await c.var.storefront.customer()) return undefined;
  return c.redirect(`/login?redirect=${encodeURIComponent(path)}`, 303);
}

/**
 * One of the forms of "Mijn gegevens" as a form post: its intent (the hidden `form` field), the
 * posted fields as the operation's input, a visitor to the login first. Its rules broken (the
 * operation's 400, a 404 for an address not theirs) → `invalid`; Shopware's no → `refused`.
 */
export function informationForm<Parsed, Out>(
  intent: InformationForm | readonly InformationForm[],
  input?: (fields: Record<string, string>) => Record<string, unknown>,
): FormPost<Parsed, Out> {
  const failure = (c: Context<AppEnv>, fields: Record<string, string>, reason: InformationFailure) =>
    backWith(c, INFORMATION_PATH, fields.form ?? '', { reason });
  return {
    path: INFORMATION_PATH,
    intent,
    ...(input ? { input } : {}),
    before: (c) => loginFirst(c, INFORMATION_PATH),
    invalid: (c, fields) => failure(c, fields, 'invalid'),
    refused: (c, _answer, _input, fields) => failure(c, fields, 'invalid'),
    done: (c, _output, _input, fields) => backTo(c, INFORMATION_PATH, { saved: fields.form ?? '' }),
    failed: (c, error, _input, fields) => failure(c, fields, refusedByShop(error) ? 'refused' : 'unavailable'),
  };
}
