import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, contactFormSchema, contactSubmissionSchema, STRICT_EMAIL_PATTERN } from './contact';

const valid = { firstname: 'Sanne', surname: 'de Vries', phone: '+31 6 12345678', email: 'sanne@example.nl', message: 'Hoi!', agree: true as const };
const messages = (input: unknown) => {
  const r = contactFormSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('contact form rules', () => {
  it('accepts a complete form, subject optional', () => {
    expect(messages(valid)).toEqual([]);
  });
  it('gives the spec messages verbatim', () => {
    expect(messages({ ...valid, firstname: '   ' })).toEqual([CONTACT_MESSAGES.firstName]);
    expect(messages({ ...valid, surname: '' })).toEqual(['Last name is required']);
    expect(messages({ ...valid, phone: '' })).toEqual(['Phone number is required']);
    expect(messages({ ...valid, phone: '12ab' })).toEqual(['Phone number is invalid']);
    expect(messages({ ...valid, email: '' })).toEqual(['Email is required']);
    expect(messages({ ...valid, email: 'sanne@' })).toEqual(['Email is invalid']);
    expect(messages({ ...valid, message: '' })).toEqual(['Message is required']);
    expect(messages({ ...valid, agree: false })).toEqual(['You must agree to the privacy policy']);
  });
  it('accepts international phone numbers', () => {
    for (const phone of ['+31612345678', '0612345678', '+32 470 123456', '020-1234567']) expect(messages({ ...valid, phone })).toEqual([]);
  });
  it('styles as invalid with the stricter email pattern', () => {
    expect(STRICT_EMAIL_PATTERN.test('a@b.c')).toBe(false);
    expect(STRICT_EMAIL_PATTERN.test('sanne.de-vries+veld@example.nl')).toBe(true);
  });
  it("defaults the API submission's subject to 'Contact Form'", () => {
    const r = contactSubmissionSchema.parse({ firstName: 'S', lastName: 'V', email: 's@v.nl', message: 'x' });
    expect(r.subject).toBe('Contact Form');
  });
});
