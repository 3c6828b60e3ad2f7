// What both bench scripts measure with (run.mjs, compare-miss.mjs): one request timed to its
// first and last byte, with its Server-Timing, and the percentiles of a series.
import http from 'node:http';

/** One GET, uncompressed: status, time to first byte and to last byte (ms), Server-Timing. */
export function timeRequest(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    let first = null;
    const req = http.get(url, { headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
      res.on('data', () => { first ??= process.hrtime.bigint(); });
      res.on('end', () => {
        const end = process.hrtime.bigint();
        resolve({
          status: res.statusCode, ttfb: Number((first ?? end) - start) / 1e6, ttlb: Number(end - start) / 1e6,
          serverTiming: String(res.headers['server-timing'] ?? ''),
        });
      });
    });
    req.on('error', reject);
  });
}

export const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
export const round = (n) => Math.round(n * 10) / 10;
