// Steps in the checkout that more than one journey takes.
import type { Page } from '@playwright/test';

/** The guest's address: Den Haag, the postcode as a shopper types it (the form writes it 2514 EA). */
export const NL_ADDRESS = { street: 'Lange Voorhout 5', zipcode: '2514ea', city: 'Den Haag' };

/** An e-mail address no other test uses, starting with `who`. */
export const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;

/** Fills the checkout's guest form: Mevr. Noor Jansen in Den Haag, with this e-mail address. */
export async function fillGuest(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Bestelling plaatsen' });
  await form.getByLabel('Aanhef').selectOption({ label: 'Mevr.' });
  await form.getByLabel('Voornaam').fill('Noor');
  await form.getByLabel('Achternaam').fill('Jansen');
  await form.getByLabel('Straat en huisnummer').fill(NL_ADDRESS.street);
  await form.getByLabel('Postcode').fill(NL_ADDRESS.zipcode);
  await form.getByLabel('Plaats').fill(NL_ADDRESS.city);
  await form.getByLabel('E-mailadres').fill(email);
}
