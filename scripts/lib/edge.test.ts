import http from 'node:http';
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
