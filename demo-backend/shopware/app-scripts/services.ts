// The script services Shopware gives an app's Store API endpoint (StoreApiResponseHook), as far
// as the app's scripts use them, over the demo catalogue: `services.store` (the sales channel's
// entities, no permission needed: here landing pages) and `services.repository` (the admin's
// entities, each behind the `<read>` permission the app's manifest declares: here media).
// `services.response` is the engine's (engine.ts). An entity is raw as Shopware's DAL gives it to
// a script: a landing page's layout carries its slots' config, never their resolved data. What a
// criteria asks that no script here needs fails loudly rather than answering something else.
import { StoreApiError } from '../store-api-error';
import type { Ctx } from '../catalogue/http';
import { listingCmsPage } from '../catalogue/cms';
import { mediaEntity } from '../catalogue/images';
import { lookImage, lookIntro, type LookRow } from '../catalogue/looks';
import { SEEDED_AT } from '../catalogue/entities';
import { fromTwig } from './engine';

type Entity = Record<string, unknown>;

/** Shopware's store-api limit on a criteria's page (shopware.api.store.max_limit). */
const MAX_LIMIT = 100;

interface Criteria {
  ids?: string[];
  filter?: { type: string; field: string; value: unknown }[];
  sort?: { field: string; order?: string }[];
  page?: number;
  limit?: number;
  'total-count-mode'?: string | number;
  associations?: Record<string, unknown>;
}

const CRITERIA_KEYS = new Set(['ids', 'filter', 'sort', 'page', 'limit', 'total-count-mode', 'associations']);

function unsupported(detail: string): StoreApiError {
  return StoreApiError.of(400, 'FRAMEWORK__INVALID_CRITERIA', `${detail} (not emulated by the demo backend's script services)`);
}

/** A dotted field of an entity (`customFields.look_gender`), as the DAL reads it. */
function field(entity: Entity, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Entity)[key] : undefined), entity);
}

/** Shopware's criteria over a list of entities: ids, equals/equalsAny filters, sort, page, limit, total. */
export function searchEntities(all: Entity[], raw: unknown) {
  const criteria = fromTwig(raw) as Criteria;
  for (const key of Object.keys(criteria)) if (!CRITERIA_KEYS.has(key)) throw unsupported(`criteria key "${key}"`);
  let found = criteria.ids ? all.filter((e) => criteria.ids!.includes(String(e.id))) : all;
  for (const filter of criteria.filter ?? []) {
    if (filter.type === 'equals') found = found.filter((e) => field(e, filter.field) === filter.value);
    else if (filter.type === 'equalsAny') {
      const values = Array.isArray(filter.value) ? filter.value : String(filter.value).split('|');
      found = found.filter((e) => values.includes(field(e, filter.field)));
    } else throw unsupported(`filter type "${filter.type}"`);
  }
  const sorts = criteria.sort ?? [];
  found = [...found].sort((a, b) => {
    for (const sort of sorts) {
      const [x, y] = [field(a, sort.field), field(b, sort.field)] as [string | number, string | number];
      if (x !== y) return (x < y ? -1 : 1) * (String(sort.order).toUpperCase() === 'DESC' ? -1 : 1);
    }
    return 0;
  });
  const limit = criteria.limit ?? MAX_LIMIT;
  const page = criteria.page ?? 1;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw StoreApiError.of(400, 'FRAMEWORK__QUERY_LIMIT_EXCEEDED', `The limit must be from 1 to ${MAX_LIMIT}.`);
  if (!Number.isInteger(page) || page < 1) throw unsupported(`page ${page}`);
  const elements = found.slice((page - 1) * limit, page * limit);
  const exact = criteria['total-count-mode'] === 'exact' || criteria['total-count-mode'] === 1;
  return { total: exact ? found.length : elements.length, page, limit, elements };
}

/** Removes what the CMS resolvers add: a layout as the DAL stores it. */
function rawLayout(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rawLayout);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'data').map(([key, v]) => [key, rawLayout(v)]));
}

/** A look as the DAL gives a landing page to a script: its layout only when asked for. */
function landingPage(origin: string, row: LookRow, withLayout: boolean): Entity {
  const customFields = { look_gender: row.gender, look_position: row.position };
  return {
    id: row.id, active: true, name: row.name, url: row.url, customFields, createdAt: SEEDED_AT, updatedAt: null,
    translated: { name: row.name, url: row.url, customFields },
    ...(withLayout ? {
      cmsPage: rawLayout(listingCmsPage(row.id, null, 'landingpage', mediaEntity(origin, lookImage(row)), lookIntro(row), undefined, undefined, JSON.parse(row.card_ids) as string[])),
    } : {}),
    apiAlias: 'landing_page',
  };
}

/** The app's granted permissions: `<read>entity</read>` of its manifest. */
export function readPermissions(manifest: string): Set<string> {
  return new Set([...manifest.matchAll(/<read>\s*([a-z_]+)\s*<\/read>/g)].map((m) => m[1]!));
}

/** The services of one request's script, for an app whose manifest grants `permissions`. */
export function scriptServices(c: Ctx, permissions: ReadonlySet<string>) {
  const origin = new URL(c.req.url).origin;
  // Read once per request: the looks script searches the landing pages, then their covers' media.
  let rows: Promise<LookRow[]> | undefined;
  const looks = () => (rows ??= c.env.DB.prepare('SELECT * FROM cat_landing_page').all<LookRow>().then((r) => r.results));
  return {
    store: {
      async search(entity: string, criteria: unknown) {
        if (entity !== 'landing_page') throw unsupported(`services.store entity "${entity}"`);
        const withLayout = Boolean((fromTwig(criteria) as Criteria).associations?.cmsPage);
        return searchEntities((await looks()).map((row) => landingPage(origin, row, withLayout)), criteria);
      },
    },
    repository: {
      async search(entity: string, criteria: unknown) {
        // As Shopware's AclCriteriaValidator: the app reads only what its manifest may.
        if (!permissions.has(entity)) throw StoreApiError.of(403, 'FRAMEWORK__MISSING_PRIVILEGE_ERROR', `Missing privilege: ${entity}:read`);
        if (entity !== 'media') throw unsupported(`services.repository entity "${entity}"`);
        return searchEntities((await looks()).map((row) => mediaEntity(origin, lookImage(row)) as unknown as Entity), criteria);
      },
    },
  };
}
