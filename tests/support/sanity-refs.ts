// What a Sanity document refers to, for tests that edit a referenced document and look for the
// pages that show it.

/** Ids a value references (`_ref`), anywhere in it. */
export function refsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '_ref' && typeof v === 'string') into.add(v);
      else refsIn(v, into);
    }
  }
  return into;
}
