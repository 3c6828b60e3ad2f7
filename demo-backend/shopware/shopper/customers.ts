// Customers and their addresses: storage and the Store API's Customer/CustomerAddress shapes.
import { newId } from './ids';
import type { ShopperContext } from './context';
import {
  CUSTOMER_GROUP_ID, DEFAULT_SALUTATION_ID, LANGUAGE_ID, SALES_CHANNEL_ID, countryJson,
  isCountryId, isSalutationId, salutationJson,
} from './sales-channel';
import { text, type Body, type Violations } from './validation';
import { clockNow } from '../../../shared/clock';

export interface CustomerRow {
  id: string;
  customer_number: string;
  email: string;
  password_hash: string | null;
  guest: number;
  account_type: string;
  company: string | null;
  salutation_id: string;
  title: string | null;
  first_name: string;
  last_name: string;
  birthday: string | null;
  default_billing_address_id: string;
  default_shipping_address_id: string;
  created_at: string;
  updated_at: string | null;
  last_login: string | null;
  /** JSON array from shopper_customer_vat_ids (joined in by findCustomer/findAccountByEmail). */
  vat_ids: string | null;
}

export interface AddressRow {
  id: string;
  customer_id: string;
  country_id: string;
  salutation_id: string;
  title: string | null;
  first_name: string;
  last_name: string;
  company: string | null;
  department: string | null;
  street: string;
  zipcode: string | null;
  city: string;
  phone_number: string | null;
  additional_address_line1: string | null;
  additional_address_line2: string | null;
  created_at: string;
  updated_at: string | null;
}

/** The writable fields of an address, as the address forms send them. */
export interface AddressInput {
  countryId: string;
  salutationId: string;
  title: string | null;
  firstName: string;
  lastName: string;
  company: string | null;
  department: string | null;
  street: string;
  zipcode: string | null;
  city: string;
  phoneNumber: string | null;
  additionalAddressLine1: string | null;
  additionalAddressLine2: string | null;
}

/**
 * Validates an address body (countryId, firstName, lastName, city and street are required).
 * `names` fills in first and last name when a registration's billing address leaves them out.
 */
export function readAddress(v: Violations, body: Body, names?: { firstName?: string; lastName?: string }): AddressInput | undefined {
  const withNames = { firstName: names?.firstName, lastName: names?.lastName, ...stripEmpty(body) };
  const countryId = v.entity(withNames, 'countryId', isCountryId, true);
  const salutationId = v.entity(withNames, 'salutationId', isSalutationId, false) ?? DEFAULT_SALUTATION_ID;
  const firstName = v.notBlank(withNames, 'firstName');
  const lastName = v.notBlank(withNames, 'lastName');
  const street = v.notBlank(withNames, 'street');
  const city = v.notBlank(withNames, 'city');
  if (!countryId || !firstName || !lastName || !street || !city) return undefined;
  const optional = (field: string) => text(body, field) || null;
  return {
    countryId, salutationId, firstName, lastName, street, city,
    title: optional('title'), company: optional('company'), department: optional('department'),
    zipcode: optional('zipcode'), phoneNumber: optional('phoneNumber'),
    additionalAddressLine1: optional('additionalAddressLine1'),
    additionalAddressLine2: optional('additionalAddressLine2'),
  };
}

function stripEmpty(body: Body): Body {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined && value !== null));
}

export function now(): string {
  return new Date(clockNow()).toISOString();
}

const SELECT_CUSTOMER = `SELECT c.*, v.vat_ids FROM shopper_customer c
  LEFT JOIN shopper_customer_vat_ids v ON v.customer_id = c.id`;

export function findCustomer(db: D1Database, id: string): Promise<CustomerRow | null> {
  return db.prepare(`${SELECT_CUSTOMER} WHERE c.id = ?`).bind(id).first<CustomerRow>();
}

/** A registered (non-guest) account by email, case-insensitively. */
export function findAccountByEmail(db: D1Database, email: string): Promise<CustomerRow | null> {
  return db.prepare(`${SELECT_CUSTOMER} WHERE c.email = ? AND c.guest = 0`).bind(email).first<CustomerRow>();
}

export async function listAddresses(db: D1Database, customerId: string): Promise<AddressRow[]> {
  const { results } = await db.prepare('SELECT * FROM shopper_address WHERE customer_id = ? ORDER BY created_at, id')
    .bind(customerId).all<AddressRow>();
  return results;
}

export function insertAddressStatement(db: D1Database, id: string, customerId: string, a: AddressInput): D1PreparedStatement {
  return db.prepare(`INSERT INTO shopper_address (id, customer_id, country_id, salutation_id, title,
      first_name, last_name, company, department, street, zipcode, city, phone_number,
      additional_address_line1, additional_address_line2, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .bind(id, customerId, a.countryId, a.salutationId, a.title, a.firstName, a.lastName, a.company,
      a.department, a.street, a.zipcode, a.city, a.phoneNumber, a.additionalAddressLine1,
      a.additionalAddressLine2, now());
}

export interface NewCustomer {
  id?: string;
  email: string;
  passwordHash: string | null;
  guest: boolean;
  accountType: 'private' | 'business';
  company: string | null;
  /** A business customer's VAT ids; none by default. */
  vatIds?: string[];
  salutationId: string;
  title: string | null;
  firstName: string;
  lastName: string;
  birthday: string | null;
  billingAddress: AddressInput;
  shippingAddress: AddressInput | null;
}

/** Inserts a customer with its address(es). Throws EmailTaken when an account has the email. */
export async function createCustomer(db: D1Database, c: NewCustomer): Promise<string> {
  const id = c.id ?? newId();
  const billingId = newId();
  const shippingId = c.shippingAddress ? newId() : billingId;
  const statements = [
    // The number is allocated inside the INSERT, so concurrent registrations cannot share one.
    db.prepare(`INSERT INTO shopper_customer (id, customer_number, email, password_hash, guest,
        account_type, company, salutation_id, title, first_name, last_name, birthday,
        default_billing_address_id, default_shipping_address_id, created_at)
        VALUES (?, (SELECT CAST(10001 + COUNT(*) AS TEXT) FROM shopper_customer), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .bind(id, c.email, c.passwordHash, c.guest ? 1 : 0, c.accountType, c.company, c.salutationId,
        c.title, c.firstName, c.lastName, c.birthday, billingId, shippingId, now()),
    insertAddressStatement(db, billingId, id, c.billingAddress),
  ];
  if (c.shippingAddress) statements.push(insertAddressStatement(db, shippingId, id, c.shippingAddress));
  if (c.vatIds?.length) {
    statements.push(db.prepare('INSERT INTO shopper_customer_vat_ids (customer_id, vat_ids) VALUES (?, ?)').bind(id, JSON.stringify(c.vatIds)));
  }
  try {
    await db.batch(statements);
  } catch (err) {
    if (String(err).includes('UNIQUE')) throw new EmailTaken();
    throw err;
  }
  return id;
}

export class EmailTaken extends Error {}

export async function updateAddress(db: D1Database, customerId: string, id: string, a: AddressInput): Promise<boolean> {
  const result = await db.prepare(`UPDATE shopper_address SET country_id = ?, salutation_id = ?, title = ?,
      first_name = ?, last_name = ?, company = ?, department = ?, street = ?, zipcode = ?, city = ?,
      phone_number = ?, additional_address_line1 = ?, additional_address_line2 = ?, updated_at = ?
      WHERE id = ? AND customer_id = ?`)
    .bind(a.countryId, a.salutationId, a.title, a.firstName, a.lastName, a.company, a.department,
      a.street, a.zipcode, a.city, a.phoneNumber, a.additionalAddressLine1, a.additionalAddressLine2,
      now(), id, customerId)
    .run();
  return result.meta.changes > 0;
}

export async function setDefaultAddress(db: D1Database, customerId: string, id: string, role: 'billing' | 'shipping'): Promise<void> {
  const column = role === 'billing' ? 'default_billing_address_id' : 'default_shipping_address_id';
  await db.prepare(`UPDATE shopper_customer SET ${column} = ?, updated_at = ? WHERE id = ?`).bind(id, now(), customerId).run();
}

export async function setPassword(db: D1Database, customerId: string, passwordHash: string): Promise<void> {
  await db.prepare('UPDATE shopper_customer SET password_hash = ?, updated_at = ? WHERE id = ?')
    .bind(passwordHash, now(), customerId).run();
}

export async function recordLogin(db: D1Database, customerId: string): Promise<void> {
  await db.prepare('UPDATE shopper_customer SET last_login = ? WHERE id = ?').bind(now(), customerId).run();
}

// ---------------------------------------------------------------------------------------------
// Store API shapes

export function addressJson(a: AddressRow) {
  return {
    id: a.id, customerId: a.customer_id, countryId: a.country_id,
    salutationId: a.salutation_id, title: a.title ?? undefined, firstName: a.first_name, lastName: a.last_name,
    company: a.company ?? undefined, department: a.department ?? undefined, street: a.street,
    zipcode: a.zipcode ?? undefined, city: a.city, phoneNumber: a.phone_number ?? undefined,
    additionalAddressLine1: a.additional_address_line1 ?? undefined,
    additionalAddressLine2: a.additional_address_line2 ?? undefined,
    country: countryJson(a.country_id), salutation: salutationJson(a.salutation_id),
    customFields: {}, createdAt: a.created_at, updatedAt: a.updated_at ?? a.created_at, apiAlias: 'customer_address',
  };
}

/**
 * The Customer as /account/customer and /context show it. The active addresses are the
 * context's choice (PATCH /context) or else the customer's defaults.
 */
export function customerJson(c: CustomerRow, addresses: AddressRow[], context?: Pick<ShopperContext, 'billingAddressId' | 'shippingAddressId'>) {
  const byId = (id: string | null | undefined) => addresses.find((a) => a.id === id);
  const defaultBilling = byId(c.default_billing_address_id) ?? addresses[0];
  const defaultShipping = byId(c.default_shipping_address_id) ?? defaultBilling;
  const activeBilling = byId(context?.billingAddressId) ?? defaultBilling;
  const activeShipping = byId(context?.shippingAddressId) ?? defaultShipping;
  const json = (a: AddressRow | undefined) => (a ? addressJson(a) : undefined);
  return {
    id: c.id, customerNumber: c.customer_number, email: c.email, guest: c.guest === 1,
    accountType: c.account_type, company: c.company ?? undefined, vatIds: c.vat_ids ? JSON.parse(c.vat_ids) as string[] : [],
    salutationId: c.salutation_id, salutation: salutationJson(c.salutation_id), title: c.title ?? undefined,
    firstName: c.first_name, lastName: c.last_name, birthday: c.birthday ?? undefined,
    groupId: CUSTOMER_GROUP_ID, salesChannelId: SALES_CHANNEL_ID, languageId: LANGUAGE_ID,
    active: true, doubleOptInRegistration: false,
    defaultBillingAddressId: c.default_billing_address_id,
    defaultShippingAddressId: c.default_shipping_address_id,
    defaultBillingAddress: json(defaultBilling), defaultShippingAddress: json(defaultShipping),
    activeBillingAddress: json(activeBilling), activeShippingAddress: json(activeShipping),
    firstLogin: c.created_at, lastLogin: c.last_login ?? undefined, customFields: {},
    createdAt: c.created_at, updatedAt: c.updated_at ?? undefined, apiAlias: 'customer',
  };
}
