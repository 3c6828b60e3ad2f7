// The spec's error catalogue (section 8), verbatim, as the storefront's Shopware client
// produces it against a stub Store API.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../env';
import { publicClient, READ, retryRead } from './client';
import { MaintenanceModeError, rethrowClassified } from './errors';

let answer: { status: number; body: string } = { status: 200, body: '{}' };
/** When set, answered (once each) before `answer`. */
let firstAnswers: { status: number; body: string }[] = [];
let calls = 0;
let server: http.Server;
let config: Config;

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    calls++;
    const a = firstAnswers.shift() ?? answer;
    res.writeHead(a.status, a.body ? { 'content-type': 'application/json' } : {});
    res.end(a.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  config = { shopware: { endpoint: `http://127.0.0.1:${port}/store-api`, accessKey: 'SWSCTEST' } } as Config;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function failure(status: number, body: unknown): Promise<Error> {
  answer = { status, body: body === undefined ? '' : JSON.stringify(body) };
  try {
    await publicClient(config).invoke('readContext get /context', { fetchOptions: READ }).catch(rethrowClassified);
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}

describe('Store API error catalogue', () => {
  it("is 'Failed request' followed by title, source pointer and detail lines", async () => {
    const error = await failure(400, { errors: [
      { status: '400', code: 'FRAMEWORK__INVALID_LIMIT_QUERY', title: 'Bad Request', detail: 'The limit must be a positive integer.', source: { pointer: '/limit' } },
      { status: '400', code: 'X', title: 'Bad Request', detail: 'Second problem.' },
    ] });
    expect(error.message).toBe('Failed request\n - [Bad Request][/limit] The limit must be a positive integer.\n - [Bad Request] Second problem.');
  });

  it("reads 'No error details provided.' when the detail is missing", async () => {
    const error = await failure(500, { errors: [{ status: '500', code: '0', title: 'Internal Server Error' }] });
    expect(error.message).toBe('Failed request\n - [Internal Server Error] No error details provided.');
  });

  it("is 'Unknown error' with the network-tab hint when no errors came back", async () => {
    const error = await failure(502, undefined);
    expect(error.message).toBe('Failed request\n - [Unknown error] API did not return errors, but request failed. Please check the network tab.');
  });

  it('turns maintenance mode into the fatal MAINTENANCE_MODE (503)', async () => {
    const error = await failure(503, { errors: [{ status: '503', code: 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE', title: 'Service Unavailable', detail: 'The sales channel is in maintenance mode.' }] });
    expect(error).toBeInstanceOf(MaintenanceModeError);
    expect(error.message).toBe('MAINTENANCE_MODE');
    expect((error as MaintenanceModeError).status).toBe(503);
  });
});

describe('retries', () => {
  const context = JSON.stringify({ token: 't', salesChannel: { navigationCategoryId: 'x' } });
  for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
    it(`retries a read once on ${status}`, async () => {
      calls = 0;
      firstAnswers = [{ status, body: '' }];
      answer = { status: 200, body: context };
      const client = publicClient(config);
      const { data } = await retryRead(() => client.invoke('readContext get /context', { fetchOptions: READ }));
      expect((data as { token: string }).token).toBe('t');
      expect(calls).toBe(2);
    });
  }
  it('does not retry on other statuses', async () => {
    calls = 0;
    firstAnswers = [{ status: 404, body: '' }];
    answer = { status: 200, body: context };
    const client = publicClient(config);
    await expect(retryRead(() => client.invoke('readContext get /context', { fetchOptions: READ }))).rejects.toThrow();
    expect(calls).toBe(1);
  });
});
