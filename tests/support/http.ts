// Helpers for integration tests that talk HTTP to the running shop.
import http from 'node:http';
import { purgeAndWait } from '../../scripts/lib/servers.mjs';

/** GET with the raw chunks as they arrived on the socket (no decompression, no buffering). */
export function getChunks(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; chunks: string[] }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
      const chunks: string[] = [];
      res.setEncoding('utf8');
      res.on('data', (d: string) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, chunks }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** Empties the storefront's edge cache (or the given tags) through its signed purge route, and waits until it is done. */
export async function purgeAll(storefrontUrl: string, tags: string[] = ['all']): Promise<void> {
  await purgeAndWait(storefrontUrl, tags);
}

export async function setFaults(backendUrl: string, faults: {
  latencyMs?: number; errorRate?: number; maintenance?: boolean; match?: string; answerLatencyMs?: number; answerLost?: boolean; paymentFails?: boolean;
} | null) {
  const res = await fetch(`${backendUrl}/__demo/faults`, faults
    ? { method: 'POST', body: JSON.stringify(faults), headers: { 'content-type': 'application/json' } }
    : { method: 'DELETE' });
  if (!res.ok) throw new Error(`faults: ${res.status}`);
}
