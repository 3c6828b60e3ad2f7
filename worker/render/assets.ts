// The built client's files, from Vite's manifest (imported at build time, never public).
import manifestJson from '../../dist/client/.vite/manifest.json';
import { routeModuleSource, type RouteModuleId } from '../../client/routes';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const manifest = manifestJson as unknown as Record<string, ManifestChunk>;
export const CLIENT_ENTRY = 'client/entry.client.tsx';

/**
 * The build's id (decision 013): a hash of every file name the build made (each carries its
 * content hash), so any change to the browser code is a new id. The document carries it and
 * GET /__build answers it, so an open page learns that a newer build is out.
 */
export const BUILD_ID = buildId(Object.values(manifest).map((chunk) => chunk.file).sort());

export function buildId(files: string[]): string {
  let hash = 0x811c9dc5; // FNV-1a, 32 bits
  for (const char of files.join('\n')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The entry's script and every chunk and stylesheet the given source modules need. */
export function assetsFor(sources: string[]): { entry: string; scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    chunk.css?.forEach((c) => styles.add(`/${c}`));
    chunk.imports?.forEach(visit);
  };
  visit(CLIENT_ENTRY);
  sources.forEach(visit);
  const entryChunk = manifest[CLIENT_ENTRY];
  if (!entryChunk) throw new Error(`${CLIENT_ENTRY} is missing from the Vite manifest: run the client build first`);
  return { entry: `/${entryChunk.file}`, scripts: [...scripts], styles: [...styles] };
}

/**
 * The chunk of each route module a page matched (module id → its file in the build): the
 * browser's first page imports these to hydrate, without the route list (client/routes.ts). The
 * frame (root) is part of the entry.
 */
export function routeChunks(modules: RouteModuleId[]): Record<string, string> {
  const chunks: Record<string, string> = {};
  for (const id of modules) {
    if (id === 'root') continue;
    const source = routeModuleSource(id);
    const chunk = manifest[source];
    if (!chunk) throw new Error(`${source} is missing from the Vite manifest: run the client build first`);
    chunks[id] = `/${chunk.file}`;
  }
  return chunks;
}
