// Runs in workerd: HTMLRewriter is the runtime's own parser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerdFunction } from '../../../tests/support/workerd';

let sanitize: Awaited<ReturnType<typeof workerdFunction>>;
beforeAll(async () => { sanitize = await workerdFunction('./worker/shopware/mappers/sanitize-html.ts', 'sanitizeHtml'); });
afterAll(() => sanitize.dispose());

describe('sanitizeHtml', () => {
  it('keeps text-level markup and safe links', async () => {
    expect(await sanitize.call('<p>Zacht <strong>wol</strong> en <a href="/Dames/">meer</a></p>'))
      .toBe('<p>Zacht <strong>wol</strong> en <a href="/Dames/">meer</a></p>');
    expect(await sanitize.call('<a href="https://veld.nl" target="_blank">x</a>')).toBe('<a href="https://veld.nl" rel="noopener noreferrer">x</a>');
  });
  it('drops scripts, styles, frames and forms with their content', async () => {
    expect(await sanitize.call('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe><form><input></form>'))
      .toBe('<p>a</p>');
  });
  it('drops event handlers, inline styles and javascript: URLs', async () => {
    expect(await sanitize.call('<p onclick="x()" style="color:red">a</p><a href="javascript:alert(1)">b</a><img src=x onerror=alert(1)>'))
      .toBe('<p>a</p><a>b</a>');
  });
  it('unwraps unknown elements and gives null for nothing', async () => {
    expect(await sanitize.call('<section><div>tekst</div></section>')).toBe('tekst');
    expect(await sanitize.call('   ')).toBeNull();
    expect(await sanitize.call(null)).toBeNull();
  });
});
