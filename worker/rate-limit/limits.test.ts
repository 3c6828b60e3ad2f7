import { describe, expect, it, vi } from 'vitest';
import { countHit, emailSubject, hitRateLimit, normaliseAddress, RATE_LIMITS, rateLimitClient, rateLimitedText, recoveryLinkSubject, type RateLimiterNamespace, forgetRateLimit } from './limits';

describe('sliding-window count', () => {
  it('allows 5 hits in 10 minutes and refuses the 6th with the time until a slot frees', () => {
    const start = Date.UTC(2026, 10, 21, 12);
    let hits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const counted = countHit(hits, 5, 600, start + i * 1000);
      expect(counted.result.allowed).toBe(true);
      hits = counted.hits;
    }
    const refused = countHit(hits, 5, 600, start + 60_000);
    expect(refused.result).toEqual({ allowed: false, retryAfterSeconds: 540 });
    // A refused hit is not counted; once the first hit is 10 minutes old there is room again.
    expect(refused.hits).toHaveLength(5);
    expect(countHit(refused.hits, 5, 600, start + 600_001).result.allowed).toBe(true);
  });
});

describe('the client a request counts for', () => {
  it('spells one host one way', () => {
    expect(normaliseAddress('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(normaliseAddress('::FFFF:0102:0304')).toBe('1.2.3.4');
    expect(normaliseAddress('001.002.003.004')).toBe('1.2.3.4');
    expect(normaliseAddress(' 1.2.3.4:8443 ')).toBe('1.2.3.4');
    expect(normaliseAddress('[::ffff:1.2.3.4]:443')).toBe('1.2.3.4');
  });

  it('counts IPv6 by its /64 network', () => {
    const net = '2001:db8:1:2::/64';
    expect(normaliseAddress('2001:db8:1:2::1')).toBe(net);
    expect(normaliseAddress('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(net);
    expect(normaliseAddress('2001:DB8:1:2:0:0:0:9%eth0')).toBe(net);
    expect(normaliseAddress('[2001:db8:1:2::7]:443')).toBe(net);
    expect(normaliseAddress('2001:db8:1:3::1')).not.toBe(net);
  });

  it('counts anything that is no address as one client', () => {
    for (const junk of ['', 'abc', '1.2.3.256', '1.2.3', ':::1', '2001:db8::1::2', 'x'.repeat(300)]) {
      expect(normaliseAddress(junk)).toBe('unknown');
    }
  });

  it('trusts CF-Connecting-IP, else the right-most X-Forwarded-For entry; one constant without either', () => {
    expect(rateLimitClient(new Headers({ 'cf-connecting-ip': '203.0.113.7' }))).toBe('203.0.113.7');
    expect(rateLimitClient(new Headers({ 'x-forwarded-for': '198.51.100.1, 10.0.0.1,203.0.113.007' }))).toBe('203.0.113.7');
    expect(rateLimitClient(new Headers({ 'cf-connecting-ip': '::ffff:203.0.113.7', 'x-forwarded-for': '1.1.1.1' }))).toBe('203.0.113.7');
    expect(rateLimitClient(new Headers())).toBe('local');
  });
});

describe('what a request is about (decision 019)', () => {
  it('counts an e-mail address whatever its case or the spaces around it', () => {
    expect(emailSubject('  Fleur.Visser@Example.NL ')).toBe('email:fleur.visser@example.nl');
  });

  it('counts an address by its mailbox: plus-addressed and Gmail-dotted spellings are one subject (#49)', () => {
    const one = emailSubject('noor@example.nl');
    for (let i = 1; i <= 5; i++) expect(emailSubject(`noor+${i}@example.nl`)).toBe(one);
    expect(emailSubject('N.O.O.R+x@googlemail.com')).toBe(emailSubject('noor@gmail.com'));
  });

  it('counts a recovery link by its digest, never by the link itself', async () => {
    const subject = await recoveryLinkSubject('AbCdEf0123456789AbCdEf0123456789');
    expect(subject).toMatch(/^link:[0-9a-f]{64}$/);
    expect(subject).not.toContain('AbCdEf');
    expect(await recoveryLinkSubject('AbCdEf0123456789AbCdEf0123456789')).toBe(subject);
    expect(await recoveryLinkSubject('abcdef0123456789AbCdEf0123456789')).not.toBe(subject);
  });

  it('lets 20 honest shoppers behind one address register and ask for a recovery mail in an hour', () => {
    expect(RATE_LIMITS.register.max).toBeGreaterThanOrEqual(20);
    expect(RATE_LIMITS.recovery.max).toBeGreaterThanOrEqual(20);
    // What one address (an account) may do stays tight, whichever clients send it.
    expect(RATE_LIMITS.registerEmail.max).toBeLessThanOrEqual(5);
    expect(RATE_LIMITS.recoveryEmail.max).toBeLessThanOrEqual(5);
  });
});

describe('hitRateLimit', () => {
  it('asks the counter of the action and client, and lets the request through if the counter fails', async () => {
    const names: string[] = [];
    const limiter: RateLimiterNamespace = {
      idFromName: (name) => { names.push(name); return name as unknown as DurableObjectId; },
      get: () => ({ hit: async (max, windowSeconds) => ({ allowed: max === 60 && windowSeconds === 600, retryAfterSeconds: 0 }), forget: async () => {} }),
    };
    expect(await hitRateLimit(limiter, 'login', '1.2.3.4')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(names).toEqual(['login:1.2.3.4']);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { ...limiter, get: () => ({ hit: async () => { throw new Error('down'); }, forget: async () => { throw new Error('down'); } }) };
    expect((await hitRateLimit(broken, 'login', '1.2.3.4')).allowed).toBe(true);
    await expect(forgetRateLimit(broken, 'loginEmail', 'email:a@example.nl')).resolves.toBeUndefined();
  });

  it('forgets an account\'s tries on the counter of that account', async () => {
    const forgotten: string[] = [];
    const limiter: RateLimiterNamespace = {
      idFromName: (name) => name as unknown as DurableObjectId,
      get: (id) => ({ hit: async () => ({ allowed: true, retryAfterSeconds: 0 }), forget: async () => { forgotten.push(id as unknown as string); } }),
    };
    await forgetRateLimit(limiter, 'loginEmail', 'email:a@example.nl');
    expect(forgotten).toEqual(['loginEmail:email:a@example.nl']);
  });
});

describe('the refusal', () => {
  it("uses the shop's snippet with the minutes, singular or plural, the spec-style English without one", () => {
    const snippets = { 'errors.rateLimited': 'Rustig aan: over {count} minuten weer.', 'errors.rateLimited.one': 'Rustig aan: over {count} minuut weer.' };
    expect(rateLimitedText(61, snippets)).toBe('Rustig aan: over 2 minuten weer.');
    expect(rateLimitedText(30, snippets)).toBe('Rustig aan: over 1 minuut weer.');
    expect(rateLimitedText(30)).toBe('Too many attempts. Try again in 1 minute.');
    expect(rateLimitedText(600, {})).toBe('Too many attempts. Try again in 10 minutes.');
  });

  it('tells a locked account about the recovery e-mail and a locked order link about the mail and customer service (#49)', () => {
    const snippets = { 'errors.loginLocked': 'Slot: {count} minuten, of een nieuw wachtwoord.', 'errors.guestOrderLocked': 'Bestelling: {count} minuten, of de klantenservice.' };
    expect(rateLimitedText(600, snippets, 'loginEmail')).toBe('Slot: 10 minuten, of een nieuw wachtwoord.');
    expect(rateLimitedText(3600, snippets, 'guestOrderLink')).toBe('Bestelling: 60 minuten, of de klantenservice.');
    expect(rateLimitedText(600, undefined, 'loginEmail')).toContain('Forgot your password? Ask for a new one');
    expect(rateLimitedText(60, undefined, 'guestOrderLink')).toMatch(/1 minute\. Your order confirmation e-mail has its details, and our customer service can help\.$/);
    // Any other limit: the plain refusal.
    expect(rateLimitedText(600, snippets, 'recoveryEmail')).toBe('Too many attempts. Try again in 10 minutes.');
  });
});
