// Sanity file assets → ready URLs, added in the worker when content is reshaped (like image
// `urls` in ./images.ts), so the browser carries no URL-building code. A file asset id
// `file-<hash>-<ext>` is served by the content file CDN as
// `<cdn>/files/<project>/<dataset>/<hash>.<ext>` (docs/content-model.md, contracts/sanity.md).
import type { SanityFile } from '../../shared/content/types';
import type { Config } from '../env';

const FILE_ASSET_ID = /^file-([0-9a-f]{40})-([a-z0-9]+)$/;
const DEFAULT_CDN = 'https://cdn.sanity.io';

/** The CDN URL of a file asset, or null when the reference is not a file asset id. */
export function fileUrl(config: Pick<Config, 'sanity'>, ref: string): string | null {
  const match = FILE_ASSET_ID.exec(ref);
  if (!match) return null;
  const base = (config.sanity.cdnHost ?? DEFAULT_CDN).replace(/\/+$/, '');
  const { projectId, dataset } = config.sanity;
  return `${base}/files/${encodeURIComponent(projectId)}/${encodeURIComponent(dataset)}/${match[1]}.${match[2]}`;
}

const isSanityFile = (v: unknown): v is SanityFile =>
  typeof v === 'object' && v !== null && (v as SanityFile)._type === 'file'
  && typeof (v as SanityFile).asset?._ref === 'string';

/** Adds `url` to every Sanity file in a content tree (a page's blocks); unreadable refs get none. */
export function withFileUrls<T>(value: T, config: Pick<Config, 'sanity'>): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    if (isSanityFile(node)) {
      const url = fileUrl(config, node.asset._ref);
      return url ? { ...node, url } : node;
    }
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node)) out[key] = walk(child);
    return out;
  };
  return walk(value) as T;
}
