// The tests' HTTP client (Node's fetch) drops an idle keep-alive connection after 1 s. The local
// runtime closes idle connections after about 5 s, and Node's default (4 s, checked on a coarse
// timer) let a busy machine reuse a socket just as workerd closed it: the request failed with
// "other side closed" though the shop was fine. A second's keep-alive still reuses connections
// within a test's burst of requests.
import { Agent, setGlobalDispatcher } from 'undici';

setGlobalDispatcher(new Agent({ keepAliveTimeout: 1_000, keepAliveMaxTimeout: 1_000 }));

// Every test is a client of its own (rate limits count per client address, decision 009): a
// request without a CF-Connecting-IP header gets one made from the test's file and name, so one
// test's posts never count against another's limit. A test that sets the header keeps it.
import { expect } from 'vitest';

function testClientAddress(): string {
  const { testPath = '', currentTestName = '' } = expect.getState();
  let hash = 0;
  for (const ch of `${testPath}:${currentTestName}`) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${(hash & 253) + 1}`;
}

const originalFetch = globalThis.fetch;
globalThis.fetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
  if (input instanceof Request) return originalFetch(input, init);
  const headers = new Headers(init?.headers);
  if (!headers.has('cf-connecting-ip')) headers.set('cf-connecting-ip', testClientAddress());
  return originalFetch(input, { ...init, headers });
}) as typeof fetch;
