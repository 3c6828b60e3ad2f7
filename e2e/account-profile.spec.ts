// The account's information page (#14 item 3): name, addresses and defaults (with Shopware's
// refusal to delete a default address, in Dutch), a new password to log in with, the page's
// forms without JavaScript, axe on the page; and the footer's newsletter form without
// JavaScript (#14 item 8). Each test registers
// a customer of its own from a separate request context (never the shared demo account).
import type { Page } from '@playwright/test';
import { logIn, newCustomer, PASSWORD } from './account-steps';
import { expect, refuseConsent, test } from './fixtures';
import { seriousViolations } from './axe';


async function openInformation(page: Page, email: string) {
  await page.goto('/login?redirect=%2Faccount%2Finformation');
  await logIn(page, email);
  // Logging in hashes the password (PBKDF2): slow when the machine is busy.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn gegevens', { timeout: 20_000 });
}

/** The status message a save announces, focused so the shopper continues from there. */
async function expectStatus(page: Page, text: string | RegExp) {
  const status = page.getByRole('status').filter({ hasText: text });
  await expect(status).toBeVisible({ timeout: 20_000 });
  await expect(status).toBeFocused();
}

test('changes the name and adds an address, with the rules checked first @desktop', async ({ page, playwright, baseURL }) => {
  const email = await newCustomer(playwright, baseURL!, 'profiel');
  await openInformation(page, email);

  const personal = page.getByRole('form', { name: 'Persoonlijke gegevens' });
  await personal.getByLabel('Voornaam').fill('');
  await personal.getByRole('button', { name: 'Gegevens opslaan' }).click();
  await expect(personal.getByText('Vul je voornaam in.')).toBeVisible();
  await personal.getByLabel('Voornaam').fill('Floor');
  await personal.getByRole('button', { name: 'Gegevens opslaan' }).click();
  await expectStatus(page, 'Je persoonlijke gegevens zijn opgeslagen.');

  await page.getByText('Nieuw adres toevoegen').click();
  const add = page.getByRole('form', { name: 'Nieuw adres' });
  await add.getByLabel('Aanhef').selectOption({ index: 1 });
  await add.getByLabel('Voornaam').fill('Floor');
  await add.getByLabel('Achternaam').fill('Visser');
  await add.getByLabel('Straat en huisnummer').fill('Keizersgracht 100');
  await add.getByLabel('Postcode').fill('1015cv');
  await add.getByLabel('Plaats').fill('Amsterdam');
  await add.getByRole('button', { name: 'Adres toevoegen' }).click();
  await expectStatus(page, 'Het adres is toegevoegd.');
  await expect(page.locator('.address-card', { hasText: 'Keizersgracht 100' })).toContainText('1015 CV Amsterdam');

  // The overview, loaded afresh, shows the new name.
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hallo Floor');
});

/** A second address for the logged-in customer of the page, through the API. */
async function addSecondAddress(page: Page) {
  const options = await (await page.request.get('/api/address-options')).json() as { salutations: { id: string }[]; countries: { id: string }[] };
  const res = await page.request.post('/api/account/addresses', { data: {
    salutationId: options.salutations[1]!.id, firstName: 'Fleur', lastName: 'Visser', countryId: options.countries[0]!.id,
    street: 'Keizersgracht 100', zipcode: '1015 CV', city: 'Amsterdam',
  } });
  expect(res.ok(), await res.text()).toBe(true);
}

test('makes another address the default, and deletes the old one only once it is no default @desktop', async ({ page, playwright, baseURL }) => {
  const email = await newCustomer(playwright, baseURL!, 'profiel');
  await openInformation(page, email);
  await addSecondAddress(page);
  await page.reload();

  const added = page.locator('.address-card', { hasText: 'Keizersgracht 100' });
  const first = page.locator('.address-card', { hasText: 'Prinsengracht 263' });
  await added.getByRole('button', { name: /Maak standaard bezorgadres/ }).click();
  await expectStatus(page, 'Keizersgracht 100, Amsterdam is nu je standaard bezorgadres.');
  await expect(added).toContainText('Standaard bezorgadres');

  // A default address is not offered for removal (Shopware refuses it): the card says why.
  await expect(added.getByRole('button', { name: /Verwijderen/ })).toHaveCount(0);
  await expect(added).toContainText('Een standaardadres kun je niet verwijderen.');
  await expect(first.getByRole('button', { name: /Verwijderen/ })).toHaveCount(0);

  // The first address is still the default billing address: move that too, then it may go.
  await added.getByRole('button', { name: /Maak standaard factuuradres/ }).click();
  await expectStatus(page, /is nu je standaard factuuradres/);
  // The earlier action's message went when this one started: one message, this action's.
  await expect(page.getByText('is nu je standaard bezorgadres')).toHaveCount(0);
  await first.getByRole('button', { name: /Verwijderen/ }).click();
  await expectStatus(page, 'Het adres Prinsengracht 263, Amsterdam is verwijderd.');
  await expect(page.locator('.address-card')).toHaveCount(1);
  await page.goto('/account');
  await expect(page.getByText('Keizersgracht 100')).toBeVisible();
});

test('without JavaScript the information page’s forms save and say so @desktop', async ({ browser, playwright, baseURL }) => {
  const email = await newCustomer(playwright, baseURL!, 'zonder-js');
  const page = await browser.newPage({ javaScriptEnabled: false, baseURL: baseURL! });
  await refuseConsent(page.context(), baseURL!);
  await page.goto('/login?redirect=%2Faccount%2Finformation');
  await logIn(page, email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn gegevens', { timeout: 20_000 });

  const personal = page.getByRole('form', { name: 'Persoonlijke gegevens' });
  await personal.getByLabel('Voornaam').fill('Isa');
  await personal.getByRole('button', { name: 'Gegevens opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Je persoonlijke gegevens zijn opgeslagen.' })).toBeVisible();
  await expect(personal.getByLabel('Voornaam')).toHaveValue('Isa');

  const add = page.getByRole('form', { name: 'Nieuw adres' });
  await page.getByText('Nieuw adres toevoegen').click();
  await add.getByLabel('Aanhef').selectOption({ index: 1 });
  await add.getByLabel('Voornaam').fill('Isa');
  await add.getByLabel('Achternaam').fill('Visser');
  await add.getByLabel('Straat en huisnummer').fill('Keizersgracht 100');
  await add.getByLabel('Postcode').fill('1015cv');
  await add.getByLabel('Plaats').fill('Amsterdam');
  await add.getByRole('button', { name: 'Adres toevoegen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Het adres is toegevoegd.' })).toBeVisible();

  const added = page.locator('.address-card', { hasText: 'Keizersgracht 100' });
  await added.getByRole('button', { name: /Maak standaard bezorgadres/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dit adres is nu je standaard bezorgadres.' })).toBeVisible();
  await expect(added).toContainText('Standaard bezorgadres');
  // A default address cannot go: it is not offered, and the card says why.
  await expect(added.getByRole('button', { name: /Verwijderen/ })).toHaveCount(0);
  await expect(added).toContainText('Een standaardadres kun je niet verwijderen.');
  await page.close();
});

test('a wrong current password is refused in Dutch, and the field takes focus @desktop', async ({ page, playwright, baseURL }) => {
  const email = await newCustomer(playwright, baseURL!, 'profiel');
  await openInformation(page, email);
  await page.getByText('Wachtwoord wijzigen', { exact: true }).first().click();
  const form = page.getByRole('form', { name: 'Wachtwoord wijzigen' });
  await form.getByLabel('Huidig wachtwoord').fill('niet-mijn-wachtwoord');
  await form.getByLabel(/^Nieuw wachtwoord/).fill('nieuw-wachtwoord-2');
  await form.getByLabel('Herhaal je nieuwe wachtwoord').fill('nieuw-wachtwoord-2');
  await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(form.getByText('Je huidige wachtwoord klopt niet.')).toBeVisible();
  await expect(form.getByLabel('Huidig wachtwoord')).toBeFocused();
});

test('changes the password and logs in with the new one, not the old @desktop', async ({ page, playwright, baseURL }) => {
  const email = await newCustomer(playwright, baseURL!, 'profiel');
  await openInformation(page, email);
  await page.getByText('Wachtwoord wijzigen', { exact: true }).first().click();
  const form = page.getByRole('form', { name: 'Wachtwoord wijzigen' });
  await form.getByLabel('Huidig wachtwoord').fill(PASSWORD);
  await form.getByLabel(/^Nieuw wachtwoord/).fill('nieuw-wachtwoord-2');
  await form.getByLabel('Herhaal je nieuwe wachtwoord').fill('nieuw-wachtwoord-2');
  await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expectStatus(page, /Je wachtwoord is gewijzigd/);

  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login?redirect=%2Faccount');
  await logIn(page, email);
  await expect(page.getByRole('alert').filter({ hasText: 'Het e-mailadres of het wachtwoord klopt niet.' })).toBeVisible();
  await logIn(page, email, 'nieuw-wachtwoord-2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hallo Fleur');
});

test('switches the newsletter on and off @desktop', async ({ page, playwright, baseURL }) => {
  const email = await newCustomer(playwright, baseURL!, 'profiel');
  await openInformation(page, email);
  await expect(page.getByText('Je ontvangt onze nieuwsbrief niet.')).toBeVisible();
  await page.getByRole('button', { name: 'Inschrijven voor de nieuwsbrief' }).click();
  await expectStatus(page, 'Je bent ingeschreven voor de nieuwsbrief.');
  await expect(page.getByText('Je ontvangt onze nieuwsbrief.')).toBeVisible();
  await page.getByRole('button', { name: 'Uitschrijven voor de nieuwsbrief' }).click();
  await expectStatus(page, 'Je bent uitgeschreven voor de nieuwsbrief.');
});

test('the footer newsletter form subscribes without JavaScript @desktop', async ({ browser, baseURL }) => {
  const page = await browser.newPage({ javaScriptEnabled: false, baseURL: baseURL! });
  await refuseConsent(page.context(), baseURL!);
  await page.goto('/Dames/');
  const form = page.locator('#nieuwsbrief');
  await form.getByLabel('E-mailadres').fill(`zonder-js-${Date.now()}@example.nl`);
  await form.getByLabel('E-mailadres').press('Enter');
  // Back on the same page, never with the address in the URL.
  await expect(page).toHaveURL(/\/Dames\/\?nieuwsbrief=subscribed#nieuwsbrief$/);
  await expect(page.locator('#nieuwsbrief [role="status"]')).toHaveText(/Bedankt voor je inschrijving!|Thank you for subscribing to our newsletter!/);
  await page.close();
});

test('no serious or critical accessibility violations on the information page', async ({ page, playwright, baseURL }) => {
  const email = await newCustomer(playwright, baseURL!, 'profiel');
  await openInformation(page, email);
  await page.getByText('Nieuw adres toevoegen').click();
  await expect(page.getByRole('form', { name: 'Nieuw adres' })).toBeVisible();
  expect(await seriousViolations(page, 'the information page', { include: 'main' })).toEqual([]);
});
