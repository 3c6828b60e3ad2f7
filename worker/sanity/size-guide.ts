// The size guide from Sanity, beside the product page's sizes (shared/catalogue/size-guide.ts).
import type { SizeGuideView } from '../../shared/catalogue/size-guide';
import type { CacheContext } from '../cache/kv-cache';
import { cacheLong } from '../cache/strategies';
import type { Config } from '../env';
import { cachedQuery } from './client';
import type { SIZE_GUIDE_QUERY_RESULT } from '../../shared/content/sanity.types';
import { SIZE_GUIDE_QUERY } from './queries/size-guide';

/** The guide, or null when the editors have none: its tables without empty or ragged rows. */
export async function sizeGuide(config: Config, cache: CacheContext): Promise<SizeGuideView | null> {
  const doc = await cachedQuery<SIZE_GUIDE_QUERY_RESULT>(config, cache, {
    name: 'size-guide', query: SIZE_GUIDE_QUERY, types: ['sizeGuide'], strategy: cacheLong(),
  });
  const tables = (doc?.tables ?? []).flatMap((table) => {
    const columns = table.columns ?? [];
    const rows = (table.rows ?? []).filter((row): row is string[] => Array.isArray(row) && row.length === columns.length && row[0] !== '');
    return table.name && columns.length > 1 && rows.length > 0 ? [{ name: table.name, columns, rows }] : [];
  });
  if (!doc?.title || tables.length === 0) return null;
  return { title: doc.title, intro: doc.intro ?? null, tables, howToMeasure: doc.howToMeasure ?? [] };
}
