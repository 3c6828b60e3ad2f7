import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES, EMAIL_CHANGE_RULES, LOGIN_RULES, NEW_PASSWORD_RULES, PASSWORD_CHANGE_RULES, PROFILE_RULES, normalisePostcode, postcodeError, registerRules, validateForm,
} from './rules';

describe('postcodes', () => {
  it('checks the format of the chosen country', () => {
    expect(postcodeError('1016 GV', 'NL')).toBeNull();
    expect(postcodeError('1016gv', 'NL')).toBeNull();
    expect(postcodeError('0123 AB', 'NL')).toBe(ACCOUNT_MESSAGES.zipcodeInvalid);
    expect(postcodeError('1234 SS', 'NL')).toBe(ACCOUNT_MESSAGES.zipcodeInvalid); // letters the post does not use
    expect(postcodeError('1000', 'BE')).toBeNull();
    expect(postcodeError('10115', 'DE')).toBeNull();
    expect(postcodeError('1000 AB', 'BE')).toBe(ACCOUNT_MESSAGES.zipcodeInvalid);
    expect(postcodeError('  ', 'NL')).toBe(ACCOUNT_MESSAGES.zipcode);
    expect(postcodeError('anything', undefined)).toBeNull();
  });

  it('writes Dutch postcodes as the post does', () => {
    expect(normalisePostcode('1016gv', 'NL')).toBe('1016 GV');
    expect(normalisePostcode(' 1016 gv ', 'NL')).toBe('1016 GV');
    expect(normalisePostcode('10115', 'DE')).toBe('10115');
  });
});

describe('form rules', () => {
  const iso = (id: string) => ({ nl: 'NL', be: 'BE' })[id];
  const guest = {
    salutationId: 's', firstName: 'Noor', lastName: 'Jansen', street: 'Lange Voorhout 5', zipcode: '2514 EA',
    city: 'Den Haag', countryId: 'nl', email: 'noor@example.nl',
  };

  it('a guest needs no password; an account does, of at least 8 characters', () => {
    expect(validateForm(registerRules(iso, true), guest)).toEqual({});
    expect(validateForm(registerRules(iso, false), guest)).toEqual({ password: ACCOUNT_MESSAGES.passwordRequired });
    expect(validateForm(registerRules(iso, false), { ...guest, password: 'kort' })).toEqual({ password: ACCOUNT_MESSAGES.passwordTooShort });
  });

  it('names every field that is wrong', () => {
    expect(validateForm(registerRules(iso, true), { ...guest, street: 'Lange Voorhout', zipcode: '2514', countryId: 'nl', email: 'x@' })).toEqual({
      street: ACCOUNT_MESSAGES.streetNumber, zipcode: ACCOUNT_MESSAGES.zipcodeInvalid, email: ACCOUNT_MESSAGES.emailInvalid,
    });
    expect(validateForm(LOGIN_RULES, {})).toEqual({ email: ACCOUNT_MESSAGES.emailRequired, password: ACCOUNT_MESSAGES.passwordRequired });
    expect(validateForm(NEW_PASSWORD_RULES, { newPassword: 'lang-genoeg', newPasswordConfirm: 'anders' }))
      .toEqual({ newPasswordConfirm: ACCOUNT_MESSAGES.passwordsDiffer });
  });
});

describe('account information rules', () => {
  it('needs a salutation and both names for the profile', () => {
    expect(validateForm(PROFILE_RULES, { salutationId: '', firstName: ' ', lastName: 'Visser' }))
      .toEqual({ salutationId: ACCOUNT_MESSAGES.salutation, firstName: ACCOUNT_MESSAGES.firstName });
  });

  it('needs the new email twice (case aside) and the current password', () => {
    expect(validateForm(EMAIL_CHANGE_RULES, { email: 'Els@Example.nl', emailConfirmation: 'els@example.nl ', password: 'x' })).toEqual({});
    expect(validateForm(EMAIL_CHANGE_RULES, { email: 'els@example.nl', emailConfirmation: 'else@example.nl', password: '' }))
      .toEqual({ emailConfirmation: ACCOUNT_MESSAGES.emailsDiffer, password: ACCOUNT_MESSAGES.currentPasswordRequired });
  });

  it('needs the current password and a long enough new one, typed twice', () => {
    expect(validateForm(PASSWORD_CHANGE_RULES, { password: '', newPassword: 'kort', newPasswordConfirm: 'kort' }))
      .toEqual({ password: ACCOUNT_MESSAGES.currentPasswordRequired, newPassword: ACCOUNT_MESSAGES.passwordTooShort });
    expect(validateForm(PASSWORD_CHANGE_RULES, { password: ' ', newPassword: 'lang-genoeg', newPasswordConfirm: 'lang-genoeg' })).toEqual({});
  });
});
