// Creates and fills the catalogue tables for the configured (DEMO_SEED, DEMO_CATALOGUE_SIZE).
//
// Seeding runs in chunks of cards; each chunk is one D1 batch (a transaction) that also moves
// the progress counter in cat_meta, so a seed that was cut off (a cancelled request, a
// restart) resumes where it stopped, and two runs over the same chunk are harmless
// (INSERT OR IGNORE + a conditional progress update). Within the isolate one run goes at a
// time: later callers wait for it and take over if it stops making progress (its request
// was cancelled). They poll module state rather than await the first run's promise, because
// workerd ties a promise to the request that created it.
import type { DemoBindings } from '../../env';
import { SCHEMA, CATALOGUE_TABLES, CATALOGUE_VIEWS, RETIRED_TABLES } from './schema';
import { allCategories } from './categories';
import { generateCard, planCatalogue, type CataloguePlan, type GeneratedCard } from './generator';
import { generateLooks } from './looks';
import { insertStatements } from './sql';
import { OPTION_COLUMNS, optionWords } from './option-bits';
import {
  BRANDS, PROPERTY_GROUPS, manufacturerId, propertyGroupId, propertyOptionId,
} from './taxonomy';
import { stableId } from './ids';
import { brandStory } from './wording';
import { DELETED_SEO_URLS, PATH_PREFIX } from './entities';

/** Cards per D1 batch: large batches, few round trips (1,000 cards are about 5,000 product rows). */
const INDEXES = SCHEMA.filter((sql) => sql.startsWith('CREATE INDEX'));
const CARDS_PER_CHUNK = 1000;
/** A run that has not finished a chunk for this long is presumed dead and taken over. */
const STALE_MS = 15_000;
const DEFAULT_SIZE = 2000;
const MAX_SIZE = 250_000;

/** Raised when the tables change: a database seeded with an older schema is seeded again. */
const SCHEMA_VERSION = 5;

export interface CatalogueConfig {
  seed: string;
  size: number;
  /** `seed:size:schema`: identifies the catalogue a database holds (and the schema it has). */
  key: string;
}

export function catalogueConfig(env: Pick<DemoBindings, 'DEMO_SEED' | 'DEMO_CATALOGUE_SIZE'>): CatalogueConfig {
  const seed = env.DEMO_SEED || 'veld';
  const parsed = Math.floor(Number(env.DEMO_CATALOGUE_SIZE));
  const size = Number.isFinite(parsed) && parsed > 0 ? Math.min(parsed, MAX_SIZE) : DEFAULT_SIZE;
  return { seed, size, key: `${seed}:${size}:${SCHEMA_VERSION}` };
}

let readyKey: string | null = null;
let running: { key: string; heartbeat: number; failure: unknown } | null = null;

/** Makes sure the catalogue for the configured seed and size exists; cheap once it does. */
export async function ensureCatalogue(env: DemoBindings): Promise<void> {
  const config = catalogueConfig(env);
  for (;;) {
    if (readyKey === config.key) return;
    if (running?.key === config.key && running.failure !== undefined) {
      const { failure } = running;
      running = null;
      throw failure;
    }
    if (!running || running.key !== config.key || Date.now() - running.heartbeat > STALE_MS) {
      const run = { key: config.key, heartbeat: Date.now(), failure: undefined as unknown };
      running = run;
      try {
        await seed(env.DB, config, () => { run.heartbeat = Date.now(); });
        readyKey = config.key;
        if (running === run) running = null;
        return;
      } catch (error) {
        if (running === run) running = null;
        throw error;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function readMeta(db: D1Database): Promise<Map<string, string>> {
  await db.prepare(SCHEMA[0]!).run();
  const { results } = await db.prepare('SELECT key, value FROM cat_meta').all<{ key: string; value: string }>();
  return new Map(results.map((r) => [r.key, r.value]));
}

async function seed(db: D1Database, config: CatalogueConfig, progress: () => void): Promise<void> {
  let meta = await readMeta(db);
  if (meta.get('catalogue') !== config.key) {
    await resetCatalogue(db, config);
    meta = await readMeta(db);
  }
  if (meta.get('status') === 'ready') {
    // A database seeded before an index was added gains it now (a no-op when it exists).
    await db.batch(INDEXES.map((sql) => db.prepare(sql)));
    return;
  }
  const nowMs = Number(meta.get('seeded_at'));
  const plan = planCatalogue(config.seed, config.size);
  const chunks = Math.ceil(plan.cardCount / CARDS_PER_CHUNK);
  for (let chunk = Number(meta.get('next_chunk')); chunk < chunks; chunk++) {
    const cards: GeneratedCard[] = [];
    const end = Math.min(plan.cardCount, (chunk + 1) * CARDS_PER_CHUNK);
    for (let i = chunk * CARDS_PER_CHUNK; i < end; i++) cards.push(generateCard(plan, i, nowMs));
    await db.batch([
      ...cardStatements(db, cards),
      // The search index of the chunk's cards, written only by the run that moves the progress
      // on (FTS5 has no INSERT OR IGNORE: a chunk written twice must not index its cards twice).
      db.prepare(`INSERT INTO cat_card_search (rowid, search_text)
        SELECT rowid, search_text FROM cat_card_text WHERE rowid > ? AND rowid <= ?
        AND (SELECT value FROM cat_meta WHERE key = 'next_chunk') = ?`)
        .bind(chunk * CARDS_PER_CHUNK, end, String(chunk)),
      db.prepare(`UPDATE cat_meta SET value = ? WHERE key = 'next_chunk' AND value = ?`)
        .bind(String(chunk + 1), String(chunk)),
    ]);
    progress();
  }
  await db.batch([
    ...lookStatements(db, plan, nowMs),
    // The indexes are built once over the full tables, which is faster than keeping them up to
    // date row by row while seeding (nothing reads the catalogue before it is ready).
    ...INDEXES.map((sql) => db.prepare(sql)),
    // Statistics let SQLite pick the category index over the option index for listings.
    db.prepare('ANALYZE'),
    db.prepare(`INSERT OR REPLACE INTO cat_meta (key, value) VALUES ('status', 'ready')`),
  ]);
}

/** Drops an older catalogue and writes the schema, the reference data and fresh progress. */
async function resetCatalogue(db: D1Database, config: CatalogueConfig): Promise<void> {
  const categories = allCategories();
  await db.batch([
    ...CATALOGUE_VIEWS.map((v) => db.prepare(`DROP VIEW IF EXISTS ${v}`)),
    ...[...CATALOGUE_TABLES, ...RETIRED_TABLES].map((t) => db.prepare(`DROP TABLE IF EXISTS ${t}`)),
    ...SCHEMA.filter((sql) => !INDEXES.includes(sql)).map((sql) => db.prepare(sql)),
    ...insertStatements(db, 'cat_category', [
      'id', 'parent_id', 'root_id', 'path', 'level', 'position', 'name', 'type', 'link_type', 'external_link',
      'internal_link', 'custom_fields', 'description', 'meta_description', 'breadcrumb', 'child_count', 'active',
      'visible', 'seo_path',
    ], categories.map((c) => [
      c.id, c.parentId, c.rootId, c.path, c.level, c.position, c.name, c.type, c.linkType, c.externalLink,
      c.internalLink, JSON.stringify(c.customFields), c.description,
      c.seoPath ? `${c.name} shoppen bij VELD. Gratis verzending vanaf € 75.` : null,
      JSON.stringify(c.breadcrumb), c.childCount, 1, c.visible ? 1 : 0, c.seoPath,
    ])),
    ...insertStatements(db, 'cat_seo_url', ['id', 'foreign_key', 'route_name', 'path_info', 'seo_path_info'],
      categories.filter((c) => c.seoPath).map((c) => [
        stableId(`seo:${c.id}`), c.id, 'frontend.navigation.page', `/navigation/${c.id}`, c.seoPath,
      ])),
    // The SEO URLs of entities deleted since, kept as Shopware keeps them (isDeleted).
    ...insertStatements(db, 'cat_seo_url', ['id', 'foreign_key', 'route_name', 'path_info', 'seo_path_info', 'is_deleted'],
      DELETED_SEO_URLS.map((u) => {
        const foreignKey = stableId(`deleted:${u.seoPathInfo}`);
        return [stableId(`seo:${foreignKey}`), foreignKey, u.routeName, `${PATH_PREFIX[u.routeName]}${foreignKey}`, u.seoPathInfo, 1];
      })),
    ...insertStatements(db, 'cat_manufacturer', ['id', 'name', 'link', 'description', 'custom_fields', 'gender'],
      [...BRANDS, { name: 'VELD', gender: 'beide', popular: false, city: 'Amsterdam', makes: ['giftcard'] } as const].map((b) => [
        manufacturerId(b.name), b.name, `https://www.veld.nl/merken/${encodeURIComponent(b.name.toLowerCase())}`,
        brandStory(b),
        JSON.stringify({ custom_order_manufacturers_populair: b.popular }), b.gender,
      ])),
    ...insertStatements(db, 'cat_property_group',
      ['id', 'name', 'description', 'display_type', 'sorting_type', 'position', 'filterable'],
      PROPERTY_GROUPS.map((g, i) => [propertyGroupId(g.key), g.name, g.description, g.displayType, g.sortingType, i + 1, 1])),
    ...insertStatements(db, 'cat_property_option', ['id', 'group_id', 'name', 'position', 'color_hex'],
      PROPERTY_GROUPS.flatMap((g) => g.options.map((o, i) => [
        propertyOptionId(g.key, o.name), propertyGroupId(g.key), o.name, i + 1, o.hex ?? null,
      ]))),
    ...insertStatements(db, 'cat_meta', ['key', 'value'], [
      ['catalogue', config.key], ['seeded_at', String(Date.now())], ['next_chunk', '0'], ['status', 'seeding'],
    ]),
  ]);
}

function cardStatements(db: D1Database, cards: GeneratedCard[]): D1PreparedStatement[] {
  const products = cards.flatMap((c) => c.products);
  return [
    ...insertStatements(db, 'cat_product', [
      'id', 'parent_id', 'card_id', 'product_number', 'name', 'description', 'manufacturer_id',
      'manufacturer_number', 'ean', 'price', 'list_price', 'tax_rate', 'stock', 'rating', 'sales', 'created_at',
      'release_date', 'garment', 'color_hex', 'option_ids', 'property_ids', 'category_ids', 'child_count',
      'main_variant_id', 'shipping_free', 'is_download', 'weight', 'seo_path',
    ], products.map((p) => [
      p.id, p.parent_id, p.card_id, p.product_number, p.name, p.description, p.manufacturer_id,
      p.manufacturer_number, p.ean, p.price, p.list_price, p.tax_rate, p.stock, p.rating, p.sales, p.created_at,
      p.release_date, p.garment, p.color_hex, p.option_ids, p.property_ids, p.category_ids, p.child_count,
      p.main_variant_id, p.shipping_free, p.is_download, p.weight, p.seo_path,
    ]), 'OR IGNORE'),
    // rowid = card index + 1: the search index (cat_card_search) refers to cards by rowid.
    ...insertStatements(db, 'cat_card', [
      'rowid', 'id', 'display_id', 'name', 'manufacturer_id', 'price', 'price_max', 'list_price', 'created_at', 'sales',
      'rating', 'shipping_free', ...OPTION_COLUMNS,
    ], cards.map(({ index, card: c, optionIds }) => [
      index + 1, c.id, c.display_id, c.name, c.manufacturer_id, c.price, c.price_max, c.list_price, c.created_at, c.sales,
      c.rating, c.shipping_free, ...optionWords(optionIds),
    ]), 'OR IGNORE'),
    ...insertStatements(db, 'cat_card_text', ['rowid', 'search_text'],
      cards.map(({ index, card: c }) => [index + 1, c.search_text]), 'OR IGNORE'),
    ...insertStatements(db, 'cat_card_category', [
      'category_id', 'card_id', 'manufacturer_id', 'price', 'created_at', 'sales', 'name', 'rating', 'shipping_free',
      'display_id', ...OPTION_COLUMNS,
    ], cards.flatMap(({ card: c, listedIn, optionIds }) => {
      const words = optionWords(optionIds);
      return listedIn.map((categoryId) => [
        categoryId, c.id, c.manufacturer_id, c.price, c.created_at, c.sales, c.name, c.rating, c.shipping_free,
        c.display_id, ...words,
      ]);
    }), 'OR IGNORE'),
    ...insertStatements(db, 'cat_seo_url', ['id', 'foreign_key', 'route_name', 'path_info', 'seo_path_info'],
      products.map((p) => [stableId(`seo:${p.id}`), p.id, 'frontend.detail.page', `/detail/${p.id}`, p.seo_path]),
      'OR IGNORE'),
  ];
}

function lookStatements(db: D1Database, plan: CataloguePlan, nowMs: number): D1PreparedStatement[] {
  const looks = generateLooks(plan, nowMs);
  return [
    ...insertStatements(db, 'cat_landing_page', [
      'id', 'name', 'url', 'gender', 'position', 'garment', 'color_hex', 'card_ids', 'meta_description', 'outfit',
    ], looks.map((l) => [l.id, l.name, l.url, l.gender, l.position, l.garment, l.color_hex, l.card_ids, l.meta_description, l.outfit]),
    'OR IGNORE'),
    ...insertStatements(db, 'cat_seo_url', ['id', 'foreign_key', 'route_name', 'path_info', 'seo_path_info'],
      looks.map((l) => [stableId(`seo:${l.id}`), l.id, 'frontend.landing.page', `/landingPage/${l.id}`, l.url]),
      'OR IGNORE'),
  ];
}
