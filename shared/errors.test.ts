import { describe, expect, it } from 'vitest';
import { failureStatus, isMaintenance, isOutage, MAINTENANCE_MESSAGE, OUTAGE_MESSAGE } from './errors';

const failure = (fields: Record<string, unknown>, message = 'failed') => Object.assign(new Error(message), fields);

describe('isOutage', () => {
  it('is a backend that did not answer in time or failed', () => {
    expect(isOutage(failure({ status: 500 }))).toBe(true);
    expect(isOutage(failure({ statusCode: 502 }))).toBe(true);
    expect(isOutage(failure({ status: 429 }))).toBe(true);
    expect(isOutage(failure({ name: 'BackendTimeoutError' }))).toBe(true);
    expect(isOutage(failure({ name: 'FetchError' }))).toBe(true);
    // ofetch wraps the request's deadline.
    expect(isOutage(failure({ cause: failure({ name: 'RequestDeadlineError' }) }))).toBe(true);
    // Marked by the edge cache, whatever the client's error looked like.
    expect(isOutage(failure({ backendOutage: true }))).toBe(true);
    // As it travels to the browser.
    expect(isOutage(new Error(OUTAGE_MESSAGE))).toBe(true);
  });

  it('is not an answer (4xx), maintenance, or a fault of our own', () => {
    expect(isOutage(failure({ status: 404 }))).toBe(false);
    expect(isOutage(failure({ status: 400, name: 'FetchError' }))).toBe(false);
    expect(isOutage(failure({ status: 503 }, MAINTENANCE_MESSAGE))).toBe(false);
    expect(isMaintenance(failure({ status: 503 }, MAINTENANCE_MESSAGE))).toBe(true);
    expect(isOutage(new TypeError('x is undefined'))).toBe(false);
    expect(isOutage('failed')).toBe(false);
    expect(isOutage(null)).toBe(false);
  });

  it('does not follow a cause chain for ever', () => {
    const looped: Error & { cause?: unknown } = new Error('loop');
    looped.cause = looped;
    expect(isOutage(looped)).toBe(false);
  });
});

describe('failureStatus', () => {
  it('reads the status whichever client made the error, and nothing else', () => {
    expect(failureStatus(failure({ status: 503 }))).toBe(503);
    expect(failureStatus(failure({ statusCode: 502 }))).toBe(502);
    expect(failureStatus(failure({ status: '500' }))).toBeUndefined();
    expect(failureStatus(new Error('no status'))).toBeUndefined();
    expect(failureStatus(null)).toBeUndefined();
  });
});
