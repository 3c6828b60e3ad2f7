// Following the recovery mail's link (/account/recover/password?hash=…), through the JSON route
// (worker/api/account.ts) and its form post without JavaScript: the new password is set, and
// the shopper is logged in with it when the address they name is the account's. That login is the owner's way in past the account's lock on wrong passwords
// (`loginEmail`, decision 019), which a stranger can set off from anywhere but cannot lift: only
// the mailbox holds the link, and a link sets a password once. Logged in, the lock is lifted.
import type { Context } from 'hono';
import * as z from 'zod';
import { RECOVERY_HASH_PATTERN } from '../../shared/account/recovery';
import type { Customer, RecoverPasswordInput } from '../../shared/account/types';
import { emailSubject, forgetRateLimit } from '../rate-limit/limits';
import type { AppEnv } from '../types';

/** A recovery link's hash (shared/account/recovery.ts). */
export const RECOVERY_HASH = z.string().regex(RECOVERY_HASH_PATTERN);

/** The operation's input from a valid form's values. */
export function recoverInput(hash: string, values: Record<string, string>): RecoverPasswordInput {
  return { hash, email: values.email!.trim(), newPassword: values.newPassword! };
}

/** Sets the password; the customer when logged in with it (the account's lock lifted), else null. */
export async function recoverPassword(c: Context<AppEnv>, input: RecoverPasswordInput): Promise<Customer | null> {
  const customer = await c.var.storefront.recoverPassword(input);
  if (customer) await forgetRateLimit(c.env.RATE_LIMITER, 'loginEmail', emailSubject(input.email));
  return customer;
}
