// A stand-in for the Sanity Studio's Presentation tool (e2e/preview.spec.ts): a page on an
// origin of its own that frames the address in its `src` parameter, as the tool frames the
// shop's preview URL. A real server on the loopback address, not a page the test fulfils:
// Chromium treats a fulfilled page as public, and its Local Network Access checks then block
// the frame's request to the shop before any of the shop's own headers are read.
import { createServer, type Server } from 'node:http';
import { escapeHtml } from '../shared/escape';

export async function startStudio(port: number): Promise<{ stop: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const src = new URL(req.url ?? '/', `http://127.0.0.1:${port}`).searchParams.get('src') ?? 'about:blank';
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
