// @vitest-environment happy-dom
// The head's script that keeps a press on the cookie choice (#50): the same choice as
// choiceFromForm, the same cookie as consentCookie, on the banner's form only.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { choiceFromForm, CONSENT_COOKIE, consentCookie, consentPressScript } from './consent';

const holdEveryPress = (event: Event) => event.preventDefault();
const cookieValue = () => document.cookie.split(';').map((p) => p.trim()).find((p) => p.startsWith(`${CONSENT_COOKIE}=`))?.split('=')[1];
/** The value consentCookie writes for a choice. */
const expected = (choice: ReturnType<typeof choiceFromForm>) => consentCookie(choice!, false).split(';')[0]!.split('=')[1];

beforeAll(() => {
  // What HydrateLater does until the banner's code arrives: the press goes nowhere.
  document.addEventListener('click', holdEveryPress);
  new Function(consentPressScript())();
});
afterAll(() => { document.removeEventListener('click', holdEveryPress); });
beforeEach(() => { document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`; });

const banner = (analytics: boolean, marketing: boolean) => {
  document.body.innerHTML = `<form method="post" action="/cookie-keuze">
      <input type="checkbox" name="analytics"${analytics ? ' checked' : ''}><input type="checkbox" name="marketing"${marketing ? ' checked' : ''}>
      <button type="submit" name="choice" value="refuse">Alles weigeren</button>
      <button type="submit" name="choice" value="accept">Alles accepteren</button>
      <button type="submit" name="choice" value="save">Keuze opslaan</button></form>
    <form method="post" action="/elders"><button type="submit" name="choice" value="accept">Elders</button></form>`;
};
const press = (selector: string) => document.querySelector<HTMLButtonElement>(selector)!.click();

describe('consentPressScript', () => {
  for (const [analytics, marketing] of [[false, false], [true, false], [false, true], [true, true]] as const) {
    it(`writes what choiceFromForm and consentCookie would, for each button (analytics ${analytics}, marketing ${marketing})`, () => {
      for (const choice of ['accept', 'refuse', 'save'] as const) {
        banner(analytics, marketing);
        press(`form[action="/cookie-keuze"] button[value="${choice}"]`);
        const fields = { choice, ...(analytics ? { analytics: 'on' } : {}), ...(marketing ? { marketing: 'on' } : {}) };
        expect(cookieValue(), choice).toBe(expected(choiceFromForm(fields)));
      }
    });
  }

  it('leaves every other form alone', () => {
    banner(true, true);
    press('form[action="/elders"] button');
    expect(cookieValue() ?? '').toBe('');
  });
});
