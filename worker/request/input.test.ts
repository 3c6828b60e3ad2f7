import { describe, expect, it } from 'vitest';
import { formFields, formValues, ID } from './input';

describe('a Shopware id', () => {
  it('takes 32 hexadecimal characters, in lower case', () => {
    expect(ID.parse('ABCDEF0123456789abcdef0123456789')).toBe('abcdef0123456789abcdef0123456789');
  });

  it('refuses anything else', () => {
    for (const id of ['', 'a'.repeat(31), 'a'.repeat(33), 'g'.repeat(32), `${'a'.repeat(31)}/`]) expect(ID.safeParse(id).success, id).toBe(false);
  });
});

describe('a form body', () => {
  it('keeps string fields, turns booleans into a checkbox value and drops the rest', () => {
    expect(formValues({ email: 'a@b.nl', acceptedTerms: true, guest: false, n: 3, o: {}, l: ['x'] }))
      .toEqual({ email: 'a@b.nl', acceptedTerms: 'on', guest: '' });
  });

  it('is empty for a body that is no object', () => {
    for (const body of [undefined, null, 'tekst', 42]) expect(formValues(body)).toEqual({});
  });

  it('cuts a field at 10,000 characters (past the contact message\'s 5,000) and a body at 40 fields', () => {
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, 'x'.repeat(12_000)]));
    const values = formValues(many);
    expect(Object.keys(values)).toHaveLength(40);
    expect(values.f0).toHaveLength(10_000);
  });

  it('as a route input, reads any body without refusing it (the rules answer per field)', () => {
    expect(formFields('email').parse({ email: 'a@b.nl', extra: 1 })).toEqual({ email: 'a@b.nl' });
    expect(formFields('email').parse(undefined)).toEqual({});
  });
});
