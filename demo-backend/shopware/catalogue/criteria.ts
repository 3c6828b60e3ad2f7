// Shopware's request criteria (RequestCriteriaBuilder) for the catalogue's entities, compiled
// to SQL. Fields are whitelisted per entity, values are inlined as quoted literals (D1 binds
// at most 100 parameters, an equalsAny list can be longer), and mistakes answer like Shopware.
import { sqlLiteral, type SqlValue } from './sql';
import { StoreApiError } from '../store-api-error';

/** Store API limit (shopware.api.store.max_limit). */
export const MAX_LIMIT = 100;

/** How an entity's API fields map to SQL. `json` fields hold JSON arrays of ids. */
export interface EntityDefinition {
  name: string;
  fields: Record<string, { sql: string; json?: boolean; bool?: boolean }>;
}

export interface Sort { field: string; order: 'ASC' | 'DESC' }
export interface AggregationRequest { name: string; type: string; field: string; limit?: number }

export interface Criteria {
  page: number;
  limit: number | null;
  ids: string[] | null;
  term: string | null;
  filter: unknown[];
  postFilter: unknown[];
  sort: Sort[];
  aggregations: AggregationRequest[];
  associations: Record<string, unknown>;
  includes: Record<string, string[]> | null;
  totalCountMode: 'none' | 'exact' | 'next-pages';
}

type Body = Record<string, unknown>;

function invalidLimit(detail: string, code = 'FRAMEWORK__INVALID_LIMIT_QUERY'): StoreApiError {
  return StoreApiError.at(400, code, detail, '/limit');
}

/** Parses a limit value: absent → fallback; Shopware rejects non-positive and >100. */
export function parseLimit(raw: unknown, fallback: number | null): number | null {
  if (raw === undefined || raw === null || raw === '') return fallback;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit <= 0) throw invalidLimit('The limit parameter must be a positive integer greater or equals than 1.');
  if (limit > MAX_LIMIT) {
    throw StoreApiError.at(400, 'FRAMEWORK__QUERY_LIMIT_EXCEEDED',
      `The limit must be lower than or equal to MAX_LIMIT(=${MAX_LIMIT}). Given: ${limit}`, '/limit', { maxLimit: MAX_LIMIT, limit });
  }
  return limit;
}

export function parsePage(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return 1;
  const page = Number(raw);
  if (!Number.isInteger(page) || page < 1) {
    throw StoreApiError.at(400, 'FRAMEWORK__INVALID_PAGE_QUERY', 'The page parameter must be a positive integer.', '/page');
  }
  return page;
}

function idList(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.map(String);
  if (typeof raw === 'string') return raw.split('|').filter(Boolean);
  return [];
}

function parseSort(raw: unknown): Sort[] {
  if (typeof raw === 'string') {
    return raw.split(',').filter(Boolean).map((f) => (f.startsWith('-') ? { field: f.slice(1), order: 'DESC' } : { field: f, order: 'ASC' }));
  }
  if (!Array.isArray(raw)) return [];
  return raw.map((s, i) => {
    const sort = s as { field?: unknown; order?: unknown };
    if (typeof sort?.field !== 'string') throw StoreApiError.at(400, 'FRAMEWORK__INVALID_SORT_QUERY', 'A sorting needs a field.', `/sort/${i}`);
    return { field: sort.field, order: String(sort.order ?? 'ASC').toUpperCase() === 'DESC' ? 'DESC' : 'ASC' };
  });
}

function parseTotalCountMode(raw: unknown): Criteria['totalCountMode'] {
  if (raw === 1 || raw === '1' || raw === 'exact') return 'exact';
  if (raw === 2 || raw === '2' || raw === 'next-pages') return 'next-pages';
  return 'none';
}

/** Reads criteria from a request body (plus query string values for GET). */
export function parseCriteria(body: Body, defaultLimit: number | null = MAX_LIMIT): Criteria {
  const ids = body.ids !== undefined ? idList(body.ids) : null;
  const aggregations = Array.isArray(body.aggregations) ? body.aggregations : [];
  return {
    page: parsePage(body.page),
    // Shopware drops the limit when ids are given.
    limit: ids ? parseLimit(body.limit, null) : parseLimit(body.limit, defaultLimit),
    ids,
    term: typeof body.term === 'string' && body.term.trim() ? body.term.trim() : null,
    filter: Array.isArray(body.filter) ? body.filter : [],
    postFilter: Array.isArray(body['post-filter']) ? body['post-filter'] : [],
    sort: parseSort(body.sort),
    aggregations: aggregations.map((a, i) => {
      const agg = a as Partial<AggregationRequest>;
      if (typeof agg?.name !== 'string' || typeof agg.type !== 'string') {
        throw StoreApiError.at(400, 'FRAMEWORK__INVALID_AGGREGATION_QUERY', 'An aggregation needs a name and a type.', `/aggregations/${i}`);
      }
      return { name: agg.name, type: agg.type, field: String(agg.field ?? ''), limit: agg.limit };
    }),
    associations: typeof body.associations === 'object' && body.associations ? body.associations as Record<string, unknown> : {},
    includes: typeof body.includes === 'object' && body.includes ? body.includes as Record<string, string[]> : null,
    totalCountMode: parseTotalCountMode(body['total-count-mode']),
  };
}

function filterError(pointer: string, detail: string): StoreApiError {
  return StoreApiError.at(400, 'FRAMEWORK__INVALID_FILTER_QUERY', detail, pointer);
}

function fieldOf(def: EntityDefinition, raw: unknown, pointer: string) {
  if (typeof raw !== 'string' || raw === '') throw filterError(`${pointer}/field`, 'Parameter "field" for filter is missing.');
  const name = raw.startsWith(`${def.name}.`) ? raw.slice(def.name.length + 1) : raw;
  const field = def.fields[name];
  if (!field) throw filterError(`${pointer}/field`, `Field "${raw}" in entity "${def.name}" was not found.`);
  return field;
}

function literal(field: { bool?: boolean }, value: unknown, pointer: string): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return sqlLiteral(value);
  if (typeof value === 'string') {
    if (field.bool) return value === 'true' || value === '1' ? '1' : '0';
    return sqlLiteral(value);
  }
  throw filterError(pointer, 'The value must be a string, number or boolean.');
}

function likePattern(value: string, prefix: string, suffix: string): string {
  return `${sqlLiteral(prefix + value.replace(/[\\%_]/g, (m) => `\\${m}`) + suffix)} ESCAPE '\\'`;
}

/** Compiles one filter (recursively) to a SQL condition. */
export function compileFilter(def: EntityDefinition, raw: unknown, pointer: string): string {
  const filter = raw as { type?: unknown; field?: unknown; value?: unknown; queries?: unknown; operator?: unknown; parameters?: unknown };
  if (!filter || typeof filter !== 'object') throw filterError(pointer, 'A filter must be an object.');
  const type = String(filter.type ?? '');
  switch (type) {
    case 'equals': {
      const field = fieldOf(def, filter.field, pointer);
      if (filter.value === '') throw filterError(`${pointer}/value`, 'Parameter "value" for equals filter is missing.');
      if (filter.value === null || filter.value === undefined) {
        if (field.json) return `(${field.sql} IS NULL OR ${field.sql} = '[]')`;
        return `${field.sql} IS NULL`;
      }
      const value = literal(field, filter.value, `${pointer}/value`);
      return field.json ? `EXISTS (SELECT 1 FROM json_each(${field.sql}) WHERE value = ${value})` : `${field.sql} = ${value}`;
    }
    case 'equalsAny':
    case 'equalsAll': {
      const field = fieldOf(def, filter.field, pointer);
      const values = Array.isArray(filter.value) ? filter.value : typeof filter.value === 'string' ? filter.value.split('|') : null;
      if (!values || values.length === 0) throw filterError(`${pointer}/value`, `Parameter "value" for ${type} filter is missing.`);
      const list = values.map((v, i) => literal(field, v, `${pointer}/value/${i}`));
      if (!field.json) {
        return type === 'equalsAny' ? `${field.sql} IN (${list.join(',')})` : list.map((v) => `${field.sql} = ${v}`).join(' AND ');
      }
      if (type === 'equalsAny') return `EXISTS (SELECT 1 FROM json_each(${field.sql}) WHERE value IN (${list.join(',')}))`;
      return list.map((v) => `EXISTS (SELECT 1 FROM json_each(${field.sql}) WHERE value = ${v})`).join(' AND ');
    }
    case 'contains':
    case 'prefix':
    case 'suffix': {
      const field = fieldOf(def, filter.field, pointer);
      if (typeof filter.value !== 'string' && typeof filter.value !== 'number') {
        throw filterError(`${pointer}/value`, `Parameter "value" for ${type} filter is missing.`);
      }
      const value = String(filter.value);
      const pattern = type === 'contains' ? likePattern(value, '%', '%') : type === 'prefix' ? likePattern(value, '', '%') : likePattern(value, '%', '');
      return `${field.sql} LIKE ${pattern}`;
    }
    case 'range':
    case 'since':
    case 'until': {
      const field = fieldOf(def, filter.field, pointer);
      const parameters = type === 'range' ? filter.parameters as Record<string, unknown> | undefined
        : { [type === 'since' ? 'gte' : 'lte']: filter.value };
      if (!parameters || typeof parameters !== 'object') throw filterError(`${pointer}/parameters`, 'Parameter "parameters" for range filter is missing.');
      const ops: Record<string, string> = { gte: '>=', gt: '>', lte: '<=', lt: '<' };
      const parts = Object.entries(parameters).filter(([k]) => k in ops).map(([k, v]) => `${field.sql} ${ops[k]} ${literal(field, v, `${pointer}/parameters/${k}`)}`);
      if (parts.length === 0) throw filterError(`${pointer}/parameters`, 'A range filter needs gte, gt, lte or lt.');
      return `(${parts.join(' AND ')})`;
    }
    case 'multi':
    case 'and':
    case 'or':
    case 'not':
    case 'nand':
    case 'nor': {
      if (!Array.isArray(filter.queries)) throw filterError(`${pointer}/queries`, `Parameter "queries" for ${type} filter is missing.`);
      const defaultOperator = type === 'or' || type === 'nor' ? 'or' : 'and';
      const operator = String(filter.operator ?? defaultOperator).toLowerCase() === 'or' ? ' OR ' : ' AND ';
      const inner = filter.queries.map((q, i) => compileFilter(def, q, `${pointer}/queries/${i}`));
      const joined = inner.length ? `(${inner.join(operator)})` : '1';
      return type === 'not' || type === 'nand' || type === 'nor' ? `NOT ${joined}` : joined;
    }
    default:
      throw filterError(`${pointer}/type`, `Unsupported filter type: ${type || '(none)'}`);
  }
}

export function compileFilters(def: EntityDefinition, filters: unknown[], pointer: string): string[] {
  return filters.map((f, i) => compileFilter(def, f, `${pointer}/${i}`));
}

export function compileSort(def: EntityDefinition, sorts: Sort[]): string[] {
  return sorts.map((s, i) => {
    const name = s.field.startsWith(`${def.name}.`) ? s.field.slice(def.name.length + 1) : s.field;
    const field = def.fields[name];
    if (!field || field.json) throw StoreApiError.at(400, 'FRAMEWORK__INVALID_SORT_QUERY', `Field "${s.field}" in entity "${def.name}" cannot be sorted.`, `/sort/${i}`);
    return `${field.sql} ${s.order}`;
  });
}

/** Scalar aggregations over a filtered entity query, answered as Shopware names them. */
export async function runAggregations(
  db: D1Database, def: EntityDefinition, from: string, where: string, aggregations: AggregationRequest[],
): Promise<Record<string, unknown>> {
  const result: Record<string, unknown> = {};
  for (const [i, agg] of aggregations.entries()) {
    const field = def.fields[agg.field.replace(`${def.name}.`, '')];
    if (!field) {
      throw StoreApiError.at(400, 'FRAMEWORK__INVALID_AGGREGATION_QUERY', `Field "${agg.field}" in entity "${def.name}" was not found.`, `/aggregations/${i}`);
    }
    const base = { name: agg.name, apiAlias: `${agg.name}_aggregation` };
    const one = async (sql: string) => (await db.prepare(`SELECT ${sql} FROM ${from} WHERE ${where}`).first<Record<string, SqlValue>>()) ?? {};
    switch (agg.type) {
      case 'min': case 'max': case 'avg': case 'sum': case 'count': {
        const row = await one(`${agg.type.toUpperCase()}(${field.sql}) AS v`);
        result[agg.name] = { ...base, [agg.type]: row.v ?? (agg.type === 'count' ? 0 : null) };
        break;
      }
      case 'stats': {
        const row = await one(`MIN(${field.sql}) AS min, MAX(${field.sql}) AS max, AVG(${field.sql}) AS avg, SUM(${field.sql}) AS sum`);
        result[agg.name] = { ...base, ...row };
        break;
      }
      case 'terms': case 'entity': {
        const value = field.json ? 'j.value' : field.sql;
        const join = field.json ? `, json_each(${field.sql}) j` : '';
        const limit = Number.isInteger(agg.limit) ? ` LIMIT ${agg.limit}` : '';
        const { results } = await db.prepare(
          `SELECT ${value} AS k, COUNT(*) AS n FROM ${from}${join} WHERE ${where} AND ${value} IS NOT NULL GROUP BY k ORDER BY n DESC${limit}`,
        ).all<{ k: string; n: number }>();
        result[agg.name] = agg.type === 'terms'
          ? { ...base, buckets: results.map((r) => ({ key: String(r.k), count: r.n, apiAlias: 'aggregation_bucket' })) }
          : { ...base, entities: results.map((r) => r.k) };
        break;
      }
      default:
        throw StoreApiError.at(400, 'FRAMEWORK__INVALID_AGGREGATION_QUERY', `Unsupported aggregation type: ${agg.type}`, `/aggregations/${i}/type`);
    }
  }
  return result;
}

/**
 * An entity search result as Shopware answers it, paged (total per total-count-mode). With
 * `ids` there is no limit: Shopware sends null, which the schema (integer) does not allow; it is
 * left out like other nulls.
 */
export function entitySearchResult(entity: string, criteria: Criteria, elements: unknown[], total: number, aggregations: Record<string, unknown>) {
  return {
    entity,
    total: criteria.totalCountMode === 'none' ? elements.length : total,
    aggregations: aggregationsJson(aggregations),
    page: criteria.page,
    ...(criteria.limit !== null ? { limit: criteria.limit } : {}),
    elements,
    states: [],
    apiAlias: 'dal_entity_search_result',
  };
}

/**
 * A search result's aggregations as StructEncoder writes them: an object keyed by name, but `[]`
 * when there are none (an empty PHP array; AggregationResultCollection is encoded as one).
 */
export function aggregationsJson(aggregations: Record<string, unknown>): Record<string, unknown> | never[] {
  return Object.keys(aggregations).length > 0 ? aggregations : [];
}

/** Keeps only the included fields of every object whose apiAlias is listed (apiAlias stays). */
export function applyIncludes<T>(value: T, includes: Record<string, string[]> | null): T {
  if (!includes) return value;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== 'object') return v;
    const obj = v as Record<string, unknown>;
    const allowed = typeof obj.apiAlias === 'string' ? includes[obj.apiAlias] : undefined;
    const out: Record<string, unknown> = {};
    for (const [k, child] of Object.entries(obj)) {
      if (allowed && k !== 'apiAlias' && !allowed.includes(k)) continue;
      out[k] = walk(child);
    }
    return out;
  };
  return walk(value) as T;
}
