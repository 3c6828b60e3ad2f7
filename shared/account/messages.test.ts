import { describe, expect, it } from 'vitest';
import { formProblem } from './messages';
import { ACCOUNT_MESSAGES } from './rules';
import { messageText, messageTexts } from '../snippets';
import { storefrontSnippets } from '../../demo-backend/shopware/catalogue/snippets';

// formProblem gives snippet keys; the shopper reads them looked up in the shop's (Dutch) snippets.
const dutch = storefrontSnippets();
const shown = (problem: { message: string; fields: Record<string, string> }) =>
  ({ message: messageText(dutch, problem.message), fields: messageTexts(dutch, problem.fields) });

describe('formProblem', () => {
  it('turns violations into Dutch messages on their fields', () => {
    expect(shown(formProblem([
      { code: 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE', source: { pointer: '/email' } },
      { code: 'VIOLATION::IS_BLANK_ERROR', source: { pointer: '/billingAddress/street' } },
      { code: 'VIOLATION::TOO_SHORT_ERROR', source: { pointer: '/password' } },
    ], 'fallback'))).toEqual({
      message: 'Controleer de gemarkeerde velden.',
      fields: {
        email: 'Er is al een account met dit e-mailadres. Log in of herstel je wachtwoord.',
        street: 'Vul je straat en huisnummer in.',
        password: 'Je wachtwoord moet minstens 8 tekens hebben.',
      },
    });
    // Without snippets: the English fallback, placeholders filled.
    expect(messageText(undefined, ACCOUNT_MESSAGES.passwordTooShort)).toBe('Your password must have at least 8 characters.');
  });

  it('gives known error codes their own words, anything else the fallback; never Shopware’s English', () => {
    expect(shown(formProblem([{ code: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', detail: 'Invalid username and/or password.' }], 'x')))
      .toEqual({ message: 'Het e-mailadres of het wachtwoord klopt niet.', fields: {} });
    expect(formProblem([{ code: 'SOMETHING__NEW', detail: 'English detail' }], 'Dat lukte niet.')).toEqual({ message: 'Dat lukte niet.', fields: {} });
    expect(formProblem([], 'Dat lukte niet.')).toEqual({ message: 'Dat lukte niet.', fields: {} });
  });
});

describe('account information refusals', () => {
  it('says a wrong current password and differing emails on their fields', () => {
    expect(formProblem([
      { code: 'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT', source: { pointer: '/password' } },
      { code: 'VIOLATION::NOT_EQUAL_ERROR', source: { pointer: '/emailConfirmation' } },
    ], 'x').fields).toEqual({ password: ACCOUNT_MESSAGES.currentPasswordWrong, emailConfirmation: ACCOUNT_MESSAGES.emailsDiffer });
  });

  it('explains that a default address cannot be deleted', () => {
    expect(shown(formProblem([{ code: 'CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT' }], 'x')).message).toMatch(/standaard factuur- of bezorgadres/);
  });
});
