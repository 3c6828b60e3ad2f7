// The shopper tables, in the same D1 database as the catalogue (whose tables start with `cat_`).
// They live in D1 rather than in isolate memory so that a restart of `wrangler dev` with the
// same --persist-to keeps carts, customers and orders.
import { seedDemoCustomer } from './demo-customer';

const SCHEMA = [
  // A sales channel context: who is logged in and what they chose. A row exists only once a
  // token has state; an unknown token is simply a fresh guest context (contract §0).
  `CREATE TABLE IF NOT EXISTS shopper_context (
    token TEXT PRIMARY KEY, customer_id TEXT, payment_method_id TEXT, shipping_method_id TEXT,
    billing_address_id TEXT, shipping_address_id TEXT, country_id TEXT,
    updated_at INTEGER NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS shopper_context_customer ON shopper_context (customer_id, updated_at)`,

  // One row per cart line. Quantities change by single-statement UPSERTs, never by rewriting
  // the cart, so concurrent requests for one token cannot lose each other's additions.
  `CREATE TABLE IF NOT EXISTS shopper_cart_item (
    token TEXT NOT NULL, id TEXT NOT NULL, type TEXT NOT NULL, referenced_id TEXT NOT NULL,
    quantity INTEGER NOT NULL, added_at INTEGER NOT NULL,
    PRIMARY KEY (token, id)) WITHOUT ROWID`,

  `CREATE TABLE IF NOT EXISTS shopper_customer (
    id TEXT PRIMARY KEY, customer_number TEXT NOT NULL, email TEXT NOT NULL COLLATE NOCASE,
    password_hash TEXT, guest INTEGER NOT NULL, account_type TEXT NOT NULL, company TEXT,
    salutation_id TEXT NOT NULL, title TEXT, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    birthday TEXT, default_billing_address_id TEXT NOT NULL,
    default_shipping_address_id TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT,
    last_login TEXT)`,
  // Guests may register the same address again and again; real accounts may not.
  `CREATE UNIQUE INDEX IF NOT EXISTS shopper_customer_email ON shopper_customer (email) WHERE guest = 0`,
  // A business customer's VAT ids, a JSON array (Shopware keeps them on the customer; a table of
  // its own leaves existing demo databases as they are). Only customers that have some get a row.
  `CREATE TABLE IF NOT EXISTS shopper_customer_vat_ids (
    customer_id TEXT PRIMARY KEY, vat_ids TEXT NOT NULL)`,

  `CREATE TABLE IF NOT EXISTS shopper_address (
    id TEXT PRIMARY KEY, customer_id TEXT NOT NULL, country_id TEXT NOT NULL,
    salutation_id TEXT NOT NULL, title TEXT, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    company TEXT, department TEXT, street TEXT NOT NULL, zipcode TEXT, city TEXT NOT NULL,
    phone_number TEXT, additional_address_line1 TEXT, additional_address_line2 TEXT,
    created_at TEXT NOT NULL, updated_at TEXT)`,
  `CREATE INDEX IF NOT EXISTS shopper_address_customer ON shopper_address (customer_id)`,

  // An order is immutable once placed except for its states, so it is kept as the Store API
  // document it is answered with; the order number is a column so that it can be allocated
  // atomically by the INSERT itself.
  `CREATE TABLE IF NOT EXISTS shopper_order (
    id TEXT PRIMARY KEY, order_number INTEGER NOT NULL UNIQUE, customer_id TEXT NOT NULL,
    deep_link_code TEXT NOT NULL, order_date_time TEXT NOT NULL, document TEXT NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS shopper_order_customer ON shopper_order (customer_id, order_date_time)`,
  // A guest opens their order by the code in the confirmation mail's link (OrderRoute).
  `CREATE INDEX IF NOT EXISTS shopper_order_deep_link ON shopper_order (deep_link_code)`,

  // An asynchronous payment the shopper was sent to the demo payment page for (one row per
  // order transaction, replaced by each /handle-payment). The return URLs are kept here, so the
  // page never takes a redirect target from the browser; the random token in the page's URL is
  // what lets a browser act on the transaction.
  `CREATE TABLE IF NOT EXISTS shopper_payment (
    transaction_id TEXT PRIMARY KEY, order_id TEXT NOT NULL, token TEXT NOT NULL,
    finish_url TEXT, error_url TEXT, created_at INTEGER NOT NULL)`,

  // A customer's wishlist (Shopware's customer_wishlist: one per customer and sales channel,
  // created by the first addition or merge) and its products.
  `CREATE TABLE IF NOT EXISTS shopper_wishlist (
    id TEXT PRIMARY KEY, customer_id TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL, updated_at TEXT)`,
  `CREATE TABLE IF NOT EXISTS shopper_wishlist_product (
    wishlist_id TEXT NOT NULL, product_id TEXT NOT NULL, created_at TEXT NOT NULL,
    PRIMARY KEY (wishlist_id, product_id))`,

  `CREATE TABLE IF NOT EXISTS shopper_password_recovery (
    hash TEXT PRIMARY KEY, customer_id TEXT NOT NULL, created_at INTEGER NOT NULL)`,

  `CREATE TABLE IF NOT EXISTS shopper_newsletter_recipient (
    email TEXT PRIMARY KEY COLLATE NOCASE, status TEXT NOT NULL, first_name TEXT, last_name TEXT,
    updated_at TEXT NOT NULL)`,

  // The double opt-in hash of a subscription waiting for confirmation (Shopware keeps it on the
  // recipient; a table of its own leaves existing demo databases as they are).
  `CREATE TABLE IF NOT EXISTS shopper_newsletter_confirmation (
    hash TEXT PRIMARY KEY, email TEXT NOT NULL COLLATE NOCASE)`,
];

// Set up once per isolate. A flag rather than a shared promise: workerd ties a promise to the
// request that created it, so concurrent first requests each run the (idempotent) set-up.
let ready = false;

/** The database with the shopper tables created and the demo customer seeded. */
export async function shopperDb(db: D1Database): Promise<D1Database> {
  if (!ready) {
    await db.batch(SCHEMA.map((sql) => db.prepare(sql)));
    await seedDemoCustomer(db);
    ready = true;
  }
  return db;
}
