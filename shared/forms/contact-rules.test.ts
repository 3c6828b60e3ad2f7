import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGES, EMPTY_CONTACT_VALUES, contactPostStatus, emailStyledInvalid, rateLimitedMessage,
  submissionFailureMessage, toContactSubmission, validateContact, type ContactValues,
} from './contact-rules';
import { contactFormSchema } from './contact';

const valid: ContactValues = {
  firstname: 'Sanne', surname: 'de Vries', phone: '+31 6 12345678', email: 'sanne@example.nl', subject: '', message: 'Hoi!', agree: true,
};

const zodMessages = (values: ContactValues) => {
  const r = contactFormSchema.safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('contact form rules in the browser', () => {
  it('passes a complete form (subject optional)', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('gives every message of an empty form verbatim', () => {
    expect(validateContact(EMPTY_CONTACT_VALUES)).toEqual({
      firstname: 'First name is required',
      surname: 'Last name is required',
      phone: 'Phone number is required',
      email: 'Email is required',
      message: 'Message is required',
      agree: 'You must agree to the privacy policy',
    });
  });

  it('tells invalid from missing', () => {
    expect(validateContact({ ...valid, phone: '12ab' })).toEqual({ phone: 'Phone number is invalid' });
    expect(validateContact({ ...valid, email: 'sanne@' })).toEqual({ email: 'Email is invalid' });
    expect(validateContact({ ...valid, firstname: '   ' })).toEqual({ firstname: 'First name is required' });
  });

  it('says exactly what the worker says, for every case', () => {
    const cases: ContactValues[] = [
      valid, EMPTY_CONTACT_VALUES,
      { ...valid, phone: '12ab' }, { ...valid, phone: '+32 470 123456' }, { ...valid, phone: '   ' },
      { ...valid, email: 'a@b' }, { ...valid, email: 'a@b.c' }, { ...valid, email: ' ' },
      { ...valid, surname: ' ', message: '\n', agree: false },
    ];
    for (const values of cases) expect(validateContact(values)).toEqual(zodMessages(values));
  });

  it('styles the email invalid by the stricter pattern only', () => {
    expect(emailStyledInvalid('a@b.c')).toBe(true);
    expect(validateContact({ ...valid, email: 'a@b.c' })).toEqual({});
    expect(emailStyledInvalid('sanne.de-vries+veld@example.nl')).toBe(false);
    expect(emailStyledInvalid('')).toBe(false);
  });

  it("posts trimmed values, the subject defaulting to 'Contact Form', and the token when there is one", () => {
    expect(toContactSubmission({ ...valid, firstname: ' Sanne ' }, 'tok')).toEqual({
      firstName: 'Sanne', lastName: 'de Vries', email: 'sanne@example.nl', phone: '+31 6 12345678',
      subject: 'Contact Form', message: 'Hoi!', recaptchaToken: 'tok',
    });
    expect(toContactSubmission({ ...valid, subject: 'Retour' })).not.toHaveProperty('recaptchaToken');
  });

  it('shows the server message, else the snippet, else the spec message', () => {
    expect(submissionFailureMessage('Te veel berichten', 'Snippet')).toBe('Te veel berichten');
    expect(submissionFailureMessage(undefined, 'Snippet')).toBe('Snippet');
    expect(submissionFailureMessage('', '')).toBe(CONTACT_MESSAGES.submissionFailed);
  });

  it('words the rate limit in minutes', () => {
    expect(rateLimitedMessage(540)).toBe('Je hebt te veel berichten verstuurd. Probeer het over 9 minuten opnieuw.');
    expect(rateLimitedMessage(20)).toBe('Je hebt te veel berichten verstuurd. Probeer het over 1 minuut opnieuw.');
  });

  it('reads only known no-JavaScript outcomes', () => {
    expect(contactPostStatus('sent')).toBe('sent');
    expect(contactPostStatus('<script>')).toBeNull();
    expect(contactPostStatus(null)).toBeNull();
  });
});
