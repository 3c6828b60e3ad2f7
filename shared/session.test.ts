import { describe, expect, it } from 'vitest';
import { hasSessionCookie } from './session';

describe('hasSessionCookie', () => {
  it('sees a well-formed token cookie among others', () => {
    expect(hasSessionCookie('theme=dark; sw-context-token=abcdefABCDEF0123456789abcdef0123')).toBe(true);
  });
  it('ignores a missing, empty or malformed token', () => {
    expect(hasSessionCookie(null)).toBe(false);
    expect(hasSessionCookie('sw-context-token=')).toBe(false);
    expect(hasSessionCookie('sw-context-token=../../etc<script>')).toBe(false);
    expect(hasSessionCookie('other-sw-context-token=abcdefABCDEF0123456789')).toBe(false);
  });
});
