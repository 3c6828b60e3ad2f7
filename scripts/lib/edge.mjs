// What Cloudflare's edge does in front of the worker, for `npm start`: it compresses text as
// it streams. Locally, a compressed response would be buffered whole by Miniflare (the
// worker sends HTML uncompressed there, HTML_CONTENT_ENCODING=identity), so this small proxy
// compresses instead, flushing every chunk: the page still streams, and what a browser or
// Lighthouse measures on localhost is what a shopper gets from the edge.
import http from 'node:http';
import zlib from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;

/**
 * Listens on `port` (127.0.0.1; 0 for any free one) and forwards everything to `origin`, compressing
 * compressible responses the origin sent uncompressed.
 * @param {{ port: number, originPort: number }} opts
 */
export function startEdge({ port, originPort }) {
  const server = http.createServer((req, res) => {
    const upstream = http.request({ host: '127.0.0.1', port: originPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      const headers = { ...answer.headers };
      const encoding = headers['content-encoding'];
      const compress = (!encoding || encoding === 'identity')
        && COMPRESSIBLE.test(String(headers['content-type'] ?? ''))
        && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
        && req.method !== 'HEAD' && answer.statusCode !== 204 && answer.statusCode !== 304;
      if (!compress) {
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
        return;
      }
      delete headers['content-length'];
      headers['content-encoding'] = 'gzip';
      headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
      res.writeHead(answer.statusCode ?? 502, headers);
      // A sync flush after every chunk: the head and each streamed section leave at once.
      answer.pipe(zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH })).pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The local storefront worker is not answering.');
    });
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({
      url: `http://127.0.0.1:${server.address().port}`,
      stop: () => new Promise((done) => { server.closeAllConnections(); server.close(() => done()); }),
    }));
  });
}
