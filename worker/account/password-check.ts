// A logged-in shopper's current-password checks (changing their e-mail address or password),
// through the JSON routes (worker/api/account.ts) and their form posts without JavaScript.
// Limited per client on their routes (`passwordCheck`),
// and here per account, whatever client sends them (#49: one stolen session from 20 addresses
// had 20 wrong tries, then changed the password). Counted with the account's logins
// (`loginEmail`, by its address's mailbox; decision 019): one budget of wrong passwords per
// account, whichever door guesses them. Counted after the form's rules, as a login is.
import type { Context } from 'hono';
import { emailSubject, forgetRateLimit } from '../rate-limit/limits';
import { limitedBy } from '../rate-limit/middleware';
import type { AppEnv } from '../types';

/**
 * Counts one password check for the logged-in customer's address `email`: the refusal, or null
 * when it may go on. Without a customer (undefined) nothing is counted: Shopware refuses a
 * visitor before it checks any password.
 */
export async function passwordCheckRefusal(c: Context<AppEnv>, email: string | undefined): Promise<Response | null> {
  return email ? limitedBy(c, 'loginEmail', emailSubject(email)) : null;
}

/** The current password was right: the account's count is for wrong ones, as after a login. */
export async function passwordCheckPassed(c: Context<AppEnv>, email: string): Promise<void> {
  await forgetRateLimit(c.env.RATE_LIMITER, 'loginEmail', emailSubject(email));
}
