// The recovery mail's link: the page it opens (client/components/account/RecoverPasswordScreen.tsx,
// route 'account-recover' in client/routes.ts; Shopware's mail template links here) is also
// where its form posts without JavaScript (the recoverPassword route's form post,
// worker/api/account.ts).
export const RECOVER_PASSWORD_PATH = '/account/recover/password';

/** A recovery link's hash as Shopware makes it: what the page and the worker take as a link. */
export const RECOVERY_HASH_PATTERN = /^[A-Za-z0-9]{8,128}$/;

/** Why the form post without JavaScript came back (`?error=`): the link, the fields, or us. */
export type RecoverPasswordError = 'link' | 'invalid' | 'unavailable';
