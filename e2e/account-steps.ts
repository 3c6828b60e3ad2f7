// Steps that the account, information and wishlist journeys share.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, retryingReset } from './fixtures';

export const PASSWORD = 'veilig-wachtwoord-1';

/**
 * A new customer (Fleur Visser, Amsterdam), registered from a request context of its own, so
 * the test's page stays a visitor. Never the shared demo account: its saved cart would be
 * shared between tests. `who` starts the email address, to tell the journeys' customers apart.
 */
export async function newCustomer(
  playwright: { request: { newContext(o: { baseURL: string }): Promise<APIRequestContext> } }, baseURL: string, who = 'account',
): Promise<string> {
  const api = retryingReset(await playwright.request.newContext({ baseURL }));
  const options = await (await api.get('/api/address-options')).json() as { salutations: { id: string }[]; countries: { id: string }[] };
  const email = `${who}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;
  const res = await api.post('/api/account/register', { data: {
    salutationId: options.salutations[1]!.id, firstName: 'Fleur', lastName: 'Visser', email, password: PASSWORD,
    street: 'Prinsengracht 263', zipcode: '1016 GV', city: 'Amsterdam', countryId: options.countries[0]!.id,
  } });
  expect(res.ok(), await res.text()).toBe(true);
  await api.dispose();
  return email;
}

/** Logs in through the login page's form. */
export async function logIn(page: Page, email: string, password = PASSWORD) {
  const form = page.getByRole('form', { name: 'Ik heb al een account' });
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByLabel('Wachtwoord').fill(password);
  await form.getByRole('button', { name: 'Inloggen' }).click();
}
