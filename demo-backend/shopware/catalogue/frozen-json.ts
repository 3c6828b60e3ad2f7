// Entities built once and shared between answers (reference rows, listed products, navigation
// trees, memoised aggregations) are deep-frozen, so no answer can change another's. Being
// immutable, each also keeps its JSON text once written: an answer made mostly of shared entities
// (a listing's 24 products of 12 KB each, a cross-selling's 12) is then written by joining texts
// instead of serialising the same objects again on every request.

/** Every object deepFreeze has frozen: their JSON text may be kept. */
const deepFrozen = new WeakSet<object>();
const texts = new WeakMap<object, string>();

/** Freezes the value and everything it holds (objects frozen by someone else are entered). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !deepFrozen.has(value)) {
    Object.freeze(value);
    deepFrozen.add(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * JSON.stringify's text for the value, with the texts of deep-frozen objects written once and
 * reused. Plain objects and arrays around them are walked here; everything else goes to
 * JSON.stringify, so the result is the same text JSON.stringify(value) gives.
 */
export function jsonText(value: unknown): string {
  return write(value) ?? 'null';
}

/** The text of a value, or undefined where JSON.stringify leaves a property out. */
function write(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return JSON.stringify(value);
  if (deepFrozen.has(value)) {
    let text = texts.get(value);
    if (text === undefined) {
      text = JSON.stringify(value);
      texts.set(value, text);
    }
    return text;
  }
  if (Array.isArray(value)) return `[${value.map((item) => write(item) ?? 'null').join(',')}]`;
  const parts: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    const text = write(item);
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}
