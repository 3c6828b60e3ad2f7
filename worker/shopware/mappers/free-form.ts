// Readers of free-form JSON in Store API answers, where the schema promises no shape (an order's
// nested entities, a CMS slot's data, a cart line's payload): each field is checked as it is
// read, and a field that is not what it should be reads as empty.

export type Json = Record<string, unknown>;
/** An object's fields; {} for anything else. */
export const obj = (v: unknown): Json => (v && typeof v === 'object' ? v as Json : {});
export const str = (v: unknown): string => (typeof v === 'string' ? v : '');
export const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
export const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
