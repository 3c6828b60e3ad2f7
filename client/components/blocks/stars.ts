// Review stars: 0 to 5 in halves (spec section 3), read out as "4,5 van 5 sterren".

export const MAX_STARS = 5;

/** A rating clamped to 0–5 and rounded to the nearest half; anything else is 0. */
export function normaliseStars(value: unknown): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return Math.round(Math.min(Math.max(n, 0), MAX_STARS) * 2) / 2;
}

/** The accessible text of a rating, with a Dutch decimal comma: "4,5 van 5 sterren". */
export function starsLabel(value: unknown): string {
  return `${String(normaliseStars(value)).replace('.', ',')} van ${MAX_STARS} sterren`;
}
