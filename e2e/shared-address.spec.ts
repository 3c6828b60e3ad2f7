// Honest shoppers behind one address (#32, decision 019): an office, a school or a mobile
// carrier shows the shop one address for many shoppers. Colleagues who registered and asked
// for recovery mails before do not stop the next shopper, and a valid recovery link always
// sets the password, whatever the address did in the last hour.
import type { APIRequestContext, TestInfo } from '@playwright/test';
import { logIn, PASSWORD } from './account-steps';
import { expect, retryingReset, test, testClientAddress } from './fixtures';

type Options = { salutations: { id: string }[]; countries: { id: string }[] };
const run = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** The colleagues' browsers: their own sessions, from the same address as the test's page. */
async function office(playwright: { request: { newContext(o: object): Promise<APIRequestContext> } }, baseURL: string, info: TestInfo) {
  return retryingReset(await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'cf-connecting-ip': testClientAddress(info) } }));
}

async function register(api: APIRequestContext, email: string, firstName = 'Bas') {
  const options = await (await api.get('/api/address-options')).json() as Options;
  const res = await api.post('/api/account/register', { data: {
    salutationId: options.salutations[0]!.id, firstName, lastName: 'de Boer', email, password: PASSWORD,
    street: 'Stationsplein 1', zipcode: '3511 ED', city: 'Utrecht', countryId: options.countries[0]!.id,
  } });
  expect(res.ok(), await res.text()).toBe(true);
  await api.post('/api/account/logout');
}

test('the sixth colleague behind one office address makes an account', async ({ page, playwright, baseURL }, testInfo) => {
  const id = run();
  // Five colleagues made theirs this hour (the old limit per address was 5).
  const colleagues = await office(playwright, baseURL!, testInfo);
  for (let i = 0; i < 5; i++) await register(colleagues, `collega-${id}-${i}@example.nl`);
  await colleagues.dispose();

  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Nieuw bij VELD?' });
  await form.getByLabel('Aanhef').selectOption({ index: 1 });
  await form.getByLabel('Voornaam').fill('Fleur');
  await form.getByLabel('Achternaam').fill('Visser');
  await form.getByLabel('Straat en huisnummer').fill('Prinsengracht 263');
  await form.getByLabel('Postcode').fill('1016 GV');
  await form.getByLabel('Plaats').fill('Amsterdam');
  await form.getByLabel('E-mailadres').fill(`fleur-${id}@example.nl`);
  await form.getByLabel('Wachtwoord').fill(PASSWORD);
  await form.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hallo Fleur');
  await expect(page.getByText('te vaak geprobeerd')).toHaveCount(0);
});

test('a valid recovery link sets the password after the office address asked for many mails', async ({ page, playwright, baseURL, shop }, testInfo) => {
  const id = run();
  const email = `fleur-link-${id}@example.nl`;
  const colleagues = await office(playwright, baseURL!, testInfo);
  await register(colleagues, email, 'Fleur');

  // Colleagues behind the same address asked for mails until the address's budget was spent.
  let answer = 0;
  for (let i = 0; answer !== 429 && i < 40; i++) {
    answer = (await colleagues.post('/api/account/recovery', { data: { email: `collega-${id}-${i}@example.nl` } })).status();
  }
  await colleagues.dispose();
  expect(answer, 'the address has spent its recovery budget').toBe(429);

  // Fleur asked for her link before; the demo backend sends no mail but tells the test its hash.
  const backend = retryingReset(await playwright.request.newContext({ baseURL: shop.backend }));
  const mail = await backend.post('/store-api/account/recovery-password', {
    headers: { 'sw-access-key': 'SWSCDEMOSTOREFRONTNL00000001' }, data: { email, storefrontUrl: baseURL },
  });
  const hash = mail.headers()['x-demo-recovery-hash']!;
  await backend.dispose();

  await page.goto(`/account/recover/password?hash=${hash}`);
  const form = page.getByRole('form', { name: 'Nieuw wachtwoord kiezen' });
  // Named with another address (a typo), the password is set, and she logs in herself.
  await form.getByLabel('E-mailadres').fill(`niet-${email}`);
  await form.getByLabel(/^Nieuw wachtwoord/).fill('nieuw-wachtwoord-2');
  await form.getByLabel('Herhaal je nieuwe wachtwoord').fill('nieuw-wachtwoord-2');
  await form.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Je wachtwoord is gewijzigd.' })).toBeVisible();
  await expect(page.getByText('te vaak geprobeerd')).toHaveCount(0);
  await page.getByRole('link', { name: 'Naar inloggen' }).click();
  await logIn(page, email, 'nieuw-wachtwoord-2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hallo Fleur');
});

test('recovery mails for one address stop after three an hour, from any address, and the shopper is told when to try again', async ({ page, playwright, baseURL }, testInfo) => {
  const email = `veel-mail-${run()}@example.nl`;
  // Someone asked for three mails to this address already, from three other addresses (each
  // this test's own: the shopper's with another first part).
  const shopper = testClientAddress(testInfo);
  for (let i = 0; i < 3; i++) {
    const address = shopper.replace(/^10\./, `172.${16 + i}.`);
    const elsewhere = retryingReset(await playwright.request.newContext({ baseURL: baseURL!, extraHTTPHeaders: { 'cf-connecting-ip': address } }));
    expect((await elsewhere.post('/api/account/recovery', { data: { email } })).ok()).toBe(true);
    await elsewhere.dispose();
  }
  await page.goto('/login');
  await page.getByRole('button', { name: 'Wachtwoord vergeten?' }).click();
  const request = page.getByRole('form', { name: 'Wachtwoord vergeten' });
  await request.getByLabel('E-mailadres').fill(email);
  await request.getByRole('button', { name: 'Stuur de link' }).click();
  await expect(request.getByRole('alert')).toHaveText(/^Je hebt dit te vaak geprobeerd\. Probeer het over \d+ minuten opnieuw\.$/);
});
