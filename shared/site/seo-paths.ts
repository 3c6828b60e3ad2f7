import type { SeoPaths } from '../storefront-api';

/**
 * `{elements:[{foreignKey, seoPathInfo}]}` → SEO paths by id. An answer without `elements` is
 * logged ('Invalid response format: missing elements array') and gives an empty object.
 */
export function toSeoPaths(data: unknown): SeoPaths {
  const elements = (data as { elements?: unknown } | null)?.elements;
  if (!Array.isArray(elements)) {
    console.error('Invalid response format: missing elements array');
    return {};
  }
  const paths: SeoPaths = {};
  for (const e of elements as { foreignKey?: unknown; seoPathInfo?: unknown }[]) {
    if (typeof e.foreignKey === 'string' && typeof e.seoPathInfo === 'string') paths[e.foreignKey] = '/' + e.seoPathInfo.replace(/^\/+/, '');
  }
  return paths;
}
