// What the bench scripts measure with (run.mjs, compare-miss.mjs, peer.mjs, concurrency.mjs): one
// request timed to its first and last byte, with its Server-Timing, the percentiles of a series,
// and a load with a shopper's first byte timed beside it.
import http from 'node:http';
import autocannon from 'autocannon';

/** One GET, uncompressed: status, time to first byte and to last byte (ms), Server-Timing, body bytes. */
export function timeRequest(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    let first = null;
    let bytes = 0;
    const req = http.get(url, { headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
      res.on('data', (chunk) => { first ??= process.hrtime.bigint(); bytes += chunk.length; });
      res.on('end', () => {
        const end = process.hrtime.bigint();
        resolve({
          status: res.statusCode, ttfb: Number((first ?? end) - start) / 1e6, ttlb: Number(end - start) / 1e6,
          serverTiming: String(res.headers['server-timing'] ?? ''), bytes,
        });
      });
    });
    req.on('error', reject);
  });
}

/** How the page store answered, from Server-Timing ('hit', 'stale', 'miss'), or null when it was not asked (not `sanity-page;…`). */
export const pageStoreOutcome = (serverTiming) => /(?:^|,\s*)page;desc="(\w+)"/.exec(serverTiming)?.[1] ?? null;

export const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
export const round = (n) => Math.round(n * 10) / 10;

/** A current Chrome on Android, as Chrome itself sends it (the reduced UA: fixed "Android 10; K"): a shopper. */
export const SHOPPER_UA = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';

/**
 * `connections` kept-alive connections asking for `url` for `leadIn` + `seconds` (autocannon),
 * and beside them one more that times its requests one after another (timeRequest): the
 * throughput, and the first byte a shopper waits for while the server carries that load. Only
 * what completes after the lead-in counts: a closed loop's first answers come only after one
 * whole latency, which would understate a slow server's rate in a short slice.
 * Answers { requests, seconds, non2xx, errors, probe } over the counted window, and `completed`:
 * every answer, the lead-in's too (what the processes' CPU over the whole run was spent on).
 */
export async function underLoad(url, { connections, seconds, leadIn = 0, headers = {} }) {
  const start = Date.now();
  const from = start + leadIn * 1000;
  let running = true;
  const probe = [];
  let probed = 0;
  const probing = (async () => {
    while (running) {
      const began = Date.now();
      const sample = await timeRequest(url, headers);
      probed++;
      // One that began in the window counts, also if it ends after: a slow server's only sample.
      if (began >= from) probe.push(sample);
    }
  })();
  let requests = 0;
  let completed = 0;
  let non2xx = 0;
  let until = from;
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: leadIn + seconds, headers: { 'accept-encoding': 'identity', ...headers } }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, status) => {
      const now = Date.now();
      completed++;
      if (now < from) return;
      requests++;
      until = now;
      if (status < 200 || status > 299) non2xx++;
    });
  });
  running = false;
  await probing;
  return {
    requests: requests + probe.length, seconds: Math.max(until - from, 1) / 1000,
    non2xx: non2xx + probe.filter((r) => r.status < 200 || r.status > 299).length,
    errors: result.errors + result.timeouts, probe, completed: completed + probed,
  };
}
