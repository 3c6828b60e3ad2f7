import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml } from './escape';

describe('escape', () => {
  it('escapes the five markup characters, apostrophes as HTML and XML each write them', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
    expect(escapeXml(`<loc>a&b 'c' "d"</loc>`)).toBe('&lt;loc&gt;a&amp;b &apos;c&apos; &quot;d&quot;&lt;/loc&gt;');
    expect(escapeHtml('Linnen jurk Ivy')).toBe('Linnen jurk Ivy');
  });
});
