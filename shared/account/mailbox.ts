// The mailbox an e-mail address delivers to, for counting: what a limit keyed by an e-mail
// address counts (worker/rate-limit/limits.ts `emailSubject`, decision 019). Spellings that
// land in one mailbox are one subject, so `name+1@…` to `name+5@…` or `n.a.m.e@gmail.com`
// do not each get the budget of a mailbox of their own (#49). Only for counting: Shopware is
// always sent the address as the shopper typed it.

/** Providers that ignore dots in the local part (`f.visser@gmail.com` is `fvisser@gmail.com`), by the domain they deliver to. */
const DOTLESS_PROVIDERS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox of `email`: trimmed and lower case; the `+tag` of the local part dropped for
 * every domain (sub-addressing: most providers deliver `name+tag@` to `name@`, and for those
 * that do not, counting two addresses as one only makes a limit stricter); the dots of the
 * local part dropped where the provider ignores them, and that provider's domain aliases as one.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  // `+tag@…` alone has no mailbox name to keep: counted as written.
  if (plus > 0) local = local.slice(0, plus);
  const provider = DOTLESS_PROVIDERS[domain];
  if (provider) {
    const dotless = local.replaceAll('.', '');
    if (dotless !== '') local = dotless;
    domain = provider;
  }
  return `${local}@${domain}`;
}
