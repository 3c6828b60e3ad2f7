// The contact form (spec sections 4, 5, 7 and 8): each validation message verbatim, live after
// an edit and on submit; sending with its submitting state, the success message and the reset
// after 5 s; failures (a failing shop, no network, the rate limit); reCAPTCHA when a site key
// is on the page; and the plain form post when the form's code has not run.
// Tests that send to the shop run on desktop only: one send of each kind is enough.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, holdRequests, refuseConsent, test } from './fixtures';

const SUCCESS = 'Bedankt voor je bericht! We nemen binnen twee werkdagen contact met je op.';

const contactForm = (page: Page) => page.getByRole('form', { name: 'Stuur ons een bericht' });

/**
 * The contact page, once the form's own code runs: it is a chunk of its own that loads when
 * the shopper reaches for the form (decision 005), as a shopper does by moving into a field.
 */
async function openContact(page: Page): Promise<Locator> {
  await page.goto('/contact/');
  const form = contactForm(page);
  await form.getByLabel('Voornaam').focus();
  await expect(form).toHaveAttribute('data-enhanced', 'true');
  return form;
}

/** A client address of its own per test and project, so no two tests share a rate-limit window. */
function clientAddress(info: TestInfo): string {
  let hash = 0;
  for (const ch of `${info.project.name}:${info.title}`) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${(hash & 253) + 1}`;
}

async function fillValid(form: Locator) {
  await form.getByLabel('Voornaam').fill('Sanne');
  await form.getByLabel('Achternaam').fill('de Vries');
  await form.getByLabel('Telefoonnummer').fill('+31 6 12345678');
  await form.getByLabel('E-mailadres').fill('sanne@example.nl');
  await form.getByLabel('Bericht').fill('Is de wollen jas ook in maat 40 te bestellen?');
  await form.getByRole('checkbox', { name: /Ik ga akkoord met het privacybeleid/ }).check();
}

test('validates each field live after an edit and every field on submit, with the messages verbatim @desktop', async ({ page }) => {
  const form = await openContact(page);
  const errors = form.locator('.field__error');

  // Required stars, and the 'optional' note on the subject.
  await expect(form.locator('label', { hasText: 'Voornaam' }).locator('.field__required')).toHaveText('*');
  await expect(form.locator('label', { hasText: 'Onderwerp' })).toContainText('(optioneel)');

  // Live, per field, once that field was edited; untouched fields stay quiet.
  const firstname = form.getByLabel('Voornaam');
  await firstname.fill('Sanne');
  await firstname.fill('   ');
  await expect(errors).toHaveText(['Vul je voornaam in']);
  await form.getByLabel('Telefoonnummer').fill('12ab');
  await expect(form.getByText('Dit telefoonnummer is ongeldig', { exact: true })).toBeVisible();
  await form.getByLabel('E-mailadres').fill('sanne@');
  await expect(form.getByText('Dit e-mailadres is ongeldig', { exact: true })).toBeVisible();
  await expect(form.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true');

  // On submit: every field, and the form is not sent.
  const sent: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/api/contact-form')) sent.push(r.url()); });
  await form.getByRole('button', { name: 'Versturen' }).click();
  await expect(form.getByRole('alert')).toHaveText('Controleer de gemarkeerde velden');
  await expect(errors).toHaveText([
    'Vul je voornaam in',
    'Vul je achternaam in',
    'Dit telefoonnummer is ongeldig',
    'Dit e-mailadres is ongeldig',
    'Vul je bericht in',
    'Ga akkoord met het privacybeleid',
  ]);
  await expect(firstname).toBeFocused();

  await form.getByLabel('Telefoonnummer').fill('');
  await expect(form.getByText('Vul je telefoonnummer in', { exact: true })).toBeVisible();
  await form.getByLabel('E-mailadres').fill('');
  await expect(form.getByText('Vul je e-mailadres in', { exact: true })).toBeVisible();

  // The stricter pattern only styles the input: no message.
  await form.getByLabel('E-mailadres').fill('sanne@veld.x');
  await expect(form.getByLabel('E-mailadres')).toHaveClass(/input--invalid/);
  await expect(form.getByText(/^Email is/)).toHaveCount(0);

  await fillValid(form);
  await expect(errors).toHaveCount(0);
  await expect(form.getByLabel('E-mailadres')).not.toHaveClass(/input--invalid/);
  expect(sent).toEqual([]);
});

test('@desktop sends: submitting state, the success message, then the form resets; failures show the server message or the snippet', async ({ page, faults }, info) => {
  await page.setExtraHTTPHeaders({ 'cf-connecting-ip': clientAddress(info) });
  await page.clock.install();
  const form = await openContact(page);
  // The send is held until the submitting state has been seen, so the check never races it.
  const release = await holdRequests(page, '**/api/contact-form');
  await fillValid(form);
  await form.getByLabel('Onderwerp').fill('Maatadvies');
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/contact-form'));
  await form.getByRole('button', { name: 'Versturen' }).click();
  await expect(form.getByRole('button', { name: 'Bezig met versturen…' })).toBeDisabled();
  expect((await posted).postDataJSON()).toEqual({
    firstName: 'Sanne', lastName: 'de Vries', email: 'sanne@example.nl', phone: '+31 6 12345678',
    subject: 'Maatadvies', message: 'Is de wollen jas ook in maat 40 te bestellen?',
  });
  release();
  await expect(form.getByRole('status')).toHaveText(SUCCESS);
  await expect(form.getByRole('button', { name: 'Versturen' })).toBeEnabled();
  await page.unroute('**/api/contact-form');

  // After 5 s the message goes and the form is empty again.
  await page.clock.fastForward(5000);
  await expect(form.getByRole('status')).toHaveText('');
  await expect(form.getByLabel('Voornaam')).toHaveValue('');
  await expect(form.getByRole('checkbox', { name: /privacybeleid/ })).not.toBeChecked();
  await expect(form.locator('.field__error')).toHaveCount(0);

  // A failing shop: the server's message.
  await faults.set({ errorRate: 1, match: 'contact-form' });
  await fillValid(form);
  await form.getByRole('button', { name: 'Versturen' }).click();
  await expect(form.getByRole('alert')).toHaveText('De winkel is even niet bereikbaar. Probeer het zo opnieuw.');
  await expect(form.getByLabel('Voornaam')).toHaveValue('Sanne');
  await faults.clear();

  // No answer at all (network gone): the configured snippet.
  await page.route('**/api/contact-form', (route) => route.abort());
  await form.getByRole('button', { name: 'Versturen' }).click();
  await expect(form.getByRole('alert')).toHaveText('Je bericht kon niet worden verstuurd. Probeer het later opnieuw.');
});

test('@mobile a client that sent too many messages gets the rate-limit message', async ({ page }, info) => {
  const client = clientAddress(info);
  const submission = { firstName: 'S', lastName: 'V', email: 's@example.nl', phone: '0612345678', message: 'Hoi' };
  for (let i = 0; i < 5; i++) {
    const res = await page.request.post('/api/contact-form', { data: submission, headers: { 'cf-connecting-ip': client } });
    expect(res.status()).toBe(200);
  }
  await page.setExtraHTTPHeaders({ 'cf-connecting-ip': client });
  const form = await openContact(page);
  await fillValid(form);
  await form.getByRole('button', { name: 'Versturen' }).click();
  await expect(form.getByRole('alert')).toHaveText(/^Je hebt te veel berichten verstuurd\. Probeer het over 10 minuten opnieuw\.$/);
});

test.describe('reCAPTCHA Enterprise when the page has a site key', () => {
  const SITE_KEY = '6LcE2eTestSiteKey000000';
  const ENTERPRISE = /^https:\/\/www\.google\.com\/recaptcha\/enterprise\.js\?render=/;
  const addSiteKey = (page: Page) => page.evaluate((key) => {
    const meta = document.createElement('meta');
    meta.name = 'recaptcha-site-key';
    meta.content = key;
    document.head.append(meta);
  }, SITE_KEY);

  test('@desktop loads the script on first focus and sends a token for the action contact_form', async ({ page }, info) => {
    await page.setExtraHTTPHeaders({ 'cf-connecting-ip': clientAddress(info) });
    const scripts: string[] = [];
    await page.route(ENTERPRISE, (route) => {
      scripts.push(route.request().url());
      return route.fulfill({
        contentType: 'text/javascript',
        body: `window.grecaptcha = { enterprise: { ready: (cb) => cb(),
          execute: (key, options) => Promise.resolve('token:' + key + ':' + options.action) } };`,
      });
    });
    const form = await openContact(page);
    await addSiteKey(page);
    expect(scripts).toEqual([]);
    await form.getByLabel('Achternaam').focus();
    await expect.poll(() => scripts.length).toBe(1);
    expect(scripts[0]).toContain(`render=${SITE_KEY}`);
    await fillValid(form);
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/contact-form'));
    await form.getByRole('button', { name: 'Versturen' }).click();
    expect((await posted).postDataJSON().recaptchaToken).toBe(`token:${SITE_KEY}:contact_form`);
    await expect(form.getByRole('status')).toHaveText(SUCCESS);
    expect(scripts).toHaveLength(1);
  });

  test("@desktop 'Failed to load reCAPTCHA' when the script does not load", async ({ page }) => {
    await page.route(ENTERPRISE, (route) => route.abort());
    const form = await openContact(page);
    await addSiteKey(page);
    await fillValid(form);
    await form.getByRole('button', { name: 'Versturen' }).click();
    await expect(form.getByRole('alert')).toHaveText('De controle tegen spam kon niet worden geladen');
  });

  test("@desktop 'Failed to verify reCAPTCHA' when no token is given", async ({ page }) => {
    await page.route(ENTERPRISE, (route) => route.fulfill({
      contentType: 'text/javascript',
      body: `window.grecaptcha = { enterprise: { ready: (cb) => cb(), execute: () => Promise.reject(new Error('invalid site key')) } };`,
    }));
    const form = await openContact(page);
    await addSiteKey(page);
    await fillValid(form);
    await form.getByRole('button', { name: 'Versturen' }).click();
    await expect(form.getByRole('alert')).toHaveText('De controle tegen spam is mislukt');
  });
});

test('@desktop a form sent before its code runs posts to the worker, which redirects back with the outcome', async ({ browser, baseURL }, info) => {
  // The form's chunk is held back, so the page never hydrates: the server's form is all there
  // is (as on a slow connection or without JavaScript), and the browser posts it itself.
  const page = await browser.newPage({ extraHTTPHeaders: { 'cf-connecting-ip': clientAddress(info) } });
  await refuseConsent(page.context(), baseURL!);
  await page.route(/\/assets\/ContactForm-[\w-]+\.js$/, () => new Promise(() => {}));
  await page.goto('/contact/');
  const form = contactForm(page);
  await fillValid(form);
  await expect(form).not.toHaveAttribute('data-enhanced', 'true');
  await form.getByRole('button', { name: 'Versturen' }).click();
  await expect(page).toHaveURL(/\/contact\/\?contact=sent#contactformulier$/);
  await expect(contactForm(page).getByRole('status')).toHaveText(SUCCESS);

  // The browser's own checks guard the required fields there; the worker checks the rules again.
  await contactForm(page).getByLabel('Voornaam').fill('Sanne');
  await contactForm(page).getByRole('button', { name: 'Versturen' }).click();
  expect(await contactForm(page).getByLabel('Achternaam').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await expect(page).toHaveURL(/\?contact=sent#contactformulier$/);
  await page.close({ runBeforeUnload: false });
});
