import { describe, expect, it } from 'vitest';
import { mailboxOf } from './mailbox';

describe('mailboxOf', () => {
  it('is the address trimmed and in lower case', () => {
    expect(mailboxOf('  Fleur.Visser@Example.NL ')).toBe('fleur.visser@example.nl');
  });

  it('drops the +tag of the local part for every domain', () => {
    for (let i = 1; i <= 5; i++) expect(mailboxOf(`noor+${i}@example.nl`)).toBe('noor@example.nl');
    expect(mailboxOf('Noor+Webshop+Extra@Veld.NL')).toBe('noor@veld.nl');
  });

  it('drops the dots where the provider ignores them, and folds its domain aliases', () => {
    expect(mailboxOf('F.Visser+shop@gmail.com')).toBe('fvisser@gmail.com');
    expect(mailboxOf('f.v.i.s.s.e.r@googlemail.com')).toBe('fvisser@gmail.com');
    // Elsewhere a dot is part of the name: two people.
    expect(mailboxOf('f.visser@example.nl')).not.toBe(mailboxOf('fvisser@example.nl'));
  });

  it('keeps what has no mailbox name to fold as it is written', () => {
    expect(mailboxOf('+tag@example.nl')).toBe('+tag@example.nl');
    expect(mailboxOf('...@gmail.com')).toBe('...@gmail.com');
    expect(mailboxOf('geen-adres')).toBe('geen-adres');
  });
});
