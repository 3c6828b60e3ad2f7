// The Studio's way in to the demo backend (issue 54, decision 037): HTTPS with HTTP/2 on
// https://localhost:8789, passing every request on to the demo backend's plain HTTP.
//
// Why: an open Studio keeps about ten document listeners open (server-sent event streams) to one
// host, and a browser opens at most six HTTP/1.1 connections per host, so over the demo
// backend's own HTTP/1.1 its queries wait behind the streams and the Studio hangs at "Loading
// document". Sanity's API answers over HTTP/2, where all of them share one connection; browsers
// speak HTTP/2 only over TLS. The certificate is this machine's own (made with openssl on first
// use, kept under node_modules/.cache): a browser asks once per host to accept it, which the
// front's own page at https://localhost:8789/ walks an editor through.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import http2 from 'node:http2';
import path from 'node:path';
import { Readable } from 'node:stream';
import { root } from './servers.mjs';

export const STUDIO_FRONT_PORT = 8789;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'http2-settings', 'host']);

/** The front's certificate for localhost and the project's host (demo0001.localhost), made once. */
export function frontCertificate(projectId, dir = path.join(root, 'node_modules', '.cache', 'studio-front')) {
  const key = path.join(dir, `${projectId}-key.pem`);
  const cert = path.join(dir, `${projectId}-cert.pem`);
  if (!existsSync(key) || !existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    try {
      execFileSync('openssl', [
        'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '3650',
        '-keyout', key, '-out', cert, '-subj', '/CN=localhost',
        '-addext', `subjectAltName=DNS:localhost,DNS:${projectId}.localhost,IP:127.0.0.1`,
      ], { stdio: 'pipe' });
    } catch (error) {
      throw new Error(`The Studio's front needs openssl to make its certificate: ${error instanceof Error ? error.message : error}`);
    }
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * The front's own root, the one address an editor opens: the browser warns about the
 * certificate for localhost, then for the project's host it is sent on to, then lands in the
 * Studio. After that, both hosts are accepted for the browser's session.
 */
function welcome(res, authority, projectId, studioUrl) {
  const onProjectHost = authority.startsWith(`${projectId}.`);
  res.writeHead(302, { location: onProjectHost ? studioUrl : `https://${projectId}.${authority}/` });
  res.end();
}

/**
 * Starts the front; `backend` is the demo backend's address. Resolves once it listens.
 * @param {{ backend: string, port?: number, projectId?: string, studioUrl?: string, log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStudioFront({ backend, port = STUDIO_FRONT_PORT, projectId = 'demo0001', studioUrl = 'http://127.0.0.1:3333/', log = () => {} }) {
  const server = http2.createSecureServer({ ...frontCertificate(projectId), allowHTTP1: true }, async (req, res) => {
    const authority = req.headers[':authority'] ?? req.headers.host ?? `localhost:${port}`;
    if (req.url === '/' && req.method === 'GET') return welcome(res, authority, projectId, studioUrl);
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    // What the browser used, for the addresses the backend hands out (the login's provider).
    headers['x-studio-front-origin'] = `https://${authority}`;
    const aborted = new AbortController();
    res.on('close', () => aborted.abort());
    try {
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const answer = await fetch(new URL(req.url, backend), {
        method: req.method, headers, redirect: 'manual', signal: aborted.signal,
        ...(hasBody ? { body: Readable.toWeb(req), duplex: 'half' } : {}),
      });
      const out = {};
      // fetch has already decoded the body: its encoding and length no longer hold.
      answer.headers.forEach((value, name) => {
        if (!HOP_BY_HOP.has(name) && name !== 'content-encoding' && name !== 'content-length') out[name] = value;
      });
      res.writeHead(answer.status, out);
      if (!answer.body) return res.end();
      Readable.fromWeb(answer.body).on('error', () => res.destroy()).pipe(res);
    } catch (error) {
      if (aborted.signal.aborted) return;
      log(`[studio-front] ${req.method} ${req.url}: ${error instanceof Error ? error.message : error}`);
      if (res.headersSent) res.destroy();
      else {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'The demo backend does not answer', backend }));
      }
    }
  });
  const sockets = new Set();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `https://localhost:${port}`,
    close: () => new Promise((resolve) => {
      server.close(() => resolve());
      // Open listener streams would keep it open for good.
      for (const socket of sockets) socket.destroy();
    }),
  };
}
