// The Studio's origin of the end-to-end run (SANITY_STUDIO_URL of the run's shop): one server
// on the loopback address, started by e2e/global-setup.ts, that serves
// - with a `src` parameter, a stand-in for the Presentation tool (e2e/preview.spec.ts): a page
//   that frames that address, as the tool frames the shop's preview URL;
// - otherwise the real Studio, once e2e/studio.spec.ts has built it into STUDIO_BUILD_DIR
//   (a single-page app: any path without a file is its index.html).
// A real server, not a page the test fulfils: Chromium treats a fulfilled page as public, and
// its Local Network Access checks then block the frame's request to the shop before any of the
// shop's own headers are read.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { root } from '../scripts/lib/servers.mjs';
import { escapeHtml } from '../shared/escape';

export const STUDIO_BUILD_DIR = path.join(root, '.wrangler', 'e2e-studio');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2',
};

function serveStudio(pathname: string, res: import('node:http').ServerResponse) {
  const file = path.join(STUDIO_BUILD_DIR, path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, ''));
  const found = file.startsWith(STUDIO_BUILD_DIR) && existsSync(file) && statSync(file).isFile() ? file : path.join(STUDIO_BUILD_DIR, 'index.html');
  if (!existsSync(found)) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('The Studio is not built (e2e/studio.spec.ts builds it)');
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[path.extname(found)] ?? 'application/octet-stream' });
  createReadStream(found).pipe(res);
}

export async function startStudio(port: number): Promise<{ stop: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    const src = url.searchParams.get('src');
    if (src === null) return serveStudio(url.pathname, res);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Studio</title><iframe title="Presentation" src="${escapeHtml(src)}"`
      + ` onload="document.body.dataset.framed = 'yes'" style="width:100%;height:600px"></iframe>`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
