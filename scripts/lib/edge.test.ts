import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge } from './edge.mjs';

// An origin that streams a page in two parts, the second only once the test says so.
let releaseSecondPart: () => void = () => {};
const origin = http.createServer((req, res) => {
  if (req.url === '/image') {
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': '3' });
    res.end('png');
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'identity', 'set-cookie': ['a=1; HttpOnly', 'b=2'] });
  res.write('<head>first part</head>');
  releaseSecondPart = () => res.end('<body>second part</body>');
});

let edge: { url: string; stop(): Promise<void> };

beforeAll(async () => {
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  const originPort = (origin.address() as AddressInfo).port;
  edge = await startEdge({ port: 0, originPort });
});

afterAll(async () => {
  await edge.stop();
  origin.closeAllConnections();
  await new Promise((resolve) => origin.close(resolve));
});

function get(path: string, headers: Record<string, string>) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get(`${edge.url}${path}`, { headers }, resolve).on('error', reject);
  });
}

describe('the local edge', () => {
  it('compresses a streamed page part by part, so the first part arrives before the rest exists', async () => {
    const res = await get('/', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['set-cookie']).toEqual(['a=1; HttpOnly', 'b=2']);
    const gunzip = res.pipe(zlib.createGunzip());
    let text = '';
    await new Promise<void>((resolve) => gunzip.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('first part')) resolve();
    }));
    expect(text).toBe('<head>first part</head>');
    releaseSecondPart();
    await new Promise((resolve) => gunzip.on('end', resolve));
    expect(text).toBe('<head>first part</head><body>second part</body>');
  });

  it('passes on what a client cannot or need not decompress as it came', async () => {
    const plain = await get('/', {});
    releaseSecondPart();
    let text = '';
    for await (const chunk of plain) text += (chunk as Buffer).toString();
    expect(plain.headers['content-encoding']).toBe('identity');
    expect(text).toBe('<head>first part</head><body>second part</body>');

    const image = await get('/image', { 'accept-encoding': 'gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-length']).toBe('3');
    image.resume();
  });
});

// An origin that closes a kept-alive connection as the next request arrives on it, as workerd
// does with a connection idle for 5 s (reset, the request unread), and optionally every one.
function closingOrigin(resetEvery: boolean) {
  const served: string[] = [];
  const server = net.createServer((socket) => {
    let answered = 0;
    let buffer = '';
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      if (!buffer.includes('\r\n\r\n')) return;
      const requestLine = buffer.slice(0, buffer.indexOf('\r\n'));
      buffer = '';
      if (resetEvery || answered > 0) {
        socket.resetAndDestroy();
        return;
      }
      answered++;
      served.push(requestLine);
      socket.write('HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 2\r\nconnection: keep-alive\r\n\r\nok');
    });
  });
  return { server, served };
}

async function through(origin: net.Server) {
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  return startEdge({ port: 0, originPort: (origin.address() as AddressInfo).port });
}

async function fetchText(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  return { status: res.status, text: await res.text() };
}

describe('the local edge and connections the worker closes', () => {
  it('sends a GET again on a new connection when the kept-alive one it went out on is reset', async () => {
    const { server, served } = closingOrigin(false);
    const closingEdge = await through(server);
    try {
      expect(await fetchText(`${closingEdge.url}/first`)).toEqual({ status: 200, text: 'ok' });
      // The edge keeps that connection and sends the next request on it: the origin resets it.
      expect(await fetchText(`${closingEdge.url}/second`)).toEqual({ status: 200, text: 'ok' });
      expect(served).toEqual(['GET /first HTTP/1.1', 'GET /second HTTP/1.1']);
    } finally {
      await closingEdge.stop();
      server.close();
    }
  });

  it('answers 502 when a new connection is reset, and logs that answer of its own (#49 finding 8)', async () => {
    const lines: Record<string, unknown>[] = [];
    const resetting = closingOrigin(true);
    await new Promise<void>((resolve) => resetting.server.listen(0, '127.0.0.1', resolve));
    const resettingEdge = await startEdge({ port: 0, originPort: (resetting.server.address() as AddressInfo).port, log: (line) => lines.push(line) });
    try {
      expect((await fetchText(`${resettingEdge.url}/api/getSnippets?order=null`, { method: 'POST', body: '{}' })).status).toBe(502);
      expect(resetting.served).toEqual([]);
      expect(lines).toEqual([expect.objectContaining({ level: 'error', msg: 'edge', method: 'POST', path: '/api/getSnippets', status: 502, answer: 'edge', error: 'ECONNRESET' })]);
    } finally {
      await resettingEdge.stop();
      resetting.server.close();
    }
  });

  it('sends a POST on a connection of its own, so a kept-alive one the worker closes never fails it, and sends it once (#49 finding 8)', async () => {
    const keeping = closingOrigin(false);
    const keepingEdge = await through(keeping.server);
    try {
      await fetchText(`${keepingEdge.url}/first`);
      // The kept-alive connection of /first would be reset by the origin: the POST never meets it.
      expect(await fetchText(`${keepingEdge.url}/api/getSnippets?order=null`, { method: 'POST', body: 'x' })).toEqual({ status: 200, text: 'ok' });
      expect(keeping.served).toEqual(['GET /first HTTP/1.1', 'POST /api/getSnippets?order=null HTTP/1.1']);
    } finally {
      await keepingEdge.stop();
      keeping.server.close();
    }
  });
});
