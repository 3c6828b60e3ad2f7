// The outcome a cancellation leaves in the order page's address (OrderCancel.tsx): read by the
// account route without loading the order page's code.
export type CancelOutcome = 'gelukt' | 'geweigerd' | 'mislukt';
export const CANCEL_OUTCOME_PARAM = 'annulering';

export function cancelOutcomeOf(search: URLSearchParams): CancelOutcome | undefined {
  const value = search.get(CANCEL_OUTCOME_PARAM);
  return value === 'gelukt' || value === 'geweigerd' || value === 'mislukt' ? value : undefined;
}
