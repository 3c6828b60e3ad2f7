// The catalogue's D1 schema. Reference data (categories, brands, property groups, looks) is
// small; products are many, so the listing reads denormalised "cards" (one per parent product,
// see docs/demo-backend/catalogue.md) through indexes that match each sorting.
// Every catalogue table starts with `cat_` so the shopper tables of the same database stay apart.

import { OPTION_COLUMNS } from './option-bits';

export const CATALOGUE_TABLES = [
  'cat_meta', 'cat_category', 'cat_manufacturer', 'cat_property_group', 'cat_property_option',
  'cat_product', 'cat_card', 'cat_card_text', 'cat_card_search', 'cat_card_category', 'cat_landing_page', 'cat_seo_url',
] as const;

/**
 * Tables of earlier schemas, dropped when a catalogue is seeded afresh. cat_card_option (card ×
 * option) was superseded by the option bit sets on cat_card_category; nothing read it, and writing
 * its 230,000 rows at 100,000 products cost seconds of seeding.
 */
export const RETIRED_TABLES = ['cat_card_option'] as const;

/** Views over the tables, dropped and created with them. */
export const CATALOGUE_VIEWS = ['cat_card_listed'] as const;

export const SCHEMA: string[] = [
  `CREATE TABLE IF NOT EXISTS cat_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,

  `CREATE TABLE IF NOT EXISTS cat_category (
    id TEXT PRIMARY KEY, parent_id TEXT, root_id TEXT NOT NULL, path TEXT, level INTEGER NOT NULL,
    position INTEGER NOT NULL, name TEXT NOT NULL, type TEXT NOT NULL, link_type TEXT,
    external_link TEXT, internal_link TEXT, link_new_tab INTEGER NOT NULL DEFAULT 0,
    custom_fields TEXT NOT NULL, description TEXT, meta_description TEXT, breadcrumb TEXT NOT NULL,
    child_count INTEGER NOT NULL, active INTEGER NOT NULL, visible INTEGER NOT NULL,
    seo_path TEXT)`,
  `CREATE INDEX IF NOT EXISTS cat_category_parent ON cat_category (parent_id, position)`,

  `CREATE TABLE IF NOT EXISTS cat_manufacturer (
    id TEXT PRIMARY KEY, name TEXT NOT NULL, link TEXT, description TEXT,
    custom_fields TEXT NOT NULL, gender TEXT NOT NULL)`,

  `CREATE TABLE IF NOT EXISTS cat_property_group (
    id TEXT PRIMARY KEY, name TEXT NOT NULL, description TEXT, display_type TEXT NOT NULL,
    sorting_type TEXT NOT NULL, position INTEGER NOT NULL, filterable INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS cat_property_option (
    id TEXT PRIMARY KEY, group_id TEXT NOT NULL, name TEXT NOT NULL, position INTEGER NOT NULL,
    color_hex TEXT)`,

  // One row per Shopware product: simple products, parents and their variants.
  // option_ids/property_ids/category_ids are JSON arrays; the card tables index them.
  `CREATE TABLE IF NOT EXISTS cat_product (
    id TEXT PRIMARY KEY, parent_id TEXT, card_id TEXT NOT NULL, product_number TEXT NOT NULL,
    name TEXT NOT NULL, description TEXT NOT NULL, manufacturer_id TEXT NOT NULL,
    manufacturer_number TEXT NOT NULL, ean TEXT, price REAL NOT NULL, list_price REAL,
    tax_rate REAL NOT NULL, stock INTEGER NOT NULL, rating REAL, sales INTEGER NOT NULL,
    created_at TEXT NOT NULL, release_date TEXT NOT NULL, garment TEXT NOT NULL, color_hex TEXT NOT NULL,
    option_ids TEXT NOT NULL, property_ids TEXT NOT NULL, category_ids TEXT NOT NULL,
    child_count INTEGER NOT NULL, main_variant_id TEXT, shipping_free INTEGER NOT NULL,
    is_download INTEGER NOT NULL, weight REAL NOT NULL, seo_path TEXT)`,
  `CREATE INDEX IF NOT EXISTS cat_product_parent ON cat_product (parent_id)`,
  `CREATE INDEX IF NOT EXISTS cat_product_card ON cat_product (card_id)`,
  `CREATE INDEX IF NOT EXISTS cat_product_number ON cat_product (product_number)`,
  // Product search in id order (the sitemap's paged read): the filter on child_count is answered
  // from the index, so a deep page skips its offset without reading the rows.
  `CREATE INDEX IF NOT EXISTS cat_product_id_children ON cat_product (id, child_count)`,

  // A listing card: a simple product, or a parent shown through its display variant.
  `CREATE TABLE IF NOT EXISTS cat_card (
    id TEXT PRIMARY KEY, display_id TEXT NOT NULL, name TEXT NOT NULL, manufacturer_id TEXT NOT NULL,
    price REAL NOT NULL, price_max REAL NOT NULL, list_price REAL, created_at TEXT NOT NULL,
    sales INTEGER NOT NULL, rating REAL, shipping_free INTEGER NOT NULL,
    ${OPTION_COLUMNS.map((c) => `${c} INTEGER NOT NULL`).join(', ')})`,
  // A card's search text (about 500 characters) lives apart (rowid = the card's rowid), so the
  // cards stay narrow for the row lookups of a search's hits (1.9 instead of 3.0 ms for 3,000
  // hits in SQLite). It feeds the search index and answers terms too short for it.
  `CREATE TABLE IF NOT EXISTS cat_card_text (rowid INTEGER PRIMARY KEY, search_text TEXT NOT NULL)`,
  // A search runs over the whole assortment, the navigation root, where every card is listed: it
  // reads the cards under the names of cat_card_category's columns (the same values), so its
  // hits need one rowid lookup each instead of a lookup by (category, card) in cat_card_category
  // (7.5 ms of a search's 8.5 with 3,000 hits at 100,000 products, measured in SQLite, to 1.9).
  `CREATE VIEW IF NOT EXISTS cat_card_listed AS SELECT rowid AS card_rowid, id AS card_id, display_id, name,
    manufacturer_id, price, created_at, sales, rating, shipping_free, ${OPTION_COLUMNS.join(', ')} FROM cat_card`,

  // Search: a trigram index over cat_card_text.search_text (FTS5, contentless; rowid = the card's
  // rowid). search_text is stored lower-cased and the term is lower-cased the same way; with
  // case_sensitive 1 the phrase of a term's trigrams occurs exactly where the term occurs, so
  // a phrase query answers the same contains match as instr() for a term of three characters
  // or more, from the index instead of a scan of every card. Shorter terms still use instr().
  `CREATE VIRTUAL TABLE IF NOT EXISTS cat_card_search USING fts5(search_text, content='', tokenize='trigram case_sensitive 1')`,

  // Card x category (with every ancestor), carrying the sort keys so that a category listing
  // walks one index in the requested order and stops after a page, and what the listing's
  // filters read (the options as bit sets, see option-bits.ts) so that it needs no other table.
  `CREATE TABLE IF NOT EXISTS cat_card_category (
    category_id TEXT NOT NULL, card_id TEXT NOT NULL, manufacturer_id TEXT NOT NULL,
    price REAL NOT NULL, created_at TEXT NOT NULL, sales INTEGER NOT NULL, name TEXT NOT NULL,
    rating REAL, shipping_free INTEGER NOT NULL, display_id TEXT NOT NULL,
    ${OPTION_COLUMNS.map((c) => `${c} INTEGER NOT NULL`).join(', ')}, PRIMARY KEY (category_id, card_id)) WITHOUT ROWID`,
  `CREATE INDEX IF NOT EXISTS cat_cc_sales ON cat_card_category (category_id, sales DESC, card_id)`,
  `CREATE INDEX IF NOT EXISTS cat_cc_created ON cat_card_category (category_id, created_at DESC, card_id)`,
  `CREATE INDEX IF NOT EXISTS cat_cc_price ON cat_card_category (category_id, price, card_id)`,
  `CREATE INDEX IF NOT EXISTS cat_cc_name ON cat_card_category (category_id, name, card_id)`,
  `CREATE INDEX IF NOT EXISTS cat_cc_manufacturer ON cat_card_category (category_id, manufacturer_id)`,

  `CREATE TABLE IF NOT EXISTS cat_landing_page (
    id TEXT PRIMARY KEY, name TEXT NOT NULL, url TEXT NOT NULL, gender TEXT NOT NULL,
    position INTEGER NOT NULL, garment TEXT NOT NULL, color_hex TEXT NOT NULL,
    card_ids TEXT NOT NULL, meta_description TEXT NOT NULL, outfit TEXT NOT NULL)`,

  // is_deleted: Shopware keeps the SEO URL of a deleted entity, flagged `isDeleted` (the shop
  // answers such a path 410 Gone, one it never knew 404).
  `CREATE TABLE IF NOT EXISTS cat_seo_url (
    id TEXT PRIMARY KEY, foreign_key TEXT NOT NULL, route_name TEXT NOT NULL, path_info TEXT NOT NULL,
    seo_path_info TEXT NOT NULL, is_deleted INTEGER NOT NULL DEFAULT 0)`,
  `CREATE INDEX IF NOT EXISTS cat_seo_url_path ON cat_seo_url (seo_path_info)`,
  `CREATE INDEX IF NOT EXISTS cat_seo_url_foreign ON cat_seo_url (foreign_key)`,
  `CREATE INDEX IF NOT EXISTS cat_seo_url_path_info ON cat_seo_url (path_info)`,
];
