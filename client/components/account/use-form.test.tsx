// @vitest-environment happy-dom
// The account forms' behaviour (use-form.ts), in a login form as the shop renders it: live
// checks only after an edit, every field on submit with the first wrong one focused, a second
// press while sending does nothing, and a refusal shows the server's message and fields.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_RULES, type FormValues } from '../../../shared/account/rules';
import { ApiRequestError } from '../../lib/api-error';
import { renderInDom, settle, submit, typeInto, type Rendered } from '../../testing/render';
import { readForm, useForm } from './use-form';

const DUTCH = {
  'account.message.emailRequired': 'Vul je e-mailadres in.',
  'account.message.passwordRequired': 'Vul je wachtwoord in.',
  'account.genericFailure': 'Dat lukte niet. Probeer het zo nog eens.',
};

function LoginForm({ send }: { send: (values: FormValues) => Promise<void> }) {
  const { errors, message, sending, formProps } = useForm(() => LOGIN_RULES, send);
  return (
    <form {...formProps}>
      {message && <p role="alert">{message}</p>}
      <input name="email" aria-describedby="email-error" />
      {errors.email && <span id="email-error">{errors.email}</span>}
      <input name="password" type="password" />
      {errors.password && <span id="password-error">{errors.password}</span>}
      <button type="submit" aria-disabled={sending || undefined}>Inloggen</button>
    </form>
  );
}

let view: Rendered;
afterEach(async () => { await view.unmount(); });

const form = () => view.container.querySelector('form')!;
const field = (name: string) => view.container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const errorOf = (name: string) => view.container.querySelector(`#${name}-error`)?.textContent ?? null;
const alert = () => view.container.querySelector('[role="alert"]')?.textContent ?? null;

/** A send the test settles. */
function heldSend() {
  const presses: { values: FormValues; resolve(): void; reject(error: unknown): void }[] = [];
  const send = vi.fn((values: FormValues) => new Promise<void>((resolve, reject) => { presses.push({ values, resolve, reject }); }));
  return { send, presses };
}

describe('useForm', () => {
  it('checks a field live only once the shopper edited it, in the shop\'s words', async () => {
    view = await renderInDom(<LoginForm send={async () => {}} />, { snippets: DUTCH });
    await typeInto(field('email'), 'x');
    await typeInto(field('email'), '');
    expect(errorOf('email')).toBe('Vul je e-mailadres in.');
    // The password was never touched: no message for it yet.
    expect(errorOf('password')).toBeNull();
    await typeInto(field('email'), 'demo@veld.nl');
    expect(errorOf('email')).toBeNull();
  });

  it('checks every field on submit, focuses the first wrong one and sends nothing', async () => {
    const { send } = heldSend();
    view = await renderInDom(<LoginForm send={send} />, { snippets: DUTCH });
    await typeInto(field('email'), 'demo@veld.nl');
    await submit(form());
    expect(errorOf('password')).toBe('Vul je wachtwoord in.');
    expect(document.activeElement).toBe(field('password'));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends once on a double press, and lets the shopper press again once the answer came', async () => {
    const { send, presses } = heldSend();
    view = await renderInDom(<LoginForm send={send} />, { snippets: DUTCH });
    await typeInto(field('email'), 'demo@veld.nl');
    await typeInto(field('password'), 'veld-demo-2026');
    await submit(form());
    await submit(form());
    expect(send).toHaveBeenCalledOnce();
    expect(presses[0]!.values).toEqual({ email: 'demo@veld.nl', password: 'veld-demo-2026' });
    expect(view.container.querySelector('button')!.getAttribute('aria-disabled')).toBe('true');
    presses[0]!.resolve();
    await settle();
    expect(view.container.querySelector('button')!.hasAttribute('aria-disabled')).toBe(false);
    await submit(form());
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('shows a refusal\'s message and its fields\' messages, focusing the first; an edit clears that field\'s message only', async () => {
    const { send, presses } = heldSend();
    view = await renderInDom(<LoginForm send={send} />, { snippets: DUTCH });
    await typeInto(field('email'), 'demo@veld.nl');
    await typeInto(field('password'), 'wrong-password');
    await submit(form());
    presses[0]!.reject(new ApiRequestError(400, 'refused', 'Controleer de gemarkeerde velden.', {
      email: 'Dit e-mailadres is onbekend.', password: 'Dit wachtwoord klopt niet.',
    }));
    await settle();
    expect(alert()).toBe('Controleer de gemarkeerde velden.');
    expect(errorOf('email')).toBe('Dit e-mailadres is onbekend.');
    expect(errorOf('password')).toBe('Dit wachtwoord klopt niet.');
    expect(document.activeElement).toBe(field('email'));
    // The server's message on a field stays until the shopper edits that field.
    await typeInto(field('password'), 'veld-demo-2026');
    expect(errorOf('password')).toBeNull();
    expect(errorOf('email')).toBe('Dit e-mailadres is onbekend.');
  });

  it('says the shop\'s own words for a failure nobody explained, and keeps the fields as they were', async () => {
    const { send, presses } = heldSend();
    view = await renderInDom(<LoginForm send={send} />, { snippets: DUTCH });
    await typeInto(field('email'), 'demo@veld.nl');
    await typeInto(field('password'), 'veld-demo-2026');
    await submit(form());
    presses[0]!.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(alert()).toBe('Dat lukte niet. Probeer het zo nog eens.');
    expect(errorOf('email')).toBeNull();
    expect(field('password').value).toBe('veld-demo-2026');
  });

  it('shows a server error\'s own message (5xx), without turning it into field messages', async () => {
    const { send, presses } = heldSend();
    view = await renderInDom(<LoginForm send={send} />, { snippets: DUTCH });
    await typeInto(field('email'), 'demo@veld.nl');
    await typeInto(field('password'), 'veld-demo-2026');
    await submit(form());
    presses[0]!.reject(new ApiRequestError(503, 'down', 'De winkel is even dicht.', { email: 'ignored' }));
    await settle();
    expect(alert()).toBe('De winkel is even dicht.');
    expect(errorOf('email')).toBeNull();
  });
});

describe('readForm', () => {
  it('reads checkboxes as on or empty, the checked radio, and every named field', () => {
    const element = document.createElement('form');
    element.innerHTML = `
      <input name="email" value="demo@veld.nl">
      <input type="checkbox" name="terms" checked><input type="checkbox" name="newsletter">
      <input type="radio" name="shipping" value="postnl"><input type="radio" name="shipping" value="dhl" checked>
      <input type="radio" name="payment" value="ideal">
      <select name="country"><option value="nl" selected>Nederland</option></select>
      <textarea name="comment">Graag na 17:00</textarea>
      <input value="no name"><button name="send">Verstuur</button>`;
    expect(readForm(element)).toEqual({
      email: 'demo@veld.nl', terms: 'on', newsletter: '', shipping: 'dhl', payment: '', country: 'nl', comment: 'Graag na 17:00',
    });
  });
});
