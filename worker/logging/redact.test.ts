import { describe, expect, it } from 'vitest';
import { loggablePath, redact } from './redact';

describe('redact', () => {
  it('replaces e-mail addresses', () => {
    expect(redact('The email address "anna.de.vries+shop@example.nl" is already in use')).toBe('The email address "[e-mail]" is already in use');
  });

  it('replaces the values of private keys, quoted or not, with spaces or not', () => {
    const text = 'sw-context-token: Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56 {"street":"Damrak 1","zipcode":"1012 LG","city":"Amsterdam"} password=geheim123 cookie: session=abc';
    const out = redact(text);
    for (const secret of ['Ab12Cd34', 'Damrak', '1012 LG', 'Amsterdam', 'geheim123', 'session=abc']) expect(out).not.toContain(secret);
    expect(out).toContain('"street":"[redacted]"');
    expect(out).toContain('sw-context-token: [redacted]');
  });

  it('replaces query strings and bare tokens, and keeps hex ids', () => {
    const out = redact('GET http://shop/account/order/x?email=a%40b.nl&postcode=1012LG failed for product 0190f4ea9a5b7c6d8e9f0a1b2c3d4e5f with Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56');
    expect(out).toBe('GET http://shop/account/order/x?[query] failed for product 0190f4ea9a5b7c6d8e9f0a1b2c3d4e5f with [token]');
  });

  it('leaves ordinary text alone', () => {
    expect(redact('shopware listing did not answer within 3000 ms')).toBe('shopware listing did not answer within 3000 ms');
    expect(redact('capacity: 5')).toBe('capacity: 5');
  });
});

describe('loggablePath', () => {
  it('keeps the path of public pages and leaves out the shopper\'s own', () => {
    expect(loggablePath('/Dames/Kleding/')).toBe('/Dames/Kleding/');
    expect(loggablePath('/account/order/d3adb33f/gegevens')).toBeUndefined();
    expect(loggablePath('/api/account/customer')).toBeUndefined();
    expect(loggablePath('/checkout/failed')).toBeUndefined();
  });
});
