import { afterEach, describe, expect, it, vi } from 'vitest';
import { countUpstreamCall, createRequestScope, inRequest, logError, logWarn } from './log';

/** Every line the logger wrote, whichever console method it used. */
function captureLines(): string[] {
  const lines: string[] = [];
  for (const method of ['log', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => { lines.push(args.map(String).join(' ')); });
  }
  return lines;
}

afterEach(() => vi.restoreAllMocks());

describe('logError', () => {
  it('writes one JSON line with the request id, the error name, message and collapsed stack', async () => {
    const lines = captureLines();
    const scope = createRequestScope('8f1e2d3c4b5a6978-AMS');
    await inRequest(scope, async () => {
      await Promise.resolve();
      const error = new Error('Failed request\n - [Not Found] No product\n - [Other] second');
      logError('Route failed', error);
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\n');
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', msg: 'Route failed', id: '8f1e2d3c4b5a6978-AMS', error: 'Error', message: 'Failed request / - [Not Found] No product / - [Other] second' });
    expect(line.stack).toMatch(/log\.test\.ts:\d+:\d+/);
    expect(line.stack).not.toContain('file://');
  });

  it('never writes what an error carries of the shopper', () => {
    const lines = captureLines();
    const error = Object.assign(new Error('The email address "anna@example.nl" is already in use; street: "Damrak 1", sw-context-token: Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56'), {
      status: 400,
      url: 'http://shop.test/store-api/account/register?email=anna%40example.nl&password=geheim123',
      cause: new Error('password=geheim123'),
    });
    inRequest(createRequestScope('id-1'), () => logError('Registration failed', error, { note: 'for anna@example.nl' }));
    const written = lines.join('\n');
    for (const secret of ['anna', 'example.nl', 'Damrak', 'Ab12Cd34', 'geheim123']) expect(written).not.toContain(secret);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ errorStatus: 400, endpoint: '/store-api/account/register' });
  });

  it('writes a warning outside any request without an id', () => {
    const lines = captureLines();
    logWarn('[cache] could not store shopware listing', 'KV said no');
    expect(JSON.parse(lines[0]!)).toEqual({ level: 'warn', msg: '[cache] could not store shopware listing', error: 'KV said no' });
  });
});

describe('countUpstreamCall', () => {
  it('counts the calls of the request it runs in, and only those', async () => {
    const scope = createRequestScope('a');
    const other = createRequestScope('b');
    await Promise.all([
      inRequest(scope, async () => { countUpstreamCall('shopware'); await Promise.resolve(); countUpstreamCall('shopware'); countUpstreamCall('sanity'); }),
      inRequest(other, async () => { await Promise.resolve(); countUpstreamCall('sanity'); }),
    ]);
    countUpstreamCall('shopware');
    expect(scope.upstream).toEqual({ shopware: 2, sanity: 1 });
    expect(other.upstream).toEqual({ shopware: 0, sanity: 1 });
  });
});
