// The forms of "Mijn gegevens" (/account/information) as they post without JavaScript: each
// names itself in a hidden `form` field (the intent that picks its operation's form post,
// worker/account/form-pages.ts), the worker makes the change and answers with a redirect back to the page, which says what happened
// (?saved=<form> or ?error=<form>&reason=<reason>). With JavaScript the same changes run
// through /api/account/* and the page says so in place.

import { shopperMessage } from '../snippets';
import { GENERIC_FAILURE } from './rules';

export const INFORMATION_PATH = '/account/information';

export const INFORMATION_FORMS = [
  'profile', 'email', 'password', 'newsletter',
  'address-add', 'address-edit', 'address-delete', 'address-billing', 'address-shipping',
] as const;
export type InformationForm = (typeof INFORMATION_FORMS)[number];

export const isInformationForm = (value: unknown): value is InformationForm =>
  typeof value === 'string' && (INFORMATION_FORMS as readonly string[]).includes(value);

/** invalid: the form's values broke a rule; refused: the shop said no (a wrong password, a default address); unavailable: ours. */
export type InformationFailure = 'invalid' | 'refused' | 'unavailable';

export const INFORMATION_SAVED: Record<InformationForm, string> = {
  profile: shopperMessage('account.information.saved.profile', 'Your personal details have been saved.'),
  email: shopperMessage('account.information.saved.email', 'Your email address has been changed.'),
  password: shopperMessage('account.information.saved.password', 'Your password has been changed. From now on, use your new password to log in.'),
  newsletter: shopperMessage('account.information.saved.newsletter', 'Your newsletter choice has been saved.'),
  'address-add': shopperMessage('account.information.saved.addressAdd', 'The address has been added.'),
  'address-edit': shopperMessage('account.information.saved.addressEdit', 'The address has been saved.'),
  'address-delete': shopperMessage('account.information.saved.addressDelete', 'The address has been deleted.'),
  'address-billing': shopperMessage('account.information.saved.addressBilling', 'This address is now your default billing address.'),
  'address-shipping': shopperMessage('account.information.saved.addressShipping', 'This address is now your default shipping address.'),
};

export const INFORMATION_FAILED: Record<InformationFailure, string> = {
  invalid: shopperMessage('account.information.failed.invalid', 'Not saved: fill in all required fields correctly and try again.'),
  refused: shopperMessage('account.information.failed.refused', 'Not saved: check your details. You cannot delete a default address; your current password must be correct.'),
  unavailable: GENERIC_FAILURE,
};

/** The page's message for ?saved / ?error (a snippet key, see shopperMessage), or null. */
export function informationOutcome(params: URLSearchParams): { tone: 'success' | 'error'; text: string } | null {
  const saved = params.get('saved');
  if (isInformationForm(saved)) return { tone: 'success', text: INFORMATION_SAVED[saved] };
  const failed = params.get('error');
  if (!isInformationForm(failed)) return null;
  const reason = params.get('reason');
  return { tone: 'error', text: INFORMATION_FAILED[reason === 'refused' || reason === 'unavailable' ? reason : 'invalid'] };
}
