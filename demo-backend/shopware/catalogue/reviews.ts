// Product reviews (Shopware's ProductReviewRoute and ProductReviewSaveRoute). The table is this
// module's own, created on first use like the shopper tables (shopper/db.ts); the seeder does not
// know it. Every rated card gets a few deterministic reviews, written into the table the first
// time its reviews are read (INSERT OR IGNORE on stable ids), so they need no seeding pass and
// match the card's ratingAverage. Reviews written through the Store API are stored with
// `status: false`: in Shopware a review waits for moderation, so it is left out of the public
// list (its author still sees it, as ProductReviewRoute adds `customerId = current customer`).
import { compileFilters, compileSort, entitySearchResult, parseCriteria, runAggregations, type EntityDefinition } from './criteria';
import { randomFor, stableId } from './ids';
import { LANGUAGE_ID, LIVE_VERSION_ID, SALES_CHANNEL_ID } from './entities';
import { sqlLiteral } from './sql';
import { clockNow } from '../../../shared/clock';

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS demo_product_review (
    id TEXT PRIMARY KEY, product_id TEXT NOT NULL, product_parent_id TEXT, customer_id TEXT,
    external_user TEXT, external_email TEXT, title TEXT NOT NULL, content TEXT NOT NULL,
    points REAL, status INTEGER NOT NULL, created_at TEXT NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS demo_product_review_product ON demo_product_review (product_id)`,
  `CREATE INDEX IF NOT EXISTS demo_product_review_parent ON demo_product_review (product_parent_id)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS demo_product_review_customer ON demo_product_review (customer_id, product_id) WHERE customer_id IS NOT NULL`,
];

// A flag, not a shared promise: workerd ties a promise to the request that made it.
let ready = false;

async function reviewDb(db: D1Database): Promise<D1Database> {
  if (!ready) {
    await db.batch(SCHEMA.map((sql) => db.prepare(sql)));
    ready = true;
  }
  return db;
}

export interface ReviewRow {
  id: string; product_id: string; product_parent_id: string | null; customer_id: string | null;
  external_user: string | null; title: string; content: string; points: number | null; status: number; created_at: string;
}

const NAMES = ['Sanne', 'Lotte', 'Daan', 'Fleur', 'Bram', 'Noor', 'Jesse', 'Eva', 'Milan', 'Iris', 'Thijs', 'Anouk'];
const TEXTS: Record<number, { title: string; content: string }[]> = {
  5: [
    { title: 'Helemaal top', content: 'Prachtige kwaliteit en de pasvorm klopt precies. Ik draag het bijna elke dag en krijg er complimenten over.' },
    { title: 'Mooi gemaakt', content: 'Het materiaal voelt stevig en zacht tegelijk. Snel geleverd en netjes verpakt, ik bestel hier zeker vaker.' },
  ],
  4: [
    { title: 'Erg tevreden', content: 'Mooi product en goed afgewerkt. Valt iets ruim, dus twijfel je tussen twee maten, neem dan de kleinste.' },
    { title: 'Goede koop', content: 'Voor deze prijs een fijne kwaliteit. De kleur is in het echt iets donkerder dan op de foto, maar nog steeds mooi.' },
  ],
  3: [{ title: 'Prima, niet meer', content: 'Het doet wat het moet doen, maar na een paar keer wassen zag het er al minder fris uit. Redelijk voor de prijs.' }],
  2: [{ title: 'Valt tegen', content: 'De pasvorm zat mij niet lekker en de stof is dunner dan ik had verwacht. Retourneren ging gelukkig wel makkelijk.' }],
  1: [{ title: 'Niet voor mij', content: 'Helaas viel het product helemaal anders uit dan verwacht. De naden waren scheef en de maat klopte niet.' }],
};

/**
 * The card's deterministic reviews: 2–5 of them, whose points add up to round(rating × n), so
 * their average is the card's ratingAverage to within rounding. Cards without a rating have none.
 */
export function seededReviews(card: { id: string; rating: number | null; created_at: string }): ReviewRow[] {
  if (card.rating === null) return [];
  const random = randomFor(`reviews:${card.id}`);
  const count = random.int(2, 5);
  const sum = Math.min(5 * count, Math.max(count, Math.round(card.rating * count)));
  const base = Math.floor(sum / count);
  const start = Date.parse(card.created_at);
  return Array.from({ length: count }, (_, i) => {
    const points = Math.min(5, base + (i < sum - base * count ? 1 : 0));
    const text = random.pick(TEXTS[points]!);
    return {
      id: stableId(`review:${card.id}:${i}`), product_id: card.id, product_parent_id: null, customer_id: null,
      external_user: random.pick(NAMES), title: text.title, content: text.content, points, status: 1,
      created_at: new Date(start + (i + 1) * random.int(2, 9) * 86_400_000).toISOString().replace('Z', '+00:00'),
    };
  });
}

export function reviewEntity(row: ReviewRow) {
  return {
    id: row.id,
    productId: row.product_id,
    productVersionId: LIVE_VERSION_ID,
    salesChannelId: SALES_CHANNEL_ID,
    languageId: LANGUAGE_ID,
    ...(row.external_user ? { externalUser: row.external_user } : {}),
    title: row.title,
    content: row.content,
    ...(row.points !== null ? { points: row.points } : {}),
    status: row.status === 1,
    customFields: {},
    createdAt: row.created_at,
    apiAlias: 'product_review',
  };
}

const REVIEW_DEFINITION: EntityDefinition = {
  name: 'product_review',
  fields: {
    id: { sql: 'id' }, productId: { sql: 'product_id' }, 'product.id': { sql: 'product_id' },
    'product.parentId': { sql: 'product_parent_id' }, points: { sql: 'points' }, status: { sql: 'status', bool: true },
    title: { sql: 'title' }, content: { sql: 'content' }, externalUser: { sql: 'external_user' },
    createdAt: { sql: 'created_at' }, languageId: { sql: sqlLiteral(LANGUAGE_ID) },
    salesChannelId: { sql: sqlLiteral(SALES_CHANNEL_ID) }, customerId: { sql: 'customer_id' },
  },
};

interface CardRow { id: string; card_id: string; rating: number | null; created_at: string }

// Cards whose seeded reviews this isolate knows to be written: the product page reads reviews on
// every call, and a write transaction per read (even one that changes nothing) would serialise them.
const seededCards = new Set<string>();

/** Writes the seeded reviews of the card `productId` belongs to (once; later calls change nothing). */
async function ensureSeeded(db: D1Database, productId: string): Promise<void> {
  if (seededCards.has(productId)) return;
  const row = await db.prepare('SELECT id, card_id, rating, created_at FROM cat_product WHERE id = ?').bind(productId).first<CardRow>();
  if (!row) return;
  // Only a card's own id carries its reviews; a variant's id matches none of them.
  if (row.card_id !== row.id) { seededCards.add(productId); return; }
  const reviews = seededReviews(row);
  const first = reviews[0];
  if (!first || await db.prepare('SELECT 1 AS x FROM demo_product_review WHERE id = ?').bind(first.id).first()) {
    seededCards.add(productId);
    return;
  }
  await db.batch(reviews.map((r) => db.prepare(
    `INSERT OR IGNORE INTO demo_product_review (id, product_id, product_parent_id, customer_id, external_user, title, content, points, status, created_at)
     VALUES (?, ?, NULL, NULL, ?, ?, ?, ?, 1, ?)`,
  ).bind(r.id, r.product_id, r.external_user, r.title, r.content, r.points, r.created_at)));
  seededCards.add(productId);
}

/**
 * POST /product/{productId}/reviews: criteria over the reviews of the product and its variants,
 * active ones plus the current customer's own (ProductReviewRoute).
 */
export async function searchReviews(rawDb: D1Database, productId: string, body: Record<string, unknown>, customerId: string | null) {
  const db = await reviewDb(rawDb);
  await ensureSeeded(db, productId);
  const criteria = parseCriteria(body);
  const base = [
    `(status = 1${customerId ? ` OR customer_id = ${sqlLiteral(customerId)}` : ''})`,
    `(product_id = ${sqlLiteral(productId)} OR product_parent_id = ${sqlLiteral(productId)})`,
    ...(criteria.ids ? [`id IN (${criteria.ids.map(sqlLiteral).join(',') || "''"})`] : []),
    ...compileFilters(REVIEW_DEFINITION, criteria.filter, '/filter'),
  ];
  const where = [...base, ...compileFilters(REVIEW_DEFINITION, criteria.postFilter, '/post-filter')].join(' AND ');
  const order = [...compileSort(REVIEW_DEFINITION, criteria.sort), 'created_at DESC', 'id'].join(', ');
  const paging = criteria.limit ? ` LIMIT ${criteria.limit} OFFSET ${(criteria.page - 1) * criteria.limit}` : '';
  const [rows, count, aggregations] = await Promise.all([
    db.prepare(`SELECT * FROM demo_product_review WHERE ${where} ORDER BY ${order}${paging}`).all<ReviewRow>(),
    criteria.totalCountMode === 'none' ? Promise.resolve(null)
      : db.prepare(`SELECT COUNT(*) AS n FROM demo_product_review WHERE ${where}`).first<{ n: number }>(),
    runAggregations(db, REVIEW_DEFINITION, 'demo_product_review', base.join(' AND '), criteria.aggregations),
  ]);
  const elements = rows.results.map(reviewEntity);
  return {
    criteria,
    result: entitySearchResult('product_review', criteria, elements, count?.n ?? elements.length, aggregations),
  };
}

/**
 * The product-description-reviews slot's `reviews` (ProductDescriptionReviewsCmsElementResolver):
 * the first ten reviews of the parent (or the product), best first, with the rating matrix over the
 * active ones and the customer's own review.
 */
export async function reviewSummary(db: D1Database, product: { id: string; parentId?: string }, customerId: string | null) {
  const listId = product.parentId ?? product.id;
  const { result } = await searchReviews(db, listId, { limit: 10, sort: [{ field: 'points', order: 'DESC' }], 'total-count-mode': 1 }, customerId);
  const [buckets, customerReview] = await Promise.all([
    db.prepare(
      `SELECT points, COUNT(*) AS n FROM demo_product_review WHERE status = 1
       AND (product_id = ? OR product_parent_id = ?) AND points IS NOT NULL GROUP BY points`,
    ).bind(listId, listId).all<{ points: number; n: number }>(),
    customerId
      ? db.prepare('SELECT * FROM demo_product_review WHERE customer_id = ? AND (product_id = ? OR product_parent_id = ?) LIMIT 1')
        .bind(customerId, product.id, product.id).first<ReviewRow>()
      : Promise.resolve(null),
  ]);
  const matrix = ratingMatrix(buckets.results.map((r) => ({ key: r.points, count: r.n })));
  return {
    ...result,
    productId: product.id,
    parentId: listId,
    matrix,
    ...(customerReview ? { customerReview: reviewEntity(customerReview) } : {}),
    totalReviews: matrix.totalReviewCount,
  };
}

/** Shopware's RatingMatrix: counts per rounded point value 5…1, with percentages of the total. */
export function ratingMatrix(buckets: { key: number; count: number }[]) {
  let total = 0;
  let pointSum = 0;
  const counts = new Map<number, number>();
  for (let points = 5; points > 0; points--) {
    for (const bucket of buckets) {
      if (Math.round(bucket.key) !== points) continue;
      pointSum += bucket.key * bucket.count;
      total += bucket.count;
      counts.set(points, (counts.get(points) ?? 0) + bucket.count);
    }
  }
  const matrix: Record<string, unknown> = {};
  for (let points = 5; points > 0; points--) {
    const count = counts.get(points) ?? 0;
    matrix[points] = { points, count, percent: total > 0 ? (count / total) * 100 : 0, apiAlias: 'matrix_element' };
  }
  return { matrix, totalReviewCount: total, pointSum, averageRating: total > 0 ? pointSum / total : 0, apiAlias: 'rating_matrix' };
}

export interface ReviewInput { productId: string; productParentId: string | null; customerId: string; name: string; email: string }

/** Stores a written review (status false: waiting for moderation). The caller has validated it. */
export async function saveReview(rawDb: D1Database, input: ReviewInput, review: { title: string; content: string; points: number }) {
  const db = await reviewDb(rawDb);
  await db.prepare(
    `INSERT INTO demo_product_review (id, product_id, product_parent_id, customer_id, external_user, external_email, title, content, points, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
  ).bind(
    stableId(`review:${input.customerId}:${input.productId}:${clockNow()}:${Math.random()}`), input.productId, input.productParentId,
    input.customerId, input.name, input.email, review.title, review.content, review.points,
    new Date(clockNow()).toISOString().replace('Z', '+00:00'),
  ).run();
}

/** Whether this customer has reviewed this product already (Shopware's EntityNotExists on customerId). */
export async function hasReviewed(rawDb: D1Database, customerId: string, productId: string): Promise<boolean> {
  const db = await reviewDb(rawDb);
  return (await db.prepare('SELECT 1 AS x FROM demo_product_review WHERE customer_id = ? AND product_id = ?').bind(customerId, productId).first()) !== null;
}
