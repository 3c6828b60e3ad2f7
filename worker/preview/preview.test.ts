import { describe, expect, it, vi } from 'vitest';
import { parsePerspective, perspectiveCookieValue } from './perspective';
import { PREVIEW_TTL_S, signPreview, verifyPreview } from './preview-cookie';
import { previewOf } from './preview-mode';

const SECRET = 'read-token';

describe('the preview cookie', () => {
  it('is ours only when signed with our key and still running', async () => {
    const now = Date.UTC(2026, 10, 25, 12);
    const value = await signPreview(SECRET, now);
    expect(value).toMatch(/^v1\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(await verifyPreview(value, SECRET, now)).toBe(true);
    expect(await verifyPreview(value, SECRET, now + (PREVIEW_TTL_S - 1) * 1000)).toBe(true);
    expect(await verifyPreview(value, SECRET, now + PREVIEW_TTL_S * 1000)).toBe(false);
    expect(await verifyPreview(value, 'another-token', now)).toBe(false);
    // A later expiry with the old signature, a changed signature, garbage: not ours.
    const [, expires, signature] = value.split('.');
    expect(await verifyPreview(`v1.${Number(expires) + 3600}.${signature}`, SECRET, now)).toBe(false);
    expect(await verifyPreview(`v1.${expires}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`, SECRET, now)).toBe(false);
    for (const bad of [undefined, '', 'v1', 'v1.abc.def', `v2.${expires}.${signature}`, `${value}x`]) {
      expect(await verifyPreview(bad, SECRET, now)).toBe(false);
    }
  });
});

describe('the stored perspective', () => {
  it('takes published, drafts and release stacks; previewDrafts is drafts', () => {
    expect(parsePerspective(undefined)).toEqual({ perspective: 'drafts' });
    expect(parsePerspective('published')).toEqual({ perspective: 'published' });
    expect(parsePerspective('drafts')).toEqual({ perspective: 'drafts' });
    expect(parsePerspective('previewDrafts')).toEqual({ perspective: 'drafts' });
    expect(parsePerspective('rSpring26%2Cdrafts')).toEqual({ perspective: ['rSpring26', 'drafts'] });
    expect(perspectiveCookieValue(['rSpring26', 'drafts'])).toBe('rSpring26%2Cdrafts');
  });

  it('falls back to drafts, with a warning, for anything else', () => {
    for (const bad of ['raw', 'rA,raw', 'x'.repeat(70), 'a b', '%E0%A4%A', 'drafts;published', 'lonely']) {
      const stored = parsePerspective(bad);
      expect(stored.perspective, bad).toBe('drafts');
      expect(stored.warning, bad).toMatch(/^Invalid preview perspective/);
    }
  });

  it('warns on the console when a request brings a bad one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const preview = await previewOf({ preview: await signPreview(SECRET), perspective: 'raw' }, SECRET);
    expect(preview?.perspective).toBe('drafts');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(await previewOf({ preview: await signPreview(SECRET) }, undefined)).toBeUndefined();
    warn.mockRestore();
  });
});
