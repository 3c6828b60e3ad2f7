import type { SeoPaths } from '../storefront-api';

/**
 * `{elements:[{foreignKey, seoPathInfo}]}` → SEO paths by id. An answer without `elements` is
 * logged ('Invalid response format: missing elements array') and gives an empty object.
 * `report`: how it is logged (the worker's log line carries the request's id).
 */
export function toSeoPaths(data: unknown, report: (message: string) => void = console.error): SeoPaths {
  const elements = (data as { elements?: unknown } | null)?.elements;
  if (!Array.isArray(elements)) {
    report('Invalid response format: missing elements array');
    return {};
  }
  const paths: SeoPaths = {};
  for (const e of elements as { foreignKey?: unknown; seoPathInfo?: unknown }[]) {
    if (typeof e.foreignKey === 'string' && typeof e.seoPathInfo === 'string') paths[e.foreignKey] = '/' + e.seoPathInfo.replace(/^\/+/, '');
  }
  return paths;
}
