// The forms of "Mijn gegevens" (/account/information) as they post without JavaScript: each
// names itself in a hidden `form` field, the worker makes the change (worker/forms/
// information-forms.ts) and answers with a redirect back to the page, which says what happened
// (?saved=<form> or ?error=<form>&reason=<reason>). With JavaScript the same changes run
// through /api/account/* and the page says so in place.

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
  profile: 'Je persoonlijke gegevens zijn opgeslagen.',
  email: 'Je e-mailadres is gewijzigd.',
  password: 'Je wachtwoord is gewijzigd. Gebruik voortaan je nieuwe wachtwoord om in te loggen.',
  newsletter: 'Je keuze voor de nieuwsbrief is opgeslagen.',
  'address-add': 'Het adres is toegevoegd.',
  'address-edit': 'Het adres is opgeslagen.',
  'address-delete': 'Het adres is verwijderd.',
  'address-billing': 'Dit adres is nu je standaard factuuradres.',
  'address-shipping': 'Dit adres is nu je standaard bezorgadres.',
};

export const INFORMATION_FAILED: Record<InformationFailure, string> = {
  invalid: 'Niet opgeslagen: vul alle verplichte velden correct in en probeer het opnieuw.',
  refused: 'Niet opgeslagen: controleer je gegevens. Een standaardadres kun je niet verwijderen; je huidige wachtwoord moet kloppen.',
  unavailable: 'Dat lukte niet. Probeer het zo opnieuw.',
};

/** The page's message for ?saved / ?error, or null. */
export function informationOutcome(params: URLSearchParams): { tone: 'success' | 'error'; text: string } | null {
  const saved = params.get('saved');
  if (isInformationForm(saved)) return { tone: 'success', text: INFORMATION_SAVED[saved] };
  const failed = params.get('error');
  if (!isInformationForm(failed)) return null;
  const reason = params.get('reason');
  return { tone: 'error', text: INFORMATION_FAILED[reason === 'refused' || reason === 'unavailable' ? reason : 'invalid'] };
}
