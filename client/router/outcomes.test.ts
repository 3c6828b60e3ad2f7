// What a route error becomes on its way from the worker to the browser: the document's status
// (503 for an outage or maintenance, so crawlers come back), and a message only when it is ours.
import { describe, expect, it } from 'vitest';
import { MAINTENANCE_MESSAGE, OUTAGE_MESSAGE, isMaintenance, isOutage } from '../../shared/errors';
import { errorStatus, HttpError, redirect, Redirect, reviveError, serialiseError } from './outcomes';

describe('route outcomes', () => {
  it('throws a redirect with its status (302 unless told)', () => {
    expect(() => redirect('/dames/')).toThrow(Redirect);
    try { redirect('/nieuw/', 301); } catch (r) { expect(r).toEqual(new Redirect('/nieuw/', 301)); }
    expect(new Redirect('/x').status).toBe(302);
  });

  it('gives the document a route error\'s own status, 503 for an outage or maintenance, else 500', () => {
    expect(errorStatus(new HttpError(404, 'Niet gevonden'))).toBe(404);
    expect(errorStatus(new Error(OUTAGE_MESSAGE))).toBe(503);
    expect(errorStatus(new Error(MAINTENANCE_MESSAGE))).toBe(503);
    expect(errorStatus(Object.assign(new Error('upstream'), { status: 502 }))).toBe(503);
    expect(errorStatus(new TypeError('x is undefined'))).toBe(500);
  });

  it('never sends an unexpected error\'s message to the browser, but keeps our own and the kind of failure', () => {
    expect(serialiseError(new HttpError(404, 'Niet gevonden'))).toEqual({ status: 404, message: 'Niet gevonden' });
    expect(serialiseError(new Error('SELECT * FROM secrets failed'))).toEqual({ status: 500 });
    expect(serialiseError(new Error(OUTAGE_MESSAGE))).toEqual({ status: 503, outage: true });
  });

  it('revives each serialised error as the same kind the error page tells apart', () => {
    const round = (e: unknown) => reviveError(JSON.parse(JSON.stringify(serialiseError(e))) as ReturnType<typeof serialiseError>);
    expect(round(new HttpError(410, 'Weg'))).toEqual(new HttpError(410, 'Weg'));
    expect(isOutage(round(new Error(OUTAGE_MESSAGE)))).toBe(true);
    expect(isMaintenance(round(new Error(MAINTENANCE_MESSAGE)))).toBe(true);
    const other = round(new TypeError('boom'));
    expect(isOutage(other) || isMaintenance(other)).toBe(false);
    expect(errorStatus(other)).toBe(500);
  });
});
