// Login, logout, registration, the customer and password recovery (contract §2 Account).
import { Hono } from 'hono';
import { StoreApiError, customerNotLoggedIn } from '../store-api-error';
import { readJsonBody } from '../middleware';
import type { ShopwareEnv } from '../types';
import { endCustomerSession, startCustomerSession } from './context';
import {
  EmailTaken, createCustomer, customerJson, findAccountByEmail, findCustomer, listAddresses,
  now, readAddress, recordLogin, setPassword,
} from './customers';
import { newSecret } from './ids';
import { hashPassword, verifyPassword } from './passwords';
import { DEFAULT_SALUTATION_ID, LANGUAGE_ID, isSalutationId } from './sales-channel';
import { contextTokenResponse, customerSession, session, type ShopperCtx } from './session';
import { Violations, object, text } from './validation';
import { clockNow } from '../../../shared/clock';

const MIN_PASSWORD_LENGTH = 8;
/** Shopware's recovery links are valid for two hours. */
const RECOVERY_LIFETIME_MS = 2 * 60 * 60 * 1000;

function badCredentials() {
  return StoreApiError.of(401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', 'Invalid username and/or password.');
}

function success(c: ShopperCtx) {
  return c.json({ success: true, apiAlias: 'array_struct' });
}

async function customerResponse(c: ShopperCtx) {
  const { customer, addresses, context } = await customerSession(c);
  return c.json(customerJson(customer, addresses, context));
}

export const accountRoutes = new Hono<ShopwareEnv>()
  .post('/account/login', async (c) => {
    const body = await readJsonBody(c);
    const username = text(body, 'username') || text(body, 'email');
    const password = typeof body.password === 'string' ? body.password : '';
    const { db, context } = await session(c);
    const customer = username && password ? await findAccountByEmail(db, username) : null;
    if (!customer?.password_hash || !(await verifyPassword(password, customer.password_hash))) throw badCredentials();
    c.set('contextToken', await startCustomerSession(db, context.token, customer.id));
    await recordLogin(db, customer.id);
    return contextTokenResponse(c);
  })
  .post('/account/logout', async (c) => {
    const { db, context } = await customerSession(c);
    c.set('contextToken', await endCustomerSession(db, context.token));
    return contextTokenResponse(c);
  })
  .post('/account/register', async (c) => {
    const body = await readJsonBody(c);
    const { db, context } = await session(c);
    const v = new Violations();
    const guest = body.guest === true;
    const accountType = body.accountType === 'business' ? 'business' : 'private';
    const email = v.email(body, 'email');
    const password = guest ? undefined : v.notBlank(body, 'password');
    v.minLength(password, 'password', MIN_PASSWORD_LENGTH);
    const billingBody = object(body, 'billingAddress');
    // RegisterRoute::register (6.7): names missing at the top are taken from the billing address.
    const named = { ...body };
    if (billingBody && !('firstName' in named)) named.firstName = billingBody.firstName;
    if (billingBody && !('lastName' in named)) named.lastName = billingBody.lastName;
    const firstName = v.notBlank(named, 'firstName');
    const lastName = v.notBlank(named, 'lastName');
    const salutationId = v.entity(body, 'salutationId', isSalutationId, false) ?? DEFAULT_SALUTATION_ID;
    v.notBlank(body, 'storefrontUrl');
    if (!billingBody) v.add('billingAddress', 'IS_BLANK_ERROR', 'This value should not be blank.');
    const names = { firstName, lastName };
    // validateRegistrationData then overwrites the billing address's names and salutation with
    // the customer's before validating it: a storefront may leave them empty there (Frontends'
    // guest checkout does).
    const billing = billingBody && { ...billingBody, firstName: firstName ?? null, lastName: lastName ?? null, salutationId };
    const billingAddress = billing ? readAddress(v.nested('billingAddress'), billing, names) : undefined;
    // A business account needs the company on the address (getCreateAddressValidationDefinition,
    // with core.loginRegistration.showAccountTypeSelection on); the customer's own company is then
    // copied from the billing, else the shipping address. A `company` at the top is not read.
    if (accountType === 'business' && billing) v.nested('billingAddress').notBlank(billing, 'company');
    const shippingBody = object(body, 'shippingAddress');
    const shippingAddress = shippingBody ? readAddress(v.nested('shippingAddress'), shippingBody, names) : undefined;
    if (shippingBody?.accountType === 'business') v.nested('shippingAddress').notBlank(shippingBody, 'company');
    const company = accountType === 'business' ? billingAddress?.company ?? shippingAddress?.company ?? undefined : undefined;
    // validateRegistrationData drops the empty entries (array_filter; vue-demo-store sends
    // [null] when the field is left empty), and getCustomerData keeps the rest only for a business
    // account that has a company.
    const vatIds = company ? vatIdsOf(body) : [];
    if (email && !guest && (await findAccountByEmail(db, email))) {
      v.add('email', 'CUSTOMER_EMAIL_NOT_UNIQUE', `The email address ${email} is already in use`, { '{{ email }}': email });
    }
    v.throwIfAny();

    let customerId: string;
    try {
      customerId = await createCustomer(db, {
        email: email!, passwordHash: password ? await hashPassword(password) : null, guest, accountType,
        company: company ?? null, vatIds, salutationId, title: text(body, 'title') || null,
        firstName: firstName!, lastName: lastName!, birthday: birthdayOf(body),
        billingAddress: billingAddress!, shippingAddress: shippingAddress ?? null,
      });
    } catch (err) {
      // Lost a race with a concurrent registration of the same address.
      if (err instanceof EmailTaken) {
        v.add('email', 'CUSTOMER_EMAIL_NOT_UNIQUE', `The email address ${email} is already in use`, { '{{ email }}': email });
        v.throwIfAny();
      }
      throw err;
    }
    // No double opt-in in the demo: the new customer is logged in under a new token.
    c.set('contextToken', await startCustomerSession(db, context.token, customerId));
    const customer = (await findCustomer(db, customerId))!;
    return c.json(customerJson(customer, await listAddresses(db, customerId)));
  })
  .get('/account/customer', customerResponse)
  .post('/account/customer', customerResponse)
  .post('/account/recovery-password', async (c) => {
    const body = await readJsonBody(c);
    const v = new Violations();
    const email = v.email(body, 'email');
    const storefrontUrl = v.notBlank(body, 'storefrontUrl');
    v.throwIfAny();
    const { db } = await session(c);
    const customer = await findAccountByEmail(db, email!);
    if (!customer) {
      throw StoreApiError.of(401, 'CHECKOUT__CUSTOMER_NOT_FOUND', `No matching customer for the email "${email}" was found.`, { email });
    }
    const hash = newSecret();
    await db.prepare('INSERT INTO shopper_password_recovery (hash, customer_id, created_at) VALUES (?, ?, ?)')
      .bind(hash, customer.id, clockNow()).run();
    // No mail leaves the demo backend: the link goes to the log, the hash to a demo-only header.
    console.log(`[demo mail] password recovery for ${customer.email}: ${storefrontUrl}/account/recover/password?hash=${hash}`);
    c.header('x-demo-recovery-hash', hash);
    return success(c);
  })
  .post('/account/recovery-password-confirm', async (c) => {
    const body = await readJsonBody(c);
    const v = new Violations();
    const hash = v.notBlank(body, 'hash');
    const newPassword = v.notBlank(body, 'newPassword');
    v.minLength(newPassword, 'newPassword', MIN_PASSWORD_LENGTH);
    if (newPassword !== undefined && body.newPasswordConfirm !== newPassword) {
      v.add('newPasswordConfirm', 'NOT_EQUAL_ERROR', 'This value should be equal to the new password.');
    }
    v.throwIfAny();
    const { db } = await session(c);
    const recovery = await db.prepare('SELECT customer_id, created_at FROM shopper_password_recovery WHERE hash = ?')
      .bind(hash).first<{ customer_id: string; created_at: number }>();
    if (!recovery) {
      throw StoreApiError.of(404, 'CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH', `No matching customer for the hash "${hash}" was found.`, { hash });
    }
    if (clockNow() - recovery.created_at > RECOVERY_LIFETIME_MS) {
      throw StoreApiError.of(410, 'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED', `The hash "${hash}" is expired.`, { hash });
    }
    await setPassword(db, recovery.customer_id, await hashPassword(newPassword!));
    await db.prepare('DELETE FROM shopper_password_recovery WHERE customer_id = ?').bind(recovery.customer_id).run();
    return success(c);
  })
  // CustomerRecoveryIsExpiredRoute: whether a recovery link still works, asked before the new
  // password form is shown. The hash must be 32 characters (Length(32)); an unknown one is 404.
  .post('/account/customer-recovery-is-expired', async (c) => {
    const body = await readJsonBody(c);
    const v = new Violations();
    const hash = v.notBlank(body, 'hash');
    if (hash !== undefined && hash.length !== 32) {
      v.add('hash', 'NOT_EQUAL_LENGTH_ERROR', 'This value should have exactly 32 characters.', { '{{ value }}': `"${hash}"`, '{{ limit }}': 32 });
    }
    v.throwIfAny();
    const { db } = await session(c);
    const recovery = await db.prepare('SELECT created_at FROM shopper_password_recovery WHERE hash = ?').bind(hash).first<{ created_at: number }>();
    if (!recovery) {
      throw StoreApiError.of(404, 'CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH', `No matching customer for the hash "${hash}" was found.`, { hash });
    }
    return c.json({ isExpired: clockNow() - recovery.created_at > RECOVERY_LIFETIME_MS, apiAlias: 'array_struct' });
  })
  // ChangeLanguageRoute (6.7): the customer's language, for mails; registered customers only.
  // The channel's one language is the only one accepted (EntityExists with salesChannels.id).
  .post('/account/change-language', async (c) => {
    const body = await readJsonBody(c);
    const { customer } = await customerSession(c);
    if (customer.guest) throw customerNotLoggedIn();
    const v = new Violations();
    v.entity(body, 'languageId', (id) => id === LANGUAGE_ID, true);
    v.throwIfAny();
    return success(c);
  })
  // Profile, email and password changes (Shopware 6.6/6.7 ChangeCustomerProfileRoute,
  // ChangeEmailRoute, ChangePasswordRoute): each answers {success: true}; the addresses keep
  // their own names, as in Shopware.
  .post('/account/change-profile', async (c) => {
    const body = await readJsonBody(c);
    const { db, customer } = await customerSession(c);
    const v = new Violations();
    const firstName = v.notBlank(body, 'firstName');
    const lastName = v.notBlank(body, 'lastName');
    const salutationId = v.entity(body, 'salutationId', isSalutationId, false) ?? customer.salutation_id;
    v.throwIfAny();
    await db.prepare('UPDATE shopper_customer SET salutation_id = ?, first_name = ?, last_name = ?, title = ?, updated_at = ? WHERE id = ?')
      .bind(salutationId, firstName, lastName, text(body, 'title') || null, now(), customer.id).run();
    return success(c);
  })
  .post('/account/change-email', async (c) => {
    const body = await readJsonBody(c);
    const { db, customer } = await customerSession(c);
    const v = new Violations();
    const email = v.email(body, 'email');
    if (email !== undefined && text(body, 'emailConfirmation') !== email) {
      v.add('emailConfirmation', 'NOT_EQUAL_ERROR', 'This value should be equal to the email.');
    }
    await checkCurrentPassword(v, body, customer.password_hash);
    if (email) {
      const other = await findAccountByEmail(db, email);
      if (other && other.id !== customer.id) {
        v.add('email', 'CUSTOMER_EMAIL_NOT_UNIQUE', `The email address ${email} is already in use`, { '{{ email }}': email });
      }
    }
    v.throwIfAny();
    try {
      await db.prepare('UPDATE shopper_customer SET email = ?, updated_at = ? WHERE id = ?').bind(email, now(), customer.id).run();
    } catch (err) {
      // Lost a race with a registration of the same address.
      if (String(err).includes('UNIQUE')) {
        v.add('email', 'CUSTOMER_EMAIL_NOT_UNIQUE', `The email address ${email} is already in use`, { '{{ email }}': email });
        v.throwIfAny();
      }
      throw err;
    }
    return success(c);
  })
  .post('/account/change-password', async (c) => {
    const body = await readJsonBody(c);
    const { db, customer } = await customerSession(c);
    const v = new Violations();
    await checkCurrentPassword(v, body, customer.password_hash);
    const newPassword = v.notBlank(body, 'newPassword');
    v.minLength(newPassword, 'newPassword', MIN_PASSWORD_LENGTH);
    if (newPassword !== undefined && body.newPasswordConfirm !== newPassword) {
      v.add('newPasswordConfirm', 'NOT_EQUAL_ERROR', 'This value should be equal to the new password.');
    }
    v.throwIfAny();
    await setPassword(db, customer.id, await hashPassword(newPassword!));
    return success(c);
  })
  // The logged-in customer's newsletter status; "undefined" when the address never subscribed
  // (Shopware's AccountNewsletterRecipientRoute answers the same).
  .post('/account/newsletter-recipient', async (c) => {
    const { db, customer } = await customerSession(c);
    const row = await db.prepare('SELECT status FROM shopper_newsletter_recipient WHERE email = ?')
      .bind(customer.email).first<{ status: string }>();
    return c.json({ status: row?.status ?? 'undefined', apiAlias: 'account_newsletter_recipient' });
  });

/**
 * Shopware's CustomerPasswordMatches constraint: a wrong (or missing) current password is a
 * violation on /password, not a 401, so the form can show it next to the field.
 */
async function checkCurrentPassword(v: Violations, body: Record<string, unknown>, hash: string | null): Promise<void> {
  const password = typeof body.password === 'string' ? body.password : '';
  if (!password) {
    v.add('password', 'IS_BLANK_ERROR', 'This value should not be blank.');
  } else if (!hash || !(await verifyPassword(password, hash))) {
    v.add('password', 'CUSTOMER_PASSWORD_NOT_CORRECT', 'Password not correct.');
  }
}

/** Registration sends the birthday as birthdayDay/Month/Year; all three or none. */
/** The non-empty VAT ids of a registration body. */
function vatIdsOf(body: Record<string, unknown>): string[] {
  if (!Array.isArray(body.vatIds)) return [];
  return body.vatIds.filter((id): id is string => typeof id === 'string' && id !== '');
}

function birthdayOf(body: Record<string, unknown>): string | null {
  const [day, month, year] = [body.birthdayDay, body.birthdayMonth, body.birthdayYear].map(Number);
  if (!day || !month || !year) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
