// Property options as bits: each card's options (the union of its variants' options and its
// properties) are stored as bit sets in its cat_card_category rows, so a property filter is a
// bitwise AND on the row the listing already reads instead of a lookup per card. Words hold 52
// bits, so every word is an exact integer in JavaScript and in SQLite.
import { PROPERTY_GROUPS, propertyOptionId } from './taxonomy';

const BITS_PER_WORD = 52;

/** Bit position of every option, in taxonomy order (fixed by the code, not by the seed). */
const BIT = new Map(PROPERTY_GROUPS.flatMap((g) => g.options.map((o) => propertyOptionId(g.key, o.name))).map((id, i) => [id, i]));

export const OPTION_WORDS = Math.ceil(BIT.size / BITS_PER_WORD);
/** The columns of cat_card_category that hold the bit sets. */
export const OPTION_COLUMNS = Array.from({ length: OPTION_WORDS }, (_, w) => `option_bits_${w}`);

/** The bit set of these option ids, one number per word (unknown ids are left out). */
export function optionWords(ids: readonly string[]): number[] {
  const words = new Array<number>(OPTION_WORDS).fill(0);
  for (const id of new Set(ids)) {
    const bit = BIT.get(id);
    if (bit !== undefined) words[Math.floor(bit / BITS_PER_WORD)]! += 2 ** (bit % BITS_PER_WORD);
  }
  return words;
}

/** SQL that is true when the row of `alias` has any of these options (false for none). */
export function anyOptionSql(alias: string, ids: readonly string[]): string {
  const parts = optionWords(ids).flatMap((mask, w) => (mask ? [`(${alias}.${OPTION_COLUMNS[w]} & ${mask}) != 0`] : []));
  return parts.length ? `(${parts.join(' OR ')})` : '0';
}

const OPTION_OF_BIT = [...BIT.keys()];

/** The option ids in the union of these bit sets (one list of words per column). */
export function optionIdsOf(wordsPerColumn: readonly number[][]): string[] {
  const ids: string[] = [];
  wordsPerColumn.forEach((words, w) => {
    // Numbers of up to 52 bits: OR the high and the low 26 bits apart (JS bitwise ops are 32-bit).
    let high = 0;
    let low = 0;
    for (const word of words) {
      high |= Math.floor(word / 2 ** 26);
      low |= word % 2 ** 26;
    }
    for (let bit = 0; bit < BITS_PER_WORD; bit++) {
      const set = bit < 26 ? (low >>> bit) & 1 : (high >>> (bit - 26)) & 1;
      const id = OPTION_OF_BIT[w * BITS_PER_WORD + bit];
      if (set && id) ids.push(id);
    }
  });
  return ids;
}
