// The one way to show money and dates: Dutch locale, euros, dd-mm-yyyy (spec section 9).

// Formatters are made on first use, then kept: one costs far more to make than to use (a warm home
// page spent 0.9 ms of CPU making one per date shown, #36), and made when the module loads they
// were part of every new isolate's startup (decision 033).
let euroFormat: Intl.NumberFormat | undefined;
const euro = () => (euroFormat ??= new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }));

export const FREE_LABEL = 'Gratis';

/** '€ 1.234,50'; a zero amount reads 'Gratis'. */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  if (amount === 0) return FREE_LABEL;
  return euro().format(amount);
}

/** An amount as money, also when zero ('€ 0,00'): a price filter's bound is an amount, not a price. */
export function formatAmount(amount: number): string {
  return Number.isFinite(amount) ? euro().format(amount) : '';
}

let dateFormat: Intl.DateTimeFormat | undefined;
const dutchDate = () => (dateFormat ??= new Intl.DateTimeFormat('nl-NL', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Amsterdam' }));

/** dd-mm-yyyy in the shop's time zone; '' for an invalid date. */
export function formatDate(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dutchDate().formatToParts(date);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('day')}-${get('month')}-${get('year')}`;
}

export function formatPercent(percent: number): string {
  return `-${Math.round(percent)}%`;
}
