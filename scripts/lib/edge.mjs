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
 *
 * What it answers itself (a 502 when the worker does not answer, a reset when the worker's
 * answer breaks off) it logs, one JSON line each, as the worker logs its requests (decision 021:
 * every request has a line somewhere): `log` receives the line's fields; by default they go to
 * stderr as JSON. The path is logged without its query.
 * @param {{ port: number, originPort: number, log?: (line: Record<string, unknown>) => void }} opts
 */
export function startEdge({ port, originPort, log = (line) => console.error(JSON.stringify(line)) }) {
  // Connections to the worker are kept alive, but never idle long. workerd closes a connection
  // that has been idle for 5 s (kj's pipeline timeout), and Node's global agent kept idle ones
  // just as long: a request sent on a connection at that moment met workerd closing it and was
  // reset (read ECONNRESET), and the shopper got this stand-in's 502: #36 counted 82 of 1,096
  // requests at 50 connections on a busy machine. 1 s idle is well inside workerd's window.
  const agent = new http.Agent({ keepAlive: true, timeout: 1000 });
  const server = http.createServer((req, res) => {
    const startedAt = performance.now();
    const said = (fields) => log({
      level: 'error', msg: 'edge', method: req.method, path: String(req.url ?? '').split('?')[0],
      ...fields, ms: Math.round(performance.now() - startedAt),
    });
    // A GET or HEAD has no body, so it can be sent again as it was.
    const repeatable = req.method === 'GET' || req.method === 'HEAD';
    const send = (retried) => {
      // Anything else goes out on a connection of its own (#49 finding 8: a POST sent on a
      // kept-alive connection just as workerd closed it was reset unread, and answered 502 with
      // no line in the worker's log). A new loopback connection costs next to nothing; the
      // kept-alive ones are for the pages and reads that make up most requests.
      const upstream = http.request({ host: '127.0.0.1', port: originPort, method: req.method, path: req.url, headers: req.headers, agent: repeatable ? agent : false }, (answer) => forward(req, res, answer, said));
      upstream.on('error', (error) => {
        // A kept-alive connection can still be closed by the worker just as a request goes out
        // on it (when this process was too busy to notice it idle). HTTP lets a client send an
        // idempotent request again on a new connection then (RFC 9112, 9.3.1); anything else,
        // a reset on a new connection included, is the worker not answering.
        if (!retried && repeatable && upstream.reusedSocket && !res.headersSent && ['ECONNRESET', 'EPIPE'].includes(error.code)) {
          send(true);
          return;
        }
        if (res.headersSent) {
          said({ status: res.statusCode, answer: 'reset', error: error.code ?? error.message });
          res.destroy();
          return;
        }
        said({ status: 502, answer: 'edge', error: error.code ?? error.message, reusedSocket: Boolean(upstream.reusedSocket) });
        res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('The local storefront worker is not answering.');
      });
      if (repeatable) upstream.end();
      else req.pipe(upstream);
    };
    send(false);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({
      url: `http://127.0.0.1:${server.address().port}`,
      stop: () => new Promise((done) => { server.closeAllConnections(); agent.destroy(); server.close(() => done()); }),
    }));
  });
}

/** Sends the worker's answer on, compressed if it is compressible text the client accepts gzipped. */
function forward(req, res, answer, said) {
  // The worker's answer broke off midway: the client's answer can only break off too (a reset).
  answer.on('aborted', () => {
    said({ status: answer.statusCode, answer: 'reset', error: 'the worker\'s answer broke off' });
    res.destroy();
  });
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
}
