// Where the shopper side must answer as Shopware 6.7 does for what Shopware's own storefront
// (Frontends' vue-demo-store) and test suites send (issue #37). Each test sends the exact body
// that client sends and names the Shopware source whose behaviour it checks; 2xx answers are
// checked against the Store API document (testing/contract.ts holds the errata).
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { loadContract, type ContractCheck } from './testing/contract';
import { buyableProductIds } from './testing/fixtures';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by the schema, not by TS
type Any = any;

let contract: ContractCheck;
let countryId: string;

async function call(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${inject('backendUrl')}/store-api${path}`, {
    method,
    headers: {
      'sw-access-key': inject('accessKey'), 'content-type': 'application/json',
      ...(token ? { 'sw-context-token': token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, token: res.headers.get('sw-context-token') ?? '', body: text ? JSON.parse(text) as Any : undefined };
}

/** Calls and checks a 2xx answer against the document's `template`. */
async function conforms(method: string, template: string, path: string, body?: unknown, token?: string) {
  const res = await call(method, path, body, token);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(200);
  expect(contract.violations(method, template, res.status, res.body), `${method} ${template}`).toEqual([]);
  return res;
}

beforeAll(async () => {
  contract = await loadContract();
  countryId = (await call('GET', '/context')).body.salesChannel.countryId;
});

describe('registration as Frontends sends it (RegisterRoute)', () => {
  it('G2: a guest checkout with the names only at the top and empty on the billing address is accepted', async () => {
    // vue-demo-store's checkout page (pages/checkout/index.vue): its guest form state, sent as is
    // through useUser().register. RegisterRoute::validateRegistrationData sets the billing
    // address's firstName, lastName and salutationId from the customer's before validating.
    const email = `g2-${Date.now()}@example.nl`;
    const res = await conforms('POST', '/account/register', '/account/register', {
      salutationId: '', firstName: 'Eva', lastName: 'Bakker', email, password: '', guest: true,
      billingAddress: {
        customerId: '', firstName: '', id: '', lastName: '', street: 'Oudegracht 12', zipcode: '3511 AP',
        city: 'Utrecht', countryId, countryStateId: '',
      },
      acceptedDataProtection: true, storefrontUrl: 'http://localhost:3000',
    });
    expect(res.body).toMatchObject({ guest: true, firstName: 'Eva', lastName: 'Bakker', email });
    expect(res.body.defaultBillingAddress).toMatchObject({ firstName: 'Eva', lastName: 'Bakker', street: 'Oudegracht 12' });
    // Names at the top win over the address's own (they overwrite it, not only fill it).
    const other = await conforms('POST', '/account/register', '/account/register', {
      firstName: 'Eva', lastName: 'Bakker', email: `g2b-${Date.now()}@example.nl`, guest: true,
      billingAddress: { firstName: 'Iemand', lastName: 'Anders', street: 'Oudegracht 12', zipcode: '3511 AP', city: 'Utrecht', countryId },
      acceptedDataProtection: true, storefrontUrl: 'http://localhost:3000',
    });
    expect(other.body.defaultBillingAddress).toMatchObject({ firstName: 'Eva', lastName: 'Bakker' });
  });

  it('G2: 6.7 takes missing top-level names from the billing address; missing everywhere is blank at both', async () => {
    const res = await conforms('POST', '/account/register', '/account/register', {
      email: `g2c-${Date.now()}@example.nl`, guest: true,
      billingAddress: { firstName: 'Eva', lastName: 'Bakker', street: 'Oudegracht 12', zipcode: '3511 AP', city: 'Utrecht', countryId },
      acceptedDataProtection: true, storefrontUrl: 'http://localhost:3000',
    });
    expect(res.body).toMatchObject({ firstName: 'Eva', lastName: 'Bakker' });
    const blank = await call('POST', '/account/register', {
      email: `g2d-${Date.now()}@example.nl`, guest: true, firstName: '', lastName: 'Bakker',
      billingAddress: { street: 'Oudegracht 12', zipcode: '3511 AP', city: 'Utrecht', countryId },
      acceptedDataProtection: true, storefrontUrl: 'http://localhost:3000',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors.map((e: Any) => `${e.code} ${e.source.pointer}`)).toEqual([
      'VIOLATION::IS_BLANK_ERROR /firstName', 'VIOLATION::IS_BLANK_ERROR /billingAddress/firstName',
    ]);
  });

  it('G3: a business account with the company on the billing address; the customer gets it', async () => {
    // vue-demo-store's RegistrationForm.vue state for a business account (companyOnly), as sent.
    const email = `g3-${Date.now()}@example.nl`;
    const body = {
      accountType: 'business', salutationId: '', firstName: 'Eva', lastName: 'Bakker', email, password: 'business-test-1',
      vatIds: [null],
      billingAddress: { company: 'Atelier Bakker', street: 'Oudegracht 12', zipcode: '3511 AP', city: 'Utrecht', countryId, countryStateId: '' },
      storefrontUrl: 'http://localhost:3000',
    };
    const res = await conforms('POST', '/account/register', '/account/register', body);
    expect(res.body).toMatchObject({ accountType: 'business', company: 'Atelier Bakker' });
    expect(res.body.defaultBillingAddress.company).toBe('Atelier Bakker');
    // Without it: RegisterRoute::getCreateAddressValidationDefinition adds NotBlank to the
    // address's company (core.loginRegistration.showAccountTypeSelection on); no /company error.
    const missing = await call('POST', '/account/register', {
      ...body, email: `g3b-${Date.now()}@example.nl`, company: 'Op de verkeerde plek', billingAddress: { ...body.billingAddress, company: null },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: Any) => `${e.code} ${e.source.pointer}`)).toEqual(['VIOLATION::IS_BLANK_ERROR /billingAddress/company']);
  });

  it('a business account keeps the VAT ids it registers with; empty ones and a private account\'s are dropped', async () => {
    // vue-demo-store's RegistrationForm.vue with its VAT ID field filled in (found running the
    // reference storefront against the demo backend: the profile's VAT number came back empty).
    // RegisterRoute::validateRegistrationData array_filters vatIds; getCustomerData sets them on
    // the customer when the account is business and has a company (6.7).
    const body = {
      accountType: 'business', salutationId: '', firstName: 'Lotte', lastName: 'Bakker', email: `vat-${Date.now()}@example.nl`,
      password: 'business-test-1', vatIds: ['NL123456789B01', null, ''],
      billingAddress: { company: 'Atelier Bakker', street: 'Oudegracht 100', zipcode: '3511 AX', city: 'Utrecht', countryId, countryStateId: '' },
      storefrontUrl: 'http://localhost:3000',
    };
    const registered = await conforms('POST', '/account/register', '/account/register', body);
    expect(registered.body.vatIds).toEqual(['NL123456789B01']);
    const customer = await conforms('POST', '/account/customer', '/account/customer', {}, registered.token);
    expect(customer.body.vatIds).toEqual(['NL123456789B01']);

    const privateAccount = await conforms('POST', '/account/register', '/account/register', {
      ...body, accountType: 'private', email: `vat-private-${Date.now()}@example.nl`,
    });
    expect(privateAccount.body.vatIds).toEqual([]);
  });
});

describe('currencies, ids and shapes', () => {
  it('G4: GET and POST /currency list the channel currency (CurrencyRoute: a CurrencyCollection array)', async () => {
    const got = await conforms('GET', '/currency', '/currency');
    const posted = await conforms('POST', '/currency', '/currency', {});
    expect(posted.body).toEqual(got.body);
    expect(got.body.map((c: Any) => [c.isoCode, c.id])).toEqual([['EUR', 'b7d2554b0ce847cd82f3ac9bd1c0dfca']]);
  });

  it('G9: the default language and currency carry Shopware\'s fixed ids (Defaults::LANGUAGE_SYSTEM, Defaults::CURRENCY)', async () => {
    const { body: context } = await conforms('GET', '/context', '/context');
    expect(context.currency.id).toBe('b7d2554b0ce847cd82f3ac9bd1c0dfca');
    expect(context.context.currencyId).toBe('b7d2554b0ce847cd82f3ac9bd1c0dfca');
    expect(context.salesChannel).toMatchObject({ languageId: '2fbb5fe2e29a4d70aa5854ce7ce3e20b', currencyId: 'b7d2554b0ce847cd82f3ac9bd1c0dfca' });
    expect(context.context.languageIdChain).toEqual(['2fbb5fe2e29a4d70aa5854ce7ce3e20b']);
    const languages = await conforms('POST', '/language', '/language', {});
    expect(languages.body.elements.map((l: Any) => l.id)).toEqual(['2fbb5fe2e29a4d70aa5854ce7ce3e20b']);
    // Switching to them is accepted (ContextSwitchRoute checks they belong to the channel).
    const switched = await call('PATCH', '/context', { languageId: '2fbb5fe2e29a4d70aa5854ce7ce3e20b', currencyId: 'b7d2554b0ce847cd82f3ac9bd1c0dfca' });
    expect(switched.status).toBe(200);
  });

  it('G6: one sales channel id in the context, SEO URLs, reviews and sitemap file names', async () => {
    const { body: context } = await call('GET', '/context');
    const channel = context.salesChannel.id;
    expect(context.context.source.salesChannelId).toBe(channel);
    const seo = await call('POST', '/seo-url', { limit: 1 });
    expect(seo.body.elements[0]).toMatchObject({ salesChannelId: channel, languageId: '2fbb5fe2e29a4d70aa5854ce7ce3e20b' });
    const listing = await call('POST', '/product', { filter: [{ type: 'range', field: 'stock', parameters: { gte: 1 } }], limit: 100 });
    for (const product of listing.body.elements as Any[]) {
      const reviews = await call('POST', `/product/${product.parentId ?? product.id}/reviews`, { limit: 1 });
      if (reviews.body.elements.length === 0) continue;
      expect(reviews.body.elements[0].salesChannelId).toBe(channel);
      break;
    }
    const sitemap = await call('GET', '/sitemap');
    expect(sitemap.body[0].filename).toContain(`/salesChannel-${channel}-2fbb5fe2e29a4d70aa5854ce7ce3e20b/`);
  });

  it('G7: an error without parameters writes `meta.parameters` as [] (ErrorResponseFactory: an empty PHP array)', async () => {
    const anonymous = await call('POST', '/account/customer', {});
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.errors[0]).toMatchObject({ code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', meta: { parameters: [] } });
    const badPage = await call('POST', '/product', { page: 0 });
    expect(badPage.body.errors[0]).toMatchObject({ code: 'FRAMEWORK__INVALID_PAGE_QUERY', meta: { parameters: [] } });
    // With parameters, they stay an object.
    const tooMany = await call('POST', '/product', { limit: 101 });
    expect(tooMany.body.errors[0].meta.parameters).toEqual({ maxLimit: 100, limit: 101 });
    const blank = await call('POST', '/account/register', {});
    expect(Array.isArray(blank.body.errors[0].meta.parameters)).toBe(false);
    const noRoute = await call('GET', '/nope');
    expect(noRoute.body.errors[0].meta.parameters).toEqual([]);
  });
});

describe('wishlist criteria (LoadWishlistRoute)', () => {
  it('G5: an invalid page or limit is refused as on /product (RequestCriteriaBuilder)', async () => {
    const registered = await call('POST', '/account/register', {
      email: `g5-${Date.now()}@example.nl`, password: 'wishlist-test-1', firstName: 'Eva', lastName: 'Bakker',
      storefrontUrl: 'http://localhost:3000', acceptedDataProtection: true,
      billingAddress: { street: 'Oudegracht 12', zipcode: '3511 AP', city: 'Utrecht', countryId },
    });
    const token = registered.token;
    const [product] = buyableProductIds(1);
    expect((await call('POST', `/customer/wishlist/add/${product}`, undefined, token)).status).toBe(200);
    const refused = await call('POST', '/customer/wishlist', { page: 0, limit: 0 }, token);
    const onProduct = await call('POST', '/product', { page: 0, limit: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toEqual(onProduct.body.errors[0]);
    expect(refused.body.errors[0].code).toBe('FRAMEWORK__INVALID_PAGE_QUERY');
    const badLimit = await call('POST', '/customer/wishlist', { limit: 0 }, token);
    expect(badLimit.body.errors[0].code).toBe('FRAMEWORK__INVALID_LIMIT_QUERY');
    const tooMany = await call('POST', '/customer/wishlist', { limit: 101 }, token);
    expect(tooMany.body.errors[0].code).toBe('FRAMEWORK__QUERY_LIMIT_EXCEEDED');
    const fine = await conforms('POST', '/customer/wishlist', '/customer/wishlist', { page: 1, limit: 1 }, token);
    expect(fine.body.products).toMatchObject({ page: 1, limit: 1, total: 1 });
  });
});

describe('G8: 6.7 routes a storefront reaches', () => {
  it('/country-state/{countryId}: the country\'s states (none in the demo) as a search result', async () => {
    const states = await conforms('POST', '/country-state/{countryId}', `/country-state/${countryId}`, {});
    expect(states.body).toMatchObject({ entity: 'country_state', total: 0, elements: [], apiAlias: 'dal_entity_search_result' });
  });

  it('/newsletter/confirm: double opt-in by hash and em (NewsletterConfirmRoute: 204, 404, em EqualTo)', async () => {
    const email = `g8-doi-${Date.now()}@example.nl`;
    const subscribe = await fetch(`${inject('backendUrl')}/store-api/newsletter/subscribe`, {
      method: 'POST', headers: { 'sw-access-key': inject('accessKey'), 'content-type': 'application/json' },
      body: JSON.stringify({ email, option: 'subscribe', storefrontUrl: 'http://localhost:3000' }),
    });
    expect(((await subscribe.json()) as Any).status).toBe('notSet');
    const hash = subscribe.headers.get('x-demo-newsletter-hash')!;
    expect(hash).toBeTruthy();
    const em = [...new Uint8Array(await crypto.subtle.digest('SHA-1', new TextEncoder().encode(email)))].map((b) => b.toString(16).padStart(2, '0')).join('');
    expect((await call('POST', '/newsletter/confirm', { hash: 'unknown', em })).body.errors[0].code).toBe('CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND');
    const wrongEm = await call('POST', '/newsletter/confirm', { hash, em: 'nope' });
    expect(wrongEm.status).toBe(400);
    expect(wrongEm.body.errors[0]).toMatchObject({ code: 'VIOLATION::NOT_EQUAL_ERROR', source: { pointer: '/em' } });
    expect((await call('POST', '/newsletter/confirm', { hash, em })).status).toBe(204);
  });

  it('/account/customer-recovery-is-expired: a recovery hash\'s state (CustomerRecoveryIsExpiredRoute)', async () => {
    const recovery = await fetch(`${inject('backendUrl')}/store-api/account/recovery-password`, {
      method: 'POST', headers: { 'sw-access-key': inject('accessKey'), 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@veld.nl', storefrontUrl: 'http://localhost:3000' }),
    });
    const hash = recovery.headers.get('x-demo-recovery-hash')!;
    const fresh = await call('POST', '/account/customer-recovery-is-expired', { hash });
    expect(fresh).toMatchObject({ status: 200, body: { isExpired: false, apiAlias: 'array_struct' } });
    const unknown = await call('POST', '/account/customer-recovery-is-expired', { hash: 'x'.repeat(32) });
    expect(unknown).toMatchObject({ status: 404, body: { errors: [{ code: 'CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH' }] } });
    const short = await call('POST', '/account/customer-recovery-is-expired', { hash: 'abc' });
    expect(short.body.errors[0]).toMatchObject({ code: 'VIOLATION::NOT_EQUAL_LENGTH_ERROR', source: { pointer: '/hash' } });
  });

  it('/account/change-language: the channel\'s language for a registered customer (ChangeLanguageRoute)', async () => {
    expect((await call('POST', '/account/change-language', { languageId: '2fbb5fe2e29a4d70aa5854ce7ce3e20b' })).status).toBe(403);
    const login = await call('POST', '/account/login', { username: 'demo@veld.nl', password: 'veld-demo-2026' });
    const changed = await call('POST', '/account/change-language', { languageId: '2fbb5fe2e29a4d70aa5854ce7ce3e20b' }, login.token);
    expect(changed).toMatchObject({ status: 200, body: { success: true } });
    const other = await call('POST', '/account/change-language', { languageId: '0'.repeat(32) }, login.token);
    expect(other.body.errors[0]).toMatchObject({ code: 'VIOLATION::ENTITY_DOES_NOT_EXISTS', source: { pointer: '/languageId' } });
  });

  it('refuses as Shopware where the demo has nothing behind the route', async () => {
    const none = '0'.repeat(32);
    const confirm = await call('POST', '/account/register-confirm', { hash: none, em: none });
    expect(confirm).toMatchObject({ status: 404, body: { errors: [{ code: 'CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH' }] } });
    expect((await call('POST', '/account/register-confirm', {})).body.errors[0].code).toBe('CHECKOUT__NO_HASH_PROVIDED');
    const group = await call('GET', `/customer-group-registration/config/${none}`);
    expect(group).toMatchObject({ status: 404, body: { errors: [{ code: 'CHECKOUT__CUSTOMER_GROUP_REGISTRATION_NOT_FOUND' }] } });
    // DownloadRoute checks the login first.
    expect((await call('GET', `/order/download/${none}/${none}`)).body.errors[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
    const login = await call('POST', '/account/login', { username: 'demo@veld.nl', password: 'veld-demo-2026' });
    const download = await call('GET', `/order/download/${none}/${none}`, undefined, login.token);
    expect(download).toMatchObject({ status: 404, body: { errors: [{ code: 'CHECKOUT__DOWNLOAD_FILE_NOT_FOUND' }] } });
    const document = await call('POST', `/document/download/${none}/code`, {});
    expect(document).toMatchObject({ status: 404, body: { errors: [{ code: 'DOCUMENT__DOCUMENT_NOT_FOUND' }] } });
  });
});
