// Checkout (#14): a guest buys from the listing to the success page; a registered shopper logs
// in, buys and finds the order in the account; a cancelled asynchronous payment leads to
// /checkout/failed, where another method pays the kept order; the whole guest purchase by
// keyboard; axe on every new page.
import type { Page } from '@playwright/test';
import { expect, refuseConsent, test, testClientAddress } from './fixtures';
import { chooseSize } from './product-steps';
import { fillGuest, NL_ADDRESS, uniqueEmail } from './checkout-steps';
import { seriousViolations as violationsIn } from './axe';


/** A product in the cart through the shop's own pages: search listing → product page → add. */
async function addFromListing(page: Page) {
  const listing = await (await page.request.get('/api/listing?search=linnen')).json() as { products: { href: string; available: boolean }[] };
  const product = listing.products.find((p) => p.available)!;
  await page.goto('/products?search=linnen');
  await page.locator(`.product-grid a[href="${product.href}"]`).first().click();
  await expect(page.locator('.pdp__name')).toBeVisible();
  await chooseSize(page);
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(page.getByRole('link', { name: 'Winkelwagen, 1 artikel' })).toBeVisible();
}

/** From the mini-cart that confirms the addition, through the cart, to the checkout. */
async function toCheckout(page: Page) {
  await page.getByRole('dialog', { name: 'Toegevoegd aan je winkelwagen' }).getByRole('link', { name: 'Bekijk winkelwagen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winkelwagen (1)');
  await page.getByRole('link', { name: 'Naar de kassa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible();
}



test('a guest buys: listing, product, cart, checkout, success', async ({ page }) => {
  // A whole journey and the next shopper's start: many pages, slow on a busy machine.
  test.setTimeout(60_000);
  await addFromListing(page);
  await toCheckout(page);
  const form = page.getByRole('form', { name: 'Bestelling plaatsen' });

  // Every rule on submit, the first field focused; the terms too.
  await form.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(form.getByLabel('Aanhef')).toBeFocused();
  await expect(form.getByText('Vul je voornaam in.')).toBeVisible();
  await expect(form.getByText('Ga akkoord met de algemene voorwaarden om je bestelling te plaatsen.')).toBeVisible();

  await fillGuest(page, uniqueEmail('gast'));
  await form.getByLabel('Postcode').fill('12');
  await expect(form.getByText('Vul een geldige postcode in, zoals 1234 AB.')).toBeVisible(); // live, after an edit
  await form.getByLabel('Postcode').fill(NL_ADDRESS.zipcode);
  await expect(form.getByText('Vul een geldige postcode in, zoals 1234 AB.')).toHaveCount(0);

  // Picking up in the shop is free: the total follows.
  const total = page.locator('.checkout__summary .order-totals__total');
  await form.getByRole('radio', { name: /Afhalen in de winkel/ }).check();
  await expect(page.locator('.checkout__summary .order-totals dd').nth(1)).toHaveText('Gratis');
  await form.getByRole('radio', { name: /iDEAL/ }).check();
  await form.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
  const amount = await total.textContent();
  await form.getByRole('button', { name: 'Bestelling plaatsen' }).click();

  await expect(page).toHaveURL(/\/checkout\/success\?orderId=[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor je bestelling!');
  await expect(page.locator('.checkout__confirmation')).toContainText(/Je bestelnummer is \d+/);
  await expect(page.locator('.checkout__confirmation')).toContainText('Je betaling is ontvangen.');
  await expect(page.locator('.order-totals__total')).toHaveText(amount!);
  await expect(page.getByText('2514 EA Den Haag').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Winkelwagen, 0 artikelen' })).toBeVisible();

  // The guest's session ended with the order (#32): the next shopper on this device meets an
  // empty checkout, with nothing of this guest's.
  await addFromListing(page);
  await toCheckout(page);
  await expectNothingOfTheLastGuest(page);
});

/** The checkout as a new shopper meets it: the guest form empty, no name or address of anyone. */
async function expectNothingOfTheLastGuest(page: Page) {
  const form = page.getByRole('form', { name: 'Bestelling plaatsen' });
  await expect(form.getByLabel('Voornaam')).toHaveValue('');
  await expect(form.getByLabel('E-mailadres')).toHaveValue('');
  await expect(page.getByText('Noor')).toHaveCount(0);
  await expect(page.getByText(NL_ADDRESS.street)).toHaveCount(0);
}

test('without JavaScript a guest’s session ends with the order too @desktop', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({
    javaScriptEnabled: false, baseURL: baseURL!, extraHTTPHeaders: { 'cf-connecting-ip': testClientAddress(testInfo) },
  });
  await refuseConsent(context, baseURL!);
  const page = await context.newPage();
  const listing = await (await page.request.get('/api/listing?search=linnen')).json() as { products: { href: string; available: boolean }[] };
  const product = listing.products.find((p) => p.available)!;
  const addToCart = async () => {
    await page.goto(product.href);
    await chooseSize(page);
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible();
  };
  await addToCart();
  await fillGuest(page, uniqueEmail('gast-zonder-js'));
  const form = page.getByRole('form', { name: 'Bestelling plaatsen' });
  await form.getByRole('radio', { name: /iDEAL/ }).check();
  await form.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
  await form.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?orderId=[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor je bestelling!');
  await expect(page.getByText('2514 EA Den Haag').first()).toBeVisible();

  await addToCart();
  await expectNothingOfTheLastGuest(page);
  await context.close();
});

test('a registered shopper logs in, buys, and finds the order in the account @desktop', async ({ page }) => {
  const email = uniqueEmail('klant');
  const options = await (await page.request.get('/api/address-options')).json() as { salutations: { id: string }[]; countries: { id: string }[] };
  const registered = await page.request.post('/api/account/register', { data: {
    salutationId: options.salutations[0]!.id, firstName: 'Daan', lastName: 'de Boer', email, password: 'veilig-wachtwoord-1',
    street: 'Oudegracht 12', zipcode: '3511 AP', city: 'Utrecht', countryId: options.countries[0]!.id,
  } });
  expect(registered.ok()).toBe(true);
  await page.request.post('/api/account/logout', { data: {} });

  await addFromListing(page);
  await toCheckout(page);
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
  const login = page.getByRole('form', { name: 'Ik heb al een account' });
  await login.getByLabel('E-mailadres').fill(email);
  await login.getByLabel('Wachtwoord').fill('veilig-wachtwoord-1');
  await login.getByRole('button', { name: 'Inloggen' }).click();

  // Back at the checkout, logged in, with the cart kept.
  await expect(page).toHaveURL(/\/checkout$/);
  const form = page.getByRole('form', { name: 'Bestelling plaatsen' });
  await expect(form.getByText(email)).toBeVisible();
  await form.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
  await form.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor je bestelling!');
  const number = (await page.locator('.checkout__confirmation strong').textContent())!;

  // The header's login link is now the account link (on a phone too, #32).
  await page.locator('header.site-header').getByRole('link', { name: 'Mijn account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hallo Daan');
  await page.getByRole('navigation', { name: 'Mijn account' }).getByRole('link', { name: 'Bestellingen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellingen');
  await page.getByRole('link', { name: `Bestelling ${number} bekijken` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bestelling ${number}`);
  await expect(page.getByText('3511 AP Utrecht').first()).toBeVisible();

  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('header.site-header').getByRole('link', { name: 'Inloggen' })).toBeVisible();
});

test('a customer with two addresses sends the order to the other one @desktop', async ({ page }) => {
  const email = uniqueEmail('twee-adressen');
  const options = await (await page.request.get('/api/address-options')).json() as { salutations: { id: string }[]; countries: { id: string }[] };
  const address = { salutationId: options.salutations[0]!.id, firstName: 'Sem', lastName: 'Bakker', countryId: options.countries[0]!.id };
  const registered = await page.request.post('/api/account/register', { data: {
    ...address, email, password: 'veilig-wachtwoord-1', street: 'Oudegracht 12', zipcode: '3511 AP', city: 'Utrecht',
  } });
  expect(registered.ok()).toBe(true);
  const added = await page.request.post('/api/account/addresses', { data: { ...address, ...NL_ADDRESS } });
  expect(added.ok(), await added.text()).toBe(true);
  const listing = await (await page.request.get('/api/listing?search=linnen')).json() as { products: { id: string; available: boolean }[] };
  await page.request.post('/api/cart/items', { data: { productId: listing.products.find((p) => p.available)!.id, quantity: 1 } });

  await page.goto('/checkout');
  const form = page.getByRole('form', { name: 'Bestelling plaatsen' });
  const delivery = form.getByRole('group', { name: 'Bezorgadres' });
  const billing = form.getByRole('group', { name: 'Factuuradres' });
  await expect(delivery.getByRole('radio', { name: /Oudegracht 12/ })).toBeChecked();
  await expect(billing.getByRole('radio', { name: /Oudegracht 12/ })).toBeChecked();
  await delivery.getByRole('radio', { name: /Lange Voorhout 5/ }).check();
  // The choice is the shop's: a reload shows it as the context keeps it.
  await expect(delivery.getByRole('radio')).toHaveCount(2);
  await expect.poll(async () => (await (await page.request.get('/api/checkout/context')).json() as { shippingAddressId: string }).shippingAddressId)
    .toBe((await added.json() as { id: string }).id);
  await page.reload();
  await expect(delivery.getByRole('radio', { name: /Lange Voorhout 5/ })).toBeChecked();
  await expect(billing.getByRole('radio', { name: /Oudegracht 12/ })).toBeChecked();

  await form.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
  await form.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor je bestelling!');
  const number = (await page.locator('.checkout__confirmation strong').textContent())!;
  await page.goto('/account/orders');
  await page.getByRole('link', { name: `Bestelling ${number} bekijken` }).click();
  await expect(page.getByRole('region', { name: 'Bezorgadres' })).toContainText('2514 EA Den Haag');
  await expect(page.getByRole('region', { name: 'Factuuradres' })).toContainText('3511 AP Utrecht');
});

test('a cancelled payment keeps the order; another method pays it @desktop', async ({ page }) => {
  await addFromListing(page);
  await toCheckout(page);
  await fillGuest(page, uniqueEmail('paypal'));
  const form = page.getByRole('form', { name: 'Bestelling plaatsen' });
  await form.getByRole('radio', { name: /PayPal/ }).check();
  await form.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
  await form.getByRole('button', { name: 'Bestelling plaatsen' }).click();

  // The provider's page (the demo backend's): cancel there.
  await expect(page.getByRole('heading', { name: 'PayPal (demo)' })).toBeVisible();
  await page.getByRole('button', { name: 'Annuleren' }).click();

  await expect(page).toHaveURL(/\/checkout\/failed\?orderId=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je betaling is niet gelukt');
  await expect(page.locator('.checkout__confirmation')).toContainText('Je hebt de betaling geannuleerd.');
  const pay = page.getByRole('form', { name: 'Opnieuw betalen' });
  await pay.getByRole('radio', { name: /Creditcard/ }).check();
  await pay.getByRole('button', { name: /betalen$/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor je bestelling!');
  await expect(page.locator('.checkout__confirmation')).toContainText('Je betaling is ontvangen.');
});

test('@desktop the whole guest purchase by keyboard', async ({ page }) => {
  await cartWithOneProduct(page);
  await page.goto('/checkout');
  const form = page.getByRole('form', { name: 'Bestelling plaatsen' });
  await form.getByLabel('Aanhef').focus();
  await page.keyboard.press('ArrowDown');
  const type = async (text: string) => { await page.keyboard.press('Tab'); await page.keyboard.type(text); };
  await type('Noor');
  await type('Jansen');
  await type(NL_ADDRESS.street);
  await type(NL_ADDRESS.zipcode);
  await type(NL_ADDRESS.city);
  await page.keyboard.press('Tab'); // country: Nederland is chosen
  await type(uniqueEmail('toetsenbord'));
  // Shipping and payment keep their defaults; on to the terms and the button.
  await form.getByRole('checkbox', { name: /algemene voorwaarden/ }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab'); // the terms link
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Bestelling plaatsen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor je bestelling!');
});

// One axe analysis per test: a full page takes seconds on a busy two-core machine.
const seriousViolations = (page: Page, what: string) => violationsIn(page, what, { include: 'main' });

async function cartWithOneProduct(page: Page) {
  const listing = await (await page.request.get('/api/listing?search=linnen')).json() as { products: { id: string; available: boolean }[] };
  const product = listing.products.find((p) => p.available)!;
  expect((await page.request.post('/api/cart/items', { data: { productId: product.id, quantity: 1 } })).ok()).toBe(true);
}

test('no serious or critical accessibility violations on the checkout, its messages shown', async ({ page }) => {
  await cartWithOneProduct(page);
  await page.goto('/checkout');
  await page.getByRole('form', { name: 'Bestelling plaatsen' }).getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page.getByText('Vul je voornaam in.')).toBeVisible();
  expect(await seriousViolations(page, 'checkout with errors')).toEqual([]);
});

test('no serious or critical accessibility violations on the success page', async ({ page }) => {
  await cartWithOneProduct(page);
  await page.goto('/checkout');
  await fillGuest(page, uniqueEmail('axe'));
  const form = page.getByRole('form', { name: 'Bestelling plaatsen' });
  await form.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
  await form.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor je bestelling!');
  expect(await seriousViolations(page, 'success')).toEqual([]);
});
